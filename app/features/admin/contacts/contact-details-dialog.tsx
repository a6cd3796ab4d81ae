import CheckCheck from "lucide-react/icons/check-check";
import Mail from "lucide-react/icons/mail";
import MailOpen from "lucide-react/icons/mail-open";
import Phone from "lucide-react/icons/phone";
import Reply from "lucide-react/icons/reply";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { formatDateTime } from "#app/lib/dates.ts";
import type { ContactDetail } from "#contracts/contact-admin.ts";
import { ContactStatusBadge } from "./contact-status-badge.tsx";

interface ContactDetailsDialogProps {
  contact: ContactDetail | null;
  onClose: () => void;
  onReply: (contact: ContactDetail) => void;
  /** "Mark as unread" (back to new), or "Mark as replied" for an answer given by phone or WhatsApp. */
  onMark: (contact: ContactDetail, status: "new" | "replied") => void;
  marking: boolean;
}

const SOURCE_LABELS: Record<string, string> = {
  "contact-page": "Contact page",
  home: "Home page form",
  "seo-proposal": "SEO proposal form",
  "google-ads-proposal": "Google Ads proposal form",
  "leads-generation-proposal": "Leads generation proposal form",
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 [overflow-wrap:anywhere] text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const linkClass = "inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline dark:text-brand-300";

/** The view-details modal (SPEC §2): every field, the message, and the thread of staff replies. */
export function ContactDetailsDialog({ contact, onClose, onReply, onMark, marking }: ContactDetailsDialogProps) {
  return (
    <Dialog open={contact !== null} onClose={onClose} title="Contact details" size="lg">
      {contact ? (
        <div className="space-y-6">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Name">{contact.name}</Detail>
            <Detail label="Email">
              <a href={`mailto:${contact.email}`} className={linkClass}>
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                {contact.email}
              </a>
            </Detail>
            <Detail label="Phone">
              {contact.phone ? (
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                  <Phone className="size-4 shrink-0" aria-hidden="true" />
                  {contact.phone}
                </a>
              ) : (
                <span className="text-slate-500 dark:text-slate-400">Not given</span>
              )}
            </Detail>
            <Detail label="Subject">{contact.subject}</Detail>
            <Detail label="Status">
              <ContactStatusBadge status={contact.status} />
            </Detail>
            <Detail label="Date">
              <time dateTime={contact.createdAt}>{formatDateTime(contact.createdAt)}</time>
              <span className="block text-sm text-slate-500 dark:text-slate-400">via {SOURCE_LABELS[contact.source] ?? contact.source}</span>
            </Detail>
          </dl>

          <section aria-labelledby="contact-message-heading">
            <h3 id="contact-message-heading" className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              Message
            </h3>
            <p className="mt-2 rounded-xl bg-slate-50 p-4 whitespace-pre-wrap text-slate-800 dark:bg-slate-800/70 dark:text-slate-100">
              {contact.message}
            </p>
          </section>

          <section aria-labelledby="contact-replies-heading">
            <h3 id="contact-replies-heading" className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              Replies ({contact.replies.length})
            </h3>
            {contact.replies.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No reply has been sent yet.</p>
            ) : (
              <ol className="mt-2 space-y-3">
                {contact.replies.map((reply) => (
                  <li key={reply._id} className="rounded-xl border-l-4 border-purple-400 bg-purple-50 p-4 dark:border-purple-400 dark:bg-purple-500/10">
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      <span className="font-semibold text-slate-900 dark:text-white">{reply.admin?.name ?? "Staff"}</span> replied on{" "}
                      <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
                    </p>
                    <p className="mt-2 whitespace-pre-wrap text-slate-800 dark:text-slate-100">{reply.message}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
            {contact.status === "read" ? (
              <Button variant="ghost" onClick={() => onMark(contact, "new")} disabled={marking}>
                <MailOpen className="size-4" aria-hidden="true" />
                Mark as unread
              </Button>
            ) : null}
            {contact.status !== "replied" ? (
              <Button variant="ghost" onClick={() => onMark(contact, "replied")} disabled={marking} title="Answered another way: by phone, WhatsApp or in person">
                <CheckCheck className="size-4" aria-hidden="true" />
                Mark as replied
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onReply(contact)}>
              <Reply className="size-4" aria-hidden="true" />
              Reply
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
