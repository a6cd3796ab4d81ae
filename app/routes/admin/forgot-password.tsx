import Mail from "lucide-react/icons/mail";
import { useState } from "react";
import { Link } from "react-router";
import { AuthCard, AuthMessage, authLinkClass } from "#app/components/admin/auth-card.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { requestPasswordReset } from "#app/features/admin/account/account-api.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { passwordResetRequestSchema } from "#contracts/staff.ts";
import adminStylesheet from "#app/admin.css?url";
import type { Route } from "./+types/forgot-password";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];
export const meta: Route.MetaFunction = () => adminMeta("Forgot your password?");

/** Asks for a reset link (issue 14): the same answer whether the address has an account or not. */
export default function ForgotPassword() {
  const [sent, setSent] = useState<string | null>(null);
  const { formRef, field, errors, failure, submitting, onSubmit } = useForm({
    initialValues: { email: "" },
    schema: passwordResetRequestSchema,
    submit: async ({ email }) => (await requestPasswordReset(email)).message,
    onSuccess: (message) => setSent(message || STAFF_MESSAGES.resetRequested),
    failureMessage: (caught) => errorMessage(caught, "Could not send the link. Please try again."),
    toasts: "all",
  });

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address you sign in with. We will send you a link to choose a new password (valid for 30 minutes)."
      alert={sent ? <AuthMessage tone="success">{sent}</AuthMessage> : failure ? <AuthMessage tone="error">{failure.message}</AuthMessage> : null}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <Field label="Email" error={errors.email}>
          {(control) => <TextInput {...control} {...field("email")} type="email" autoComplete="username" required disabled={submitting} />}
        </Field>
        <SubmitButton submitting={submitting} icon={Mail} busyLabel="Sending" busyText="Sending..." size="lg" className="w-full">
          Send me a reset link
        </SubmitButton>
        <p className="text-center text-sm">
          <Link to="/admin/login" className={authLinkClass}>
            Back to sign in
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
