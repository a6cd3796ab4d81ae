import KeyRound from "lucide-react/icons/key-round";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard, AuthMessage, authLinkClass } from "#app/components/admin/auth-card.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { confirmPasswordReset } from "#app/features/admin/account/account-api.ts";
import { PASSWORD_HINT } from "#app/features/admin/account/password-hint.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { clearAdminSession } from "#app/lib/admin-session.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { passwordResetConfirmSchema } from "#contracts/staff.ts";
import adminStylesheet from "#app/admin.css?url";
import type { Route } from "./+types/reset-password";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];
export const meta: Route.MetaFunction = () => adminMeta("Choose a new password");

/** The page the reset email links to: a new password; every session of the account ends (issue 14). */
export default function ResetPassword() {
  const [searchParams] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const { formRef, field, errors, failure, submitting, onSubmit } = useForm({
    initialValues: { token: searchParams.get("token") ?? "", password: "" },
    schema: passwordResetConfirmSchema,
    submit: async (input) => (await confirmPasswordReset(input)).message,
    onSuccess: (message) => {
      // Any session this browser held has ended on the server.
      clearAdminSession();
      setDone(message);
    },
    failureMessage: (caught) => errorMessage(caught, "Could not change the password. Please try again."),
    toasts: "all",
  });

  if (done) {
    return (
      <AuthCard title="Password changed" alert={<AuthMessage tone="success">{done}</AuthMessage>}>
        <p className="mt-6 text-center text-sm">
          <Link to="/admin/login" className={authLinkClass}>
            Sign in
          </Link>
        </p>
      </AuthCard>
    );
  }

  const linkProblem = errors.token;
  return (
    <AuthCard
      title="Choose a new password"
      description={PASSWORD_HINT}
      alert={failure ? <AuthMessage tone="error">{linkProblem ?? failure.message}</AuthMessage> : null}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <Field label="New password" error={errors.password}>
          {(control) => <TextInput {...control} {...field("password")} type="password" autoComplete="new-password" required disabled={submitting} />}
        </Field>
        <SubmitButton submitting={submitting} icon={KeyRound} busyLabel="Saving" busyText="Saving..." size="lg" className="w-full">
          Save the new password
        </SubmitButton>
        <p className="text-center text-sm">
          <Link to="/admin/forgot-password" className={authLinkClass}>
            Send me a new link
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
