import UserCheck from "lucide-react/icons/user-check";
import { useLoaderData, useNavigate } from "react-router";
import { AdminLoading } from "#app/components/admin/admin-loading.tsx";
import { AuthCard, AuthMessage } from "#app/components/admin/auth-card.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { acceptInvitation, checkInvitationLink } from "#app/features/admin/account/account-api.ts";
import { DeadLinkCard, checkOneTimeLink } from "#app/features/admin/account/dead-link.tsx";
import { PASSWORD_HINT } from "#app/features/admin/account/password-hint.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { saveAdminSession } from "#app/lib/admin-session.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { usePreloadedToasts } from "#app/lib/toast.ts";
import { useForm } from "#app/lib/use-form.ts";
import { AUTH_MESSAGES } from "#contracts/auth-constants.ts";
import { homeFor, ROLE_LABELS, STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { acceptInvitationSchema, type InvitationCheck } from "#contracts/staff.ts";
import adminStylesheet from "#app/admin.css?url";
import type { Route } from "./+types/accept-invite";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];
export const meta: Route.MetaFunction = () => adminMeta("Accept your invitation");

/**
 * The link is checked before the form is shown: a used or expired one says so at once, not after typing.
 * A working one's check says whom it is for (address, role, the name the owner gave). When the check
 * itself fails (offline, too many checks) the form shows without them, as before.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { deadLink, answer } = await checkOneTimeLink(token, (value) => checkInvitationLink(value, request.signal), STAFF_MESSAGES.invitationInvalid);
  return { token, deadLink, invitation: answer };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading label="Checking your invitation" />;
}

/** The page the invitation email links to: choose a name and password, and be signed in (issue 14). */
export default function AcceptInvite() {
  usePreloadedToasts();
  const { token, deadLink, invitation } = useLoaderData<typeof clientLoader>();
  if (deadLink) {
    return (
      <DeadLinkCard title="This invitation link no longer works" message={deadLink}>
        <p className="text-slate-600 dark:text-slate-300">Already accepted it? Sign in with your email and password.</p>
        <ButtonLink to="/admin/login">Sign in</ButtonLink>
      </DeadLinkCard>
    );
  }
  return <AcceptForm token={token} invitation={invitation} />;
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationCheck | null }) {
  const navigate = useNavigate();
  const { formRef, field, errors, failure, submitting, onSubmit } = useForm({
    initialValues: { token, name: invitation?.name ?? "", password: "" },
    schema: acceptInvitationSchema,
    submit: async (input) => {
      const response = await acceptInvitation(input);
      if (!response?.token || !response.admin) throw new Error(AUTH_MESSAGES.invalidResponse);
      saveAdminSession({ token: response.token, admin: response.admin });
      return response.admin;
    },
    onSuccess: (admin) => navigate(homeFor(admin.role), { replace: true }),
    successToast: "Welcome to the team!",
    failureMessage: (caught) => errorMessage(caught, "Could not accept the invitation. Please try again."),
    toasts: "all",
  });

  return (
    <AuthCard
      title="Join the team"
      description={
        invitation ? (
          <>
            <span className="block">
              You're joining as <strong className="font-semibold text-slate-900 dark:text-white">{invitation.email}</strong> ({ROLE_LABELS[invitation.role]}).
            </span>
            <span className="mt-1 block">{`Check the name your colleagues will see, and choose a password. ${PASSWORD_HINT}`}</span>
          </>
        ) : (
          `Choose the name your colleagues will see and a password. ${PASSWORD_HINT}`
        )
      }
      alert={failure ? <AuthMessage tone="error">{errors.token ?? failure.message}</AuthMessage> : null}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <Field label="Your name" error={errors.name}>
          {(control) => <TextInput {...control} {...field("name")} autoComplete="name" required disabled={submitting} />}
        </Field>
        <Field label="Password" error={errors.password}>
          {(control) => <TextInput {...control} {...field("password")} type="password" autoComplete="new-password" required disabled={submitting} />}
        </Field>
        <SubmitButton submitting={submitting} icon={UserCheck} busyLabel="Joining" busyText="Joining..." size="lg" className="w-full">
          Accept and sign in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
