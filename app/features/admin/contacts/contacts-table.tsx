import { RowAction } from "#app/components/admin/row-action.tsx";
import { Eye, Reply, Trash2 } from "lucide-react";
import { adminTable } from "#app/components/admin/admin-page-header.tsx";
import { formatDate, formatDateTime } from "#app/lib/dates.ts";
import { cn } from "#app/lib/cn.ts";
import type { AdminContact } from "#contracts/contact-admin.ts";
import { ContactStatusBadge } from "./contact-status-badge.tsx";

interface ContactsTableProps {
  contacts: AdminContact[];
  busy: boolean;
  onView: (contact: AdminContact) => void;
  onReply: (contact: AdminContact) => void;
  onDelete: (contact: AdminContact) => void;
}

/**
 * The inbox table (SPEC §2: Name, Email, Subject, Status, Date, Actions). On a phone the email,
 * subject and date move under the name so the table fits without scrolling sideways.
 */
export function ContactsTable({ contacts, busy, onView, onReply, onDelete }: ContactsTableProps) {
  return (
    <div className={cn(adminTable.wrapper, busy && "opacity-70 transition-opacity")} aria-busy={busy}>
      <table className={adminTable.table}>
        <caption className="sr-only">Contacts, newest first</caption>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.headCell}>
              Name
            </th>
            <th scope="col" className={cn(adminTable.headCell, "hidden md:table-cell")}>
              Email
            </th>
            <th scope="col" className={cn(adminTable.headCell, "hidden lg:table-cell")}>
              Subject
            </th>
            <th scope="col" className={cn(adminTable.headCell, "hidden sm:table-cell")}>
              Status
            </th>
            <th scope="col" className={cn(adminTable.headCell, "hidden md:table-cell")}>
              Date
            </th>
            <th scope="col" className={cn(adminTable.headCell, "text-right")}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className={adminTable.body}>
          {contacts.map((contact) => (
            <tr key={contact._id} className={adminTable.row}>
              <td className={cn(adminTable.cell, "max-w-[13rem] sm:max-w-xs")}>
                <button
                  type="button"
                  onClick={() => onView(contact)}
                  className={cn(
                    "text-left text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-200",
                    contact.status === "new" ? "font-bold" : "font-semibold",
                  )}
                >
                  {contact.name}
                </button>
                <p className="truncate text-xs text-slate-600 md:hidden dark:text-slate-400">{contact.email}</p>
                <p className="truncate text-xs text-slate-600 lg:hidden dark:text-slate-400">{contact.subject}</p>
                <p className="text-xs text-slate-600 md:hidden dark:text-slate-400">
                  <time dateTime={contact.createdAt}>{formatDate(contact.createdAt)}</time>
                </p>
                <p className="mt-1 sm:hidden">
                  <ContactStatusBadge status={contact.status} />
                </p>
              </td>
              <td className={cn(adminTable.cell, "hidden max-w-[16rem] truncate md:table-cell")}>{contact.email}</td>
              <td className={cn(adminTable.cell, "hidden max-w-[16rem] truncate lg:table-cell")}>{contact.subject}</td>
              <td className={cn(adminTable.cell, "hidden sm:table-cell")}>
                <ContactStatusBadge status={contact.status} />
              </td>
              <td className={cn(adminTable.cell, "hidden whitespace-nowrap md:table-cell")}>
                <time dateTime={contact.createdAt} title={formatDateTime(contact.createdAt)}>
                  {formatDate(contact.createdAt)}
                </time>
              </td>
              <td className={cn(adminTable.cell, "whitespace-nowrap text-right")}>
                <div className="inline-flex items-center gap-0.5">
                  <RowAction icon={Eye} label={`View details of ${contact.name}`} title="View details" onClick={() => onView(contact)} />
                  <RowAction icon={Reply} label={`Reply to ${contact.name}`} title="Reply" onClick={() => onReply(contact)} />
                  <RowAction icon={Trash2} label={`Delete ${contact.name}`} title="Delete" onClick={() => onDelete(contact)} danger />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
