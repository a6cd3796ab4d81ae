import { Eye, EyeOff, LogIn } from "lucide-react";
import { useState } from "react";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { AdminLoading } from "#app/components/admin/admin-loading.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { readAdminSession, safeRedirectTarget, saveAdminSession } from "#app/lib/admin-session.ts";
import { ApiRequestError, fetchJson } from "#app/lib/api-client.ts";
import { usePreloadedToasts } from "#app/lib/toast.ts";
import { useForm } from "#app/lib/use-form.ts";
import { AUTH_MESSAGES, type LoginResponse, loginSchema } from "#contracts/auth.ts";
import adminStylesheet from "#app/admin.css?url";
import type { Route } from "./+types/login";

/** The admin panel's own styles, on top of the site stylesheet inlined by the root. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

/** A visitor who is already signed in goes straight to where they were heading (SPEC §2). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (readAdminSession()) {
    throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get("redirect")));
  }
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading label="Loading sign-in" />;
}

export default function AdminLogin() {
  usePreloadedToasts();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [showPassword, setShowPassword] = useState(false);
  const [showForgotHelp, setShowForgotHelp] = useState(false);
  const { formRef, values, field, setValue, errors, failure, submitting, onSubmit } = useForm({
    initialValues: { email: "", password: "", remember: false },
    schema: loginSchema,
    submit: async (credentials) => {
      // Not the admin client: no token goes with it, and a 401 here is the server's verdict to show.
      const response = await fetchJson<Partial<LoginResponse> | null>("/api/admin/login", { json: credentials });
      if (!response?.token || !response.admin) throw new Error(AUTH_MESSAGES.invalidResponse);
      saveAdminSession({ token: response.token, admin: response.admin });
    },
    onSuccess: () => navigate(safeRedirectTarget(searchParams.get("redirect")), { replace: true }),
    failureMessage: (caught) =>
      caught instanceof ApiRequestError || (caught instanceof Error && caught.message === AUTH_MESSAGES.invalidResponse)
        ? caught.message
        : AUTH_MESSAGES.loginFailed,
    toasts: "all",
  });

  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-50 via-white to-fuchsia-50 px-4 py-12 dark:from-slate-950 dark:via-slate-950 dark:to-brand-950"
    >
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo size="large" />
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-8 shadow-xl shadow-brand-900/5 dark:border-slate-800 dark:bg-slate-900">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Sign in to the admin panel</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Manage enquiries, posts and portfolio items.</p>

          {failure ? (
            <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">
              {failure.message}
            </p>
          ) : null}

          <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
            <Field label="Email" error={errors.email}>
              {(control) => (
                <TextInput {...control} {...field("email")} type="email" autoComplete="username" required disabled={submitting} />
              )}
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
                  className="size-4 rounded border-slate-300 accent-brand-600" />
                Remember me
              </label>
              <button
                type="button"
                onClick={() => setShowForgotHelp((shown) => !shown)}
                aria-expanded={showForgotHelp}
                aria-controls="forgot-password-help"
                className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                Forgot your password?
              </button>
            </div>
            <div
              id="forgot-password-help"
              hidden={!showForgotHelp}
              className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              <p>Passwords are reset by whoever runs this website. Ask them, or, if that is you, run this on the server:</p>
              <code className="mt-2 block rounded-lg bg-slate-900 px-3 py-2 font-mono text-xs break-all text-slate-100">
                npm run admin:create -- --email you@example.com --password 'a new password'
              </code>
            </div>

            <Button type="submit" size="lg" className="w-full" disabled={submitting}>
              {submitting ? <Spinner className="size-5 text-current dark:text-current" label="Signing in" /> : <LogIn className="size-5" aria-hidden="true" />}
              {submitting ? "Signing in..." : "Sign in"}
            </Button>
          </form>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          <a href="/" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            ← Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}
