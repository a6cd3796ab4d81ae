import MailWarning from "lucide-react/icons/mail-warning";
import { AdminNote } from "#app/components/admin/admin-note.tsx";
import { useEmailSending } from "#app/lib/admin-email.ts";

/**
 * Said where an email is written (a reply, an invitation) on a server without SMTP_URL: it is kept in
 * the outbox, not delivered, until email is set up. The dashboard says the same for all of them.
 */
export function EmailWaitsNote({ what }: { what: "reply" | "invitation" }) {
  const sending = useEmailSending();
  return sending ? null : <EmailWaitsNoteText what={what} />;
}

/** The note's words (rendered by `EmailWaitsNote` when email is not set up). */
export function EmailWaitsNoteText({ what }: { what: "reply" | "invitation" }) {
  return (
    <AdminNote label="Email is not set up" icon={MailWarning}>
      <p>
        <strong>Email is not set up on this server</strong>, so this {what} is kept, not sent. It goes out once SMTP_URL is set: see the README,
        &ldquo;Configuration&rdquo;.
      </p>
    </AdminNote>
  );
}
