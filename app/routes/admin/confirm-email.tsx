import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard, AuthMessage, authLinkClass } from "#app/components/admin/auth-card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { confirmEmailChange } from "#app/features/admin/account/account-api.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { clearAdminSession } from "#app/lib/admin-session.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import adminStylesheet from "#app/admin.css?url";
import type { Route } from "./+types/confirm-email";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];
export const meta: Route.MetaFunction = () => adminMeta("Confirm your email address");

/** The page the email-change link opens: confirms the new address once, then asks to sign in with it. */
export default function ConfirmEmail() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; message: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    confirmEmailChange(token).then(
      ({ message }) => {
        // The stored profile names the old address: sign in again with the new one.
        clearAdminSession();
        if (!cancelled) setOutcome({ tone: "success", message });
      },
      (caught: unknown) => !cancelled && setOutcome({ tone: "error", message: errorMessage(caught, STAFF_MESSAGES.emailChangeInvalid) }),
    );
    return () => {
      cancelled = true;
    };
  }, [token]);

  return (
    <AuthCard title="Confirm your email address" alert={outcome ? <AuthMessage tone={outcome.tone}>{outcome.message}</AuthMessage> : null}>
      {outcome ? (
        <p className="mt-6 text-center text-sm">
          <Link to="/admin/login" className={authLinkClass}>
            Sign in
          </Link>
        </p>
      ) : (
        <p className="mt-6 flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
          <Spinner className="size-5" label="Confirming" /> Confirming your new address…
        </p>
      )}
    </AuthCard>
  );
}
