import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import KeyRound from "lucide-react/icons/key-round";
import LogIn from "lucide-react/icons/log-in";
import { type ComponentType, type ReactNode, useState } from "react";
import { Link } from "react-router";
import { AuthMessage, authLinkClass } from "#app/components/admin/auth-card.tsx";
import { signInWithCode, signInWithPassword } from "./account-api.ts";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { saveAdminSession } from "#app/lib/admin-session.ts";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { AUTH_MESSAGES, type LoginResponse, loginSchema } from "#contracts/auth.ts";
import { twoFactorLoginSchema } from "#contracts/staff.ts";

/** What draws a step: the sign-in page's card (`AuthCard`), or the frame of the sign-in-again dialog. */
export type SignInFrame = ComponentType<{ title: string; description?: ReactNode; alert?: ReactNode; children: ReactNode }>;

interface SignInStepsProps {
  frame: SignInFrame;
  /** Told once the session is saved (null: nothing was signed in). */
  onSignedIn: (response: LoginResponse | null) => void;
  /** The address to start from (signing in again as the staff member whose session ended). */
  initialEmail?: string;
  /** The first step's heading and line under it. */
  passwordStepText?: { title: string; description: ReactNode };
  /** False where following a link would leave unsaved work behind (the sign-in-again dialog). */
  offerForgotPassword?: boolean;
  /** Why the page is shown (e.g. the session ended), above the form until a message replaces it. */
  notice?: string;
}

const PASSWORD_STEP_TEXT = { title: "Sign in to the admin panel", description: "Manage enquiries, posts and portfolio items." };

const failureText = (caught: unknown) =>
  caught instanceof ApiRequestError || (caught instanceof Error && caught.message === AUTH_MESSAGES.invalidResponse) ? caught.message : AUTH_MESSAGES.loginFailed;

function saveSignIn(response: Partial<LoginResponse> | null): LoginResponse {
  if (!response?.token || !response.admin) throw new Error(AUTH_MESSAGES.invalidResponse);
  saveAdminSession({ token: response.token, admin: response.admin });
  return response as LoginResponse;
}

/**
 * Sign in (SPEC §2): email and password, then, for an account with two-factor sign-in, a second step
 * asking for the code from the authenticator app or a recovery code (issue 14). The sign-in page and
 * the dialog that signs a staff member in again where they were working (docs/decisions/071) both use it.
 */
export function SignInSteps({ frame, onSignedIn, initialEmail, passwordStepText = PASSWORD_STEP_TEXT, offerForgotPassword = true, notice }: SignInStepsProps) {
  const [challenge, setChallenge] = useState<string | null>(null);
  return challenge ? (
    <SecondStep frame={frame} challenge={challenge} onSignedIn={onSignedIn} onRestart={() => setChallenge(null)} />
  ) : (
    <PasswordStep
      frame={frame}
      text={passwordStepText}
      initialEmail={initialEmail}
      offerForgotPassword={offerForgotPassword}
      notice={notice}
      onSignedIn={onSignedIn}
      onChallenge={setChallenge}
    />
  );
}

function PasswordStep({
  frame: Frame,
  text,
  initialEmail = "",
  offerForgotPassword,
  notice,
  onSignedIn,
  onChallenge,
}: {
  frame: SignInFrame;
  text: { title: string; description: ReactNode };
  initialEmail?: string;
  offerForgotPassword: boolean;
  notice?: string;
  onSignedIn: (response: LoginResponse | null) => void;
  onChallenge: (challenge: string) => void;
}) {
  const [showPassword, setShowPassword] = useState(false);
  const { formRef, values, field, setValue, errors, failure, submitting, onSubmit } = useForm({
    initialValues: { email: initialEmail, password: "", remember: false },
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
    <Frame
      title={text.title}
      description={text.description}
      alert={failure ? <AuthMessage tone="error">{failure.message}</AuthMessage> : notice ? <AuthMessage tone="notice">{notice}</AuthMessage> : null}
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
                // Signing in again (a dialog): the address is known, the password is what is asked.
                data-autofocus={initialEmail !== "" || undefined}
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
          {offerForgotPassword ? (
            <Link to="/admin/forgot-password" className={authLinkClass}>
              Forgot your password?
            </Link>
          ) : null}
        </div>

        <SubmitButton submitting={submitting} icon={LogIn} busyLabel="Signing in" busyText="Signing in..." size="lg" className="w-full">
          Sign in
        </SubmitButton>
      </form>
    </Frame>
  );
}

function SecondStep({
  frame: Frame,
  challenge,
  onSignedIn,
  onRestart,
}: {
  frame: SignInFrame;
  challenge: string;
  onSignedIn: (response: LoginResponse | null) => void;
  onRestart: () => void;
}) {
  const { formRef, field, errors, failure, submitting, onSubmit } = useForm({
    initialValues: { challenge, code: "" },
    schema: twoFactorLoginSchema,
    submit: async (input) => saveSignIn(await signInWithCode(input)),
    onSuccess: onSignedIn,
    failureMessage: failureText,
    toasts: "all",
  });

  return (
    <Frame
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
    </Frame>
  );
}
