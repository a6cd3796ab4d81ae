import KeyRound from "lucide-react/icons/key-round";
import { useState } from "react";
import { Link, useLoaderData } from "react-router";
import { AdminLoading } from "#app/components/admin/admin-loading.tsx";
import { AuthCard, AuthMessage, authLinkClass } from "#app/components/admin/auth-card.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { checkResetLink, confirmPasswordReset } from "#app/features/admin/account/account-api.ts";
import { DeadLinkCard, checkOneTimeLink } from "#app/features/admin/account/dead-link.tsx";
import { PASSWORD_HINT } from "#app/features/admin/account/password-hint.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { clearAdminSession } from "#app/lib/admin-session.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { passwordResetConfirmSchema } from "#contracts/staff.ts";
import adminStylesheet from "#app/admin.css?url";
import type { Route } from "./+types/reset-password";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];
export const meta: Route.MetaFunction = () => adminMeta("Choose a new password");

/** The link is checked before the form is shown: a used or expired one says so at once, not after typing. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { deadLink } = await checkOneTimeLink(token, (value) => checkResetLink(value, request.signal), STAFF_MESSAGES.resetLinkInvalid);
  return { token, deadLink };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading label="Checking your link" />;
}

/** The page the reset email links to: a new password; every session of the account ends (issue 14). */
export default function ResetPassword() {
  const { token, deadLink } = useLoaderData<typeof clientLoader>();
  if (deadLink) {
    return (
      <DeadLinkCard title="This reset link no longer works" message={deadLink}>
        <ButtonLink to="/admin/forgot-password">Send me a new link</ButtonLink>
        <Link to="/admin/login" className={authLinkClass}>
          Back to sign in
        </Link>
      </DeadLinkCard>
    );
  }
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const { formRef, field, errors, failure, submitting, onSubmit } = useForm({
    initialValues: { token, password: "" },
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
