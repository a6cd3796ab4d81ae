import KeyRound from "lucide-react/icons/key-round";
import Mail from "lucide-react/icons/mail";
import Save from "lucide-react/icons/save";
import { useLoaderData, useNavigate } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { changeEmail, changePassword, fetchAccount, fetchSessions, renameAccount } from "#app/features/admin/account/account-api.ts";
import { PASSWORD_HINT } from "#app/features/admin/account/password-hint.ts";
import { SectionCard } from "#app/features/admin/account/section-card.tsx";
import { SessionsSection } from "#app/features/admin/account/sessions-section.tsx";
import { TwoFactorSection } from "#app/features/admin/account/two-factor-section.tsx";
import { RequireTwoFactorButton } from "#app/features/admin/staff/require-two-factor-button.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { readAdminSession, saveAdminSession } from "#app/lib/admin-session.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { useLeaveGuard } from "#app/lib/use-leave-guard.tsx";
import { useRefresh } from "#app/lib/use-refresh.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { type Account, type AdminSession, changeEmailSchema, changePasswordSchema, updateAccountSchema } from "#contracts/staff.ts";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => adminMeta("Your account");

const LOAD_FAILED = "Failed to load your account";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data, error } = await loadAdminData(request, {
    load: async () => {
      const [account, sessions] = await Promise.all([fetchAccount(request), fetchSessions(request)]);
      return { account: account as Account | null, sessions: sessions.data };
    },
    fallback: { account: null, sessions: [] as AdminSession[] },
    failureMessage: (caught) => errorMessage(caught, LOAD_FAILED),
    toastId: "account-fetch",
  });
  return { ...data, error };
}
clientLoader.hydrate = true as const;

/** /admin/account (everyone): name, email, password, two-factor sign-in and sessions (issue 14). */
export default function AdminAccount() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { account, sessions, error } = loaderData;
  const refresh = useRefresh(loaderData);
  const navigate = useNavigate();

  if (!account) {
    return (
      <>
        <AdminPageHeader title="Your account" />
        <LoadError message={error ?? LOAD_FAILED} onRetry={() => void refresh()} />
      </>
    );
  }

  const isOwner = account.admin.role === "owner";
  return (
    <>
      <AdminPageHeader
        title="Your account"
        description={
          <>
            Signed in as {account.admin.email} · <Badge tone="indigo">{ROLE_LABELS[account.admin.role]}</Badge> {ROLE_DESCRIPTIONS[account.admin.role]}
          </>
        }
      />
      {account.twoFactorSetupRequired ? (
        <div role="alert" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <p>{STAFF_MESSAGES.twoFactorSetupRequired}</p>
          {/* Every other page is closed to them until then, the Staff page with the setting too: the owner's way out is here. */}
          {isOwner ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <span>As an owner, you can instead stop requiring it for everyone.</span>
              <RequireTwoFactorButton required onChanged={refresh} />
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <NameForm name={account.admin.name} onSaved={refresh} />
        <EmailForm />
        <PasswordForm onChanged={refresh} />
        <TwoFactorSection
          enabled={account.twoFactorEnabled}
          recoveryCodesLeft={account.recoveryCodesLeft}
          required={account.twoFactorRequired}
          isOwner={isOwner}
          onChanged={refresh}
        />
        <div className="xl:col-span-2">
          <SessionsSection sessions={sessions} onChanged={refresh} onSignedOut={() => navigate("/admin/login")} />
        </div>
      </div>
    </>
  );
}

function NameForm({ name, onSaved }: { name: string; onSaved: () => Promise<void> }) {
  const { formRef, field, errors, submitting, onSubmit, dirty } = useForm({
    initialValues: { name },
    schema: updateAccountSchema,
    submit: async ({ name: newName }) => renameAccount(newName),
    onSuccess: async (saved) => {
      // The sidebar shows the stored profile.
      const session = readAdminSession();
      if (session) saveAdminSession({ ...session, admin: saved.admin });
      await onSaved();
    },
    successToast: STAFF_MESSAGES.nameChanged,
    failureMessage: (caught) => errorMessage(caught, "Could not save your name. Please try again."),
    toasts: "all",
  });
  useLeaveGuard(dirty);
  return (
    <SectionCard id="name" title="Name" description="How your colleagues see you in the admin panel and the activity log.">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Field label="Name" error={errors.name} className="flex-1">
          {(control) => <TextInput {...control} {...field("name")} autoComplete="name" required disabled={submitting} />}
        </Field>
        <SubmitButton submitting={submitting} icon={Save} busyLabel="Saving">
          Save
        </SubmitButton>
      </form>
    </SectionCard>
  );
}

function EmailForm() {
  const { formRef, field, errors, submitting, onSubmit, dirty } = useForm({
    initialValues: { email: "", password: "" },
    schema: changeEmailSchema,
    submit: async (input) => changeEmail(input),
    successToast: STAFF_MESSAGES.emailChangeSent,
    failureMessage: (caught) => errorMessage(caught, "Could not change your email. Please try again."),
    toasts: "all",
    resetOnSuccess: true,
  });
  useLeaveGuard(dirty);
  return (
    <SectionCard id="email" title="Email" description="We send a link to the new address; your email changes when you confirm it there.">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="New email" error={errors.email}>
          {(control) => <TextInput {...control} {...field("email")} type="email" autoComplete="email" required disabled={submitting} />}
        </Field>
        <Field label="Your password" error={errors.password}>
          {(control) => <TextInput {...control} {...field("password")} type="password" autoComplete="current-password" required disabled={submitting} />}
        </Field>
        <SubmitButton submitting={submitting} icon={Mail} busyLabel="Sending">
          Send confirmation link
        </SubmitButton>
      </form>
    </SectionCard>
  );
}

function PasswordForm({ onChanged }: { onChanged: () => Promise<void> }) {
  const { formRef, field, errors, submitting, onSubmit, dirty } = useForm({
    initialValues: { currentPassword: "", newPassword: "" },
    schema: changePasswordSchema,
    submit: async (input) => changePassword(input),
    // The server has just ended every other session: the Sessions list below must not keep offering them.
    onSuccess: onChanged,
    successToast: STAFF_MESSAGES.passwordChanged,
    failureMessage: (caught) => errorMessage(caught, "Could not change your password. Please try again."),
    toasts: "all",
    resetOnSuccess: true,
  });
  useLeaveGuard(dirty);
  return (
    <SectionCard id="password" title="Password" description={`${PASSWORD_HINT} Your other sessions end when it changes.`}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="Current password" error={errors.currentPassword}>
          {(control) => <TextInput {...control} {...field("currentPassword")} type="password" autoComplete="current-password" required disabled={submitting} />}
        </Field>
        <Field label="New password" error={errors.newPassword}>
          {(control) => <TextInput {...control} {...field("newPassword")} type="password" autoComplete="new-password" required disabled={submitting} />}
        </Field>
        <SubmitButton submitting={submitting} icon={KeyRound} busyLabel="Saving">
          Change password
        </SubmitButton>
      </form>
    </SectionCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Your account" />;
}
