import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import KeyRound from "lucide-react/icons/key-round";
import LogIn from "lucide-react/icons/log-in";
import { useState } from "react";
import { Link, redirect, useNavigate, useSearchParams } from "react-router";
import { AdminLoading } from "#app/components/admin/admin-loading.tsx";
import { AuthCard, AuthMessage, authLinkClass } from "#app/components/admin/auth-card.tsx";
import { signInWithCode, signInWithPassword } from "#app/features/admin/account/account-api.ts";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { readAdminSession, safeRedirectTarget, saveAdminSession } from "#app/lib/admin-session.ts";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { usePreloadedToasts } from "#app/lib/toast.ts";
import { useForm } from "#app/lib/use-form.ts";
import { AUTH_MESSAGES, type LoginResponse, loginSchema } from "#contracts/auth.ts";
import { homeFor } from "#contracts/staff-constants.ts";
import { twoFactorLoginSchema } from "#contracts/staff.ts";
import adminStylesheet from "#app/admin.css?url";
import type { Route } from "./+types/login";

/** The admin panel's own styles, on top of the site stylesheet inlined by the root. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

/** A visitor who is already signed in goes straight to where they were heading (SPEC §2). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (readAdminSession()) {
    const session = readAdminSession()!;
    throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get("redirect"), homeFor(session.admin.role)));
  }
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading label="Loading sign-in" />;
}

const failureText = (caught: unknown) =>
  caught instanceof ApiRequestError || (caught instanceof Error && caught.message === AUTH_MESSAGES.invalidResponse) ? caught.message : AUTH_MESSAGES.loginFailed;

function saveSignIn(response: Partial<LoginResponse> | null): LoginResponse {
  if (!response?.token || !response.admin) throw new Error(AUTH_MESSAGES.invalidResponse);
  saveAdminSession({ token: response.token, admin: response.admin });
  return response as LoginResponse;
}

/**
 * Sign in (SPEC §2): email and password, then, for an account with two-factor sign-in, a second step
 * asking for the code from the authenticator app or a recovery code (issue 14).
 */
export default function AdminLogin() {
  usePreloadedToasts();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [challenge, setChallenge] = useState<string | null>(null);
  const afterSignIn = (signedIn: LoginResponse | null) => {
    if (signedIn) navigate(safeRedirectTarget(searchParams.get("redirect"), homeFor(signedIn.admin.role)), { replace: true });
  };

  return challenge ? (
    <SecondStep challenge={challenge} onSignedIn={afterSignIn} onRestart={() => setChallenge(null)} />
  ) : (
    <PasswordStep onSignedIn={afterSignIn} onChallenge={setChallenge} />
  );
}

function PasswordStep({ onSignedIn, onChallenge }: { onSignedIn: (response: LoginResponse | null) => void; onChallenge: (challenge: string) => void }) {
  const [showPassword, setShowPassword] = useState(false);
  const { formRef, values, field, setValue, errors, failure, submitting, onSubmit } = useForm({
    initialValues: { email: "", password: "", remember: false },
    schema: loginSchema,
    submit: async (credentials) => {
      // Not the admin client: no token goes with it, and a 401 here is the server's verdict to show.
      const response = await signInWithPassword(credentials);
      if (response && "twoFactorRequired" in response && response.twoFactorRequired) {
        onChallenge(response.challenge);
        return null;
      }
      return saveSignIn(response as Partial<LoginResponse> | null);
    },
    onSuccess: onSignedIn,
    failureMessage: failureText,
    toasts: "all",
  });

  return (
    <AuthCard
      title="Sign in to the admin panel"
      description="Manage enquiries, posts and portfolio items."
      alert={failure ? <AuthMessage tone="error">{failure.message}</AuthMessage> : null}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <Field label="Email" error={errors.email}>
          {(control) => <TextInput {...control} {...field("email")} type="email" autoComplete="username" required disabled={submitting} />}
        </Field>
        <Field label="Password" error={errors.password}>
          {(control) => (
            <div className="relative">
              <TextInput
                {...control}
                {...field("password")}
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                required
                disabled={submitting}
                className="pr-12"
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white"
                aria-label={showPassword ? "Hide password" : "Show password"}
                aria-pressed={showPassword}
              >
                {showPassword ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
              </button>
            </div>
          )}
        </Field>

        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2 text-slate-700 dark:text-slate-200">
            <input
              type="checkbox"
              name="remember"
              checked={values.remember}
              onChange={(event) => setValue("remember", event.target.checked)}
              className="size-4 rounded border-slate-300 accent-brand-600"
            />
            Remember me
          </label>
          <Link to="/admin/forgot-password" className={authLinkClass}>
            Forgot your password?
          </Link>
        </div>

        <SubmitButton submitting={submitting} icon={LogIn} busyLabel="Signing in" busyText="Signing in..." size="lg" className="w-full">
          Sign in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

function SecondStep({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn: (response: LoginResponse | null) => void; onRestart: () => void }) {
  const { formRef, field, errors, failure, submitting, onSubmit } = useForm({
    initialValues: { challenge, code: "" },
    schema: twoFactorLoginSchema,
    submit: async (input) => saveSignIn(await signInWithCode(input)),
    onSuccess: onSignedIn,
    failureMessage: failureText,
    toasts: "all",
  });

  return (
    <AuthCard
      title="Two-factor sign-in"
      description="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
      alert={failure ? <AuthMessage tone="error">{failure.message}</AuthMessage> : null}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <Field label="Code" error={errors.code}>
          {(control) => (
            <TextInput {...control} {...field("code")} autoComplete="one-time-code" inputMode="text" autoFocus required disabled={submitting} />
          )}
        </Field>
        <SubmitButton submitting={submitting} icon={KeyRound} busyLabel="Checking the code" busyText="Checking..." size="lg" className="w-full">
          Verify and sign in
        </SubmitButton>
        <p className="text-center text-sm">
          <button type="button" onClick={onRestart} className={authLinkClass}>
            Start again
          </button>
        </p>
      </form>
    </AuthCard>
  );
}
