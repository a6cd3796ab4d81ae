import Eye from "lucide-react/icons/eye";
import Reply from "lucide-react/icons/reply";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { RowAction, RowActions } from "#app/components/admin/row-action.tsx";
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
    <AdminTable
      rows={contacts}
      rowKey={(contact) => contact._id}
      caption="Contacts, newest first"
      busy={busy}
      columns={[
        {
          header: "Name",
          // At least 9rem: names wrap between words; only a word longer than that breaks.
          cellClassName: "min-w-36 max-w-[13rem] sm:max-w-xs",
          cell: (contact) => (
            <>
              <button
                type="button"
                onClick={() => onView(contact)}
                className={cn(
                  "text-left text-slate-900 [overflow-wrap:anywhere] hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-200",
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
            </>
          ),
        },
        // Shares of the width left, cut short with "…" (the whole text on hover): `max-w-0` lets a cell
        // narrow below its text, so a long address never pushes the row's actions out of the table.
        {
          header: "Email",
          className: "hidden md:table-cell",
          cellClassName: "w-[30%] max-w-0 truncate",
          cell: (contact) => <span title={contact.email}>{contact.email}</span>,
        },
        {
          header: "Subject",
          className: "hidden lg:table-cell",
          cellClassName: "w-[30%] max-w-0 truncate",
          cell: (contact) => <span title={contact.subject}>{contact.subject}</span>,
        },
        { header: "Status", className: "hidden sm:table-cell", cell: (contact) => <ContactStatusBadge status={contact.status} /> },
        {
          header: "Date",
          className: "hidden md:table-cell",
          cellClassName: "whitespace-nowrap",
          cell: (contact) => (
            <time dateTime={contact.createdAt} title={formatDateTime(contact.createdAt)}>
              {formatDate(contact.createdAt)}
            </time>
          ),
        },
      ]}
      actions={(contact) => (
        <RowActions name={contact.name} onDelete={() => onDelete(contact)}>
          <RowAction icon={Eye} label={`View details of ${contact.name}`} title="View details" onClick={() => onView(contact)} />
          <RowAction icon={Reply} label={`Reply to ${contact.name}`} title="Reply" onClick={() => onReply(contact)} />
        </RowActions>
      )}
    />
  );
}
