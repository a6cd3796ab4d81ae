import { useState } from "react";
import { ConfirmButtons, ConfirmQuestion } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { ApiRequestError, errorMessage } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { ownerChangePasswordSchema } from "#contracts/staff.ts";
import { asksForPassword } from "./staff-api.ts";

interface ConfirmStaffChangeProps {
  open: boolean;
  title: string;
  /** The question, as ConfirmDialog asks it. */
  message: string;
  /** Whom it is about, under the question. */
  subject?: string;
  confirmLabel: string;
  busyLabel: string;
  /** The confirm button's look: red for what takes something away (the default), the main colour otherwise. */
  tone?: "danger" | "primary";
  /** Makes the change: with the password once the server asked for it. Its answer's `message` is toasted. */
  onConfirm: (password: string | undefined) => Promise<{ message: string }>;
  /** After the change (e.g. the list refreshed and the dialog closed). */
  onDone: () => Promise<void> | void;
  onCancel: () => void;
  /** The toast for a failure the server did not put into words. */
  failed: string;
}

/**
 * ConfirmDialog's question for a change to someone's account (disabling, deleting, a role to or from
 * owner, enabling an owner), which can also ask for the password: a change to who is an owner from a session that signed in
 * over 15 minutes ago needs it (decision 066), and the server says so (400 at `password`). The same dialog
 * then asks for it in place and sends the change again with it; any other refusal closes it, with a toast.
 */
export function ConfirmStaffChangeDialog(props: ConfirmStaffChangeProps) {
  // Each opening starts without the password field (a new round of the form); while it fades out it
  // keeps what it showed.
  const [round, setRound] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setRound((current) => current + 1);
  }
  return (
    <Dialog open={props.open} onClose={props.onCancel} title={props.title}>
      <ConfirmForm key={round} {...props} />
    </Dialog>
  );
}

function ConfirmForm({ message, subject, confirmLabel, busyLabel, tone = "danger", onConfirm, onDone, onCancel, failed }: ConfirmStaffChangeProps) {
  const [passwordAsked, setPasswordAsked] = useState(false);
  const { formRef, field, errors, submitting, onSubmit } = useForm({
    initialValues: { password: "" },
    schema: ownerChangePasswordSchema,
    // No password until the server asks for it: a blank one is then "Password is required", here as there.
    toInput: (values) => (passwordAsked ? { password: values.password } : {}),
    submit: async ({ password }) => {
      try {
        return await onConfirm(password);
      } catch (caught) {
        if (asksForPassword(caught)) setPasswordAsked(true);
        // A wrong password (400 at `password`) or too many (429) stays to be typed again; anything else is told and closes.
        else if (!(caught instanceof ApiRequestError && (caught.errors?.password !== undefined || caught.status === 429))) onCancel();
        throw caught;
      }
    },
    onSuccess: onDone,
    successToast: (result) => result.message,
    failureMessage: (caught) => errorMessage(caught, failed),
    toasts: "all",
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <ConfirmQuestion message={message} subject={subject} />
      {passwordAsked ? (
        <Field label="Your password" error={errors.password} className="mt-4">
          {(control) => <TextInput {...control} {...field("password")} type="password" autoComplete="current-password" required disabled={submitting} />}
        </Field>
      ) : null}
      <ConfirmButtons onCancel={onCancel} busy={submitting} label={submitting ? busyLabel : confirmLabel} tone={tone} />
    </form>
  );
}
