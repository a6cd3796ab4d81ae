import Send from "lucide-react/icons/send";
import { FormActions } from "#app/components/admin/form-actions.tsx";
import { EmailWaitsNote } from "#app/components/admin/email-waits-note.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, TextArea } from "#app/components/ui/field.tsx";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { CloseGuard, useCloseGuard, useLeaveGuard } from "#app/lib/use-leave-guard.tsx";
import { type AdminContact, CONTACT_ADMIN_MESSAGES, contactReplySchema, REPLY_MAX_LENGTH } from "#contracts/contact-admin.ts";
import { sendReply } from "./contacts-api.ts";

interface ReplyDialogProps {
  contact: AdminContact | null;
  onClose: () => void;
  /** Called after the server accepted the reply (the page refetches its list). */
  onSent: () => Promise<void>;
}

/** The reply modal (SPEC §2, §5, §8): the email goes to the contact, quoting their message. */
export function ReplyDialog({ contact, onClose, onSent }: ReplyDialogProps) {
  const closeGuard = useCloseGuard();
  /** Cancel, the close button, Escape and a click beside it: a reply already typed asks first. */
  function close() {
    if (closeGuard.mayClose()) onClose();
  }
  return (
    <Dialog open={contact !== null} onClose={close} title={contact ? `Reply to ${contact.name}` : "Reply"} size="lg" initialFocus="content">
      {/* Keyed by contact, so each contact starts with an empty form. */}
      {contact ? (
        <CloseGuard key={contact._id} guard={closeGuard}>
          <ReplyForm contact={contact} onClose={close} onSent={onSent} />
        </CloseGuard>
      ) : null}
    </Dialog>
  );
}

function ReplyForm({ contact, onClose, onSent }: { contact: AdminContact; onClose: () => void; onSent: () => Promise<void> }) {
  const subject = /^re:/i.test(contact.subject) ? contact.subject : `Re: ${contact.subject}`;
  const { formRef, field, errors, failure, dirty, submitting: sending, onSubmit } = useForm({
    initialValues: { message: "" },
    schema: contactReplySchema,
    toInput: (values) => ({ contactId: contact._id, message: values.message }),
    submit: (reply) => sendReply(contact, reply.message),
    onSuccess: onSent,
    // "Reply sent successfully" (SPEC), or that it waits until email is set up.
    successToast: (result) => result.message,
    // A specific reason from the server (e.g. the contact was deleted meanwhile) is shown in the form.
    failureMessage: (error) => {
      const detail = error instanceof ApiRequestError && error.status < 500 ? error.message : null;
      return detail && detail !== CONTACT_ADMIN_MESSAGES.replyFailed ? `${CONTACT_ADMIN_MESSAGES.replyFailed}: ${detail}` : CONTACT_ADMIN_MESSAGES.replyFailed;
    },
    failureToast: () => CONTACT_ADMIN_MESSAGES.replyFailed,
    toasts: "all",
  });
  useLeaveGuard(dirty);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-500 dark:text-slate-400">To</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900 dark:text-slate-100">
          {contact.name} &lt;{contact.email}&gt;
        </dd>
        <dt className="font-semibold text-slate-500 dark:text-slate-400">Subject</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900 dark:text-slate-100">{subject}</dd>
      </dl>

      <Field
        label="Your reply*"
        error={errors.message ?? failure?.message}
        hint={`The email opens with "Dear ${contact.name}," (unless you greet them yourself) and is signed for you. It is sent from the agency's address; replies to it come to the staff inbox.`}
      >
        {(control) => (
          <TextArea
            {...control}
            {...field("message")}
            rows={8}
            maxLength={REPLY_MAX_LENGTH}
            disabled={sending}
            required
          />
        )}
      </Field>

      <EmailWaitsNote what="reply" />

      <details className="rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/70">
        <summary className="cursor-pointer font-semibold text-slate-700 dark:text-slate-200">Their message (quoted in your email)</summary>
        <p className="mt-2 border-l-4 border-slate-300 pl-3 whitespace-pre-wrap text-slate-700 dark:border-slate-600 dark:text-slate-200">{contact.message}</p>
      </details>

      <FormActions onCancel={onClose} submitting={sending} icon={Send} label="Send Reply" busyLabel="Sending..." separated={false} />
    </form>
  );
}
