import MailCheck from "lucide-react/icons/mail-check";
import { useState } from "react";
import { Link, useLoaderData } from "react-router";
import { AdminLoading } from "#app/components/admin/admin-loading.tsx";
import { AuthCard, AuthMessage, authLinkClass } from "#app/components/admin/auth-card.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { checkEmailChangeLink, confirmEmailChange } from "#app/features/admin/account/account-api.ts";
import { DeadLinkCard, checkOneTimeLink } from "#app/features/admin/account/dead-link.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { clearAdminSession } from "#app/lib/admin-session.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { confirmEmailSchema } from "#contracts/staff.ts";
import adminStylesheet from "#app/admin.css?url";
import type { Route } from "./+types/confirm-email";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];
export const meta: Route.MetaFunction = () => adminMeta("Confirm your email address");

/** The link is checked before the button is shown (nothing is used up): a used or expired one says so at once. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { deadLink } = await checkOneTimeLink(token, (value) => checkEmailChangeLink(value, request.signal), STAFF_MESSAGES.emailChangeInvalid);
  return { token, deadLink };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading label="Checking your link" />;
}

/**
 * The page the email-change link opens. The address changes when the person presses the button, not
 * when the page opens: mail scanners open (and run) the links in the emails they check, and one at a
 * mistyped address would otherwise hand the account's sign-in to that address's owner. Then it asks to
 * sign in with the new address.
 */
export default function ConfirmEmail() {
  const { token, deadLink } = useLoaderData<typeof clientLoader>();
  if (deadLink) {
    return (
      <DeadLinkCard title="This confirmation link no longer works" message={deadLink}>
        <ButtonLink to="/admin/account">Go to your account</ButtonLink>
        <Link to="/admin/login" className={authLinkClass}>
          Back to sign in
        </Link>
      </DeadLinkCard>
    );
  }
  return <ConfirmForm token={token} />;
}

function ConfirmForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const { formRef, errors, failure, submitting, onSubmit } = useForm({
    initialValues: { token },
    schema: confirmEmailSchema,
    submit: async (input) => (await confirmEmailChange(input.token)).message,
    onSuccess: (message) => {
      // The stored profile names the old address: sign in again with the new one.
      clearAdminSession();
      setDone(message);
    },
    failureMessage: (caught) => errorMessage(caught, STAFF_MESSAGES.emailChangeInvalid),
    toasts: "all",
  });

  if (done) {
    return (
      <AuthCard title="Email address changed" alert={<AuthMessage tone="success">{done}</AuthMessage>}>
        <p className="mt-6 text-center text-sm">
          <Link to="/admin/login" className={authLinkClass}>
            Sign in with your new address
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Confirm your email address"
      description="Your sign-in address becomes the one this link was sent to when you confirm."
      alert={failure ? <AuthMessage tone="error">{errors.token ?? failure.message}</AuthMessage> : null}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <SubmitButton submitting={submitting} icon={MailCheck} busyLabel="Confirming" busyText="Confirming..." size="lg" className="w-full">
          Confirm my new address
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
