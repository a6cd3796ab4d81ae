import MailWarning from "lucide-react/icons/mail-warning";
import { AdminNote } from "#app/components/admin/admin-note.tsx";
import type { DashboardSummary } from "#contracts/dashboard.ts";

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;

/**
 * Says so on the dashboard when the emails the panel sends reach nobody: the server has no SMTP_URL
 * (replies and invitations are then kept in the outbox, and their toasts say they go out once email is
 * set up), or some were given up on. Nothing when email works.
 */
export function EmailDeliveryNote({ email }: { email: NonNullable<DashboardSummary["email"]> }) {
  if (email.sending && email.failed === 0) return null;
  return (
    <AdminNote label="Email delivery" icon={MailWarning} className="mb-6">
      {email.sending ? (
        <p>
          {plural(email.failed, "email", "emails")} could not be delivered after every attempt. The server&apos;s log names each one and why; check
          the SMTP settings (SMTP_URL).
        </p>
      ) : (
        <p>
          <strong>Email is not set up on this server</strong>, so replies, invitations and form notifications are kept, not sent
          {email.waiting > 0 ? ` (${plural(email.waiting, "email is", "emails are")} waiting)` : ""}. They go out once SMTP_URL is set: see the
          README, &ldquo;Configuration&rdquo;.
        </p>
      )}
    </AdminNote>
  );
}
