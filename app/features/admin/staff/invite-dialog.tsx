import Send from "lucide-react/icons/send";
import { FormActions } from "#app/components/admin/form-actions.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Select, TextInput } from "#app/components/ui/field.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { ADMIN_ROLES, type AdminRole, ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { inviteStaffSchema } from "#contracts/staff.ts";
import { inviteStaff } from "./staff-api.ts";

/** Invite someone: their email, role and (optionally) name; they get a link valid for 72 hours. */
export function InviteDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: () => Promise<void> }) {
  const { formRef, field, errors, submitting, onSubmit, clearMessages } = useForm({
    initialValues: { email: "", name: "", role: "editor" as AdminRole },
    schema: inviteStaffSchema,
    submit: async (input) => inviteStaff(input),
    onSuccess: async () => {
      await onInvited();
      onClose();
    },
    successToast: STAFF_MESSAGES.invited,
    failureMessage: (caught) => errorMessage(caught, "Could not send the invitation. Please try again."),
    toasts: "all",
    resetOnSuccess: true,
  });
  const close = () => {
    clearMessages();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title="Invite someone" dismissOnBackdrop={false}>
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
        <FormActions onCancel={close} submitting={submitting} label="Send invitation" busyLabel="Sending..." icon={Send} />
      </form>
    </Dialog>
  );
}
