import Send from "lucide-react/icons/send";
import { useState } from "react";
import { EmailWaitsNote } from "#app/components/admin/email-waits-note.tsx";
import { FormActions } from "#app/components/admin/form-actions.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Select, TextInput } from "#app/components/ui/field.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { CloseGuard, useCloseGuard, useLeaveGuard } from "#app/lib/use-leave-guard.tsx";
import { ADMIN_ROLES, type AdminRole, ROLE_DESCRIPTIONS, ROLE_LABELS } from "#contracts/staff-constants.ts";
import { inviteStaffSchema } from "#contracts/staff.ts";
import { asksForPassword, inviteStaff } from "./staff-api.ts";

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  onInvited: () => Promise<void>;
}

/**
 * Invite someone: their email, role and (optionally) name; they get a link valid for 72 hours. Inviting
 * an owner from a session that signed in over 15 minutes ago needs the password too (decision 066): when
 * the server asks for it, the form shows a password field, keeping everything typed, and sends it again.
 */
export function InviteDialog({ open, onClose, onInvited }: InviteDialogProps) {
  const closeGuard = useCloseGuard();
  /** Cancel, the close button and Escape: an address already typed asks first. */
  function close() {
    if (closeGuard.mayClose()) onClose();
  }
  return (
    <Dialog open={open} onClose={close} title="Invite someone" dismissOnBackdrop={false}>
      {/* Mounted only while open, so each invitation starts from an empty form. */}
      {open ? (
        <CloseGuard guard={closeGuard}>
          <InviteForm
            onCancel={close}
            onInvited={async () => {
              await onInvited();
              onClose();
            }}
          />
        </CloseGuard>
      ) : null}
    </Dialog>
  );
}

function InviteForm({ onCancel, onInvited }: { onCancel: () => void; onInvited: () => Promise<void> }) {
  const [passwordAsked, setPasswordAsked] = useState(false);
  const { formRef, field, errors, dirty, submitting, onSubmit } = useForm({
    initialValues: { email: "", name: "", role: "editor" as AdminRole, password: "" },
    schema: inviteStaffSchema,
    // The password goes only once the server has asked for it (a blank one is then "Password is required").
    toInput: ({ password, ...invitation }) => (passwordAsked ? { ...invitation, password } : invitation),
    submit: async (input) => {
      try {
        return await inviteStaff(input);
      } catch (caught) {
        if (asksForPassword(caught)) setPasswordAsked(true);
        throw caught;
      }
    },
    onSuccess: onInvited,
    // The server's words: "Invitation sent", or "saved" where it has no SMTP_URL and the email waits.
    successToast: (saved) => saved.message,
    failureMessage: (caught) => errorMessage(caught, "Could not send the invitation. Please try again."),
    toasts: "all",
  });
  useLeaveGuard(dirty);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Email*" error={errors.email}>
        {(control) => <TextInput {...control} {...field("email")} type="email" autoComplete="off" required disabled={submitting} />}
      </Field>
      <Field label="Name" error={errors.name} hint="They can change it when they accept.">
        {(control) => <TextInput {...control} {...field("name")} autoComplete="off" disabled={submitting} />}
      </Field>
      <Field label="Role*" error={errors.role}>
        {(control) => (
          <Select {...control} {...field("role")} disabled={submitting}>
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}: {ROLE_DESCRIPTIONS[role]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {passwordAsked ? (
        <Field label="Your password" error={errors.password}>
          {(control) => <TextInput {...control} {...field("password")} type="password" autoComplete="current-password" required disabled={submitting} />}
        </Field>
      ) : null}
      <EmailWaitsNote what="invitation" />
      <FormActions onCancel={onCancel} submitting={submitting} label="Send invitation" busyLabel="Sending..." icon={Send} />
    </form>
  );
}
