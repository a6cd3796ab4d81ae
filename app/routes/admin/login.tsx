import { redirect, useNavigate, useSearchParams } from "react-router";
import { AdminLoading } from "#app/components/admin/admin-loading.tsx";
import { AuthCard } from "#app/components/admin/auth-card.tsx";
import { SignInSteps } from "#app/features/admin/account/sign-in-steps.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { readAdminSession, safeRedirectTarget } from "#app/lib/admin-session.ts";
import { usePreloadedToasts } from "#app/lib/toast.ts";
import { AUTH_MESSAGES, SESSION_ENDED_REASON } from "#contracts/auth-constants.ts";
import type { LoginResponse } from "#contracts/auth.ts";
import { homeFor } from "#contracts/staff-constants.ts";
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

/** Sign in (SPEC §2), then on to where the staff member was heading. */
export default function AdminLogin() {
  usePreloadedToasts();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const afterSignIn = (signedIn: LoginResponse | null) => {
    if (signedIn) navigate(safeRedirectTarget(searchParams.get("redirect"), homeFor(signedIn.admin.role)), { replace: true });
  };
  const sessionEnded = searchParams.get("reason") === SESSION_ENDED_REASON;
  return <SignInSteps frame={AuthCard} onSignedIn={afterSignIn} notice={sessionEnded ? AUTH_MESSAGES.sessionEnded : undefined} />;
}
