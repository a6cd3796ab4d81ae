import ExternalLink from "lucide-react/icons/external-link";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import { useState } from "react";
import { toast, usePreloadedToasts } from "#app/lib/toast.ts";
import { Outlet, redirect, useLoaderData, useLocation, useNavigate } from "react-router";
import { AdminNavigation } from "#app/components/layout/admin-navigation.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { ThemeToggle } from "#app/components/layout/theme-toggle.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { AdminLoading } from "#app/components/admin/admin-loading.tsx";
import { NoAccess } from "#app/components/admin/no-access.tsx";
import { SignInAgainDialog } from "#app/features/admin/account/sign-in-again-dialog.tsx";
import { stopAskingToSignInAgain } from "#app/lib/sign-in-again.ts";
import { clearAdminSession, loginUrlFor, readAdminSession, saveAdminSession, useStoredAdmin } from "#app/lib/admin-session.ts";
import { api } from "#app/lib/admin-api.ts";
import { LeaveGuards } from "#app/lib/leave-guards.tsx";
import { AUTH_MESSAGES } from "#contracts/auth-constants.ts";
import type { MeResponse } from "#contracts/auth.ts";
import { ADMIN_SECTIONS, canUse, homeFor, ROLE_LABELS, sectionAt } from "#contracts/staff-constants.ts";
import adminStylesheet from "#app/admin.css?url";
import type { Route } from "./+types/layout";

/** The admin panel's own styles, on top of the site stylesheet inlined by the root. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

/**
 * The guard for every admin page (SPEC §2, §4): without `adminToken` and `adminData` the visitor goes to
 * /admin/login?redirect={where they were going}. A stored token the server no longer accepts (expired,
 * signed with an old secret, admin deleted) is cleared the same way.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const session = readAdminSession();
  if (!session) throw redirect(loginUrlFor(here));
  let admin = session.admin;
  // Unknown (offline): no warning rather than a wrong one.
  let emailSending = true;
  try {
    // A refused token throws the API client's redirect to the login page (SPEC §4's 401 rule).
    const me = await api<MeResponse>("/api/admin/me", { request });
    // The owner may have changed this person's role or name since they signed in.
    admin = me.admin;
    emailSending = me.emailSending;
    saveAdminSession({ token: session.token, admin });
    // The owner requires two-factor sign-in and this account has none yet: set it up first (issue 14).
    if (me.twoFactorSetupRequired && url.pathname !== ADMIN_SECTIONS.account.path) throw redirect(ADMIN_SECTIONS.account.path);
  } catch (error) {
    if (error instanceof Response) throw error;
    // Offline or server down: show the panel; its pages report their own load errors.
  }
  // /admin is the projects page (SPEC §2): a role without projects starts at its own home.
  if (url.pathname === "/admin" && !canUse(admin.role, "projects")) throw redirect(homeFor(admin.role));
  return { admin, emailSending };
}

clientLoader.hydrate = true as const;

/** The session is checked when the panel is entered; moving between admin pages or filters needs no new check. */
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return <AdminLoading label="Loading the admin panel" />;
}

export default function AdminLayout() {
  usePreloadedToasts();
  // The loader's answer, then whatever this tab saves (e.g. a new name from the account page).
  const admin = useStoredAdmin(useLoaderData<typeof clientLoader>().admin);
  const navigate = useNavigate();
  const location = useLocation();
  // The drawer counts as open only on the page where it was opened, so navigating closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);

  async function logout() {
    // Ends the session on the server (issue 14); signed out here whatever the answer (a session the
    // server had already ended needs no signing in again to leave).
    await api("/api/admin/logout", { method: "POST", json: {} }).catch(() => undefined);
    stopAskingToSignInAgain();
    clearAdminSession();
    toast.success(AUTH_MESSAGES.loggedOut);
    navigate("/admin/login");
  }
  // A screen this role may not use (the API refuses it too, with 403) is replaced by one that says so.
  const section = sectionAt(location.pathname);
  const refused = section && !canUse(admin.role, section) ? section : null;

  const sidebarFooter = (
    <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
      <p className="truncate px-3 text-sm font-semibold text-slate-800 dark:text-slate-100">{admin.name}</p>
      <p className="truncate px-3 text-xs text-slate-500 dark:text-slate-400">{admin.email}</p>
      <p className="truncate px-3 text-xs text-slate-500 dark:text-slate-400">{ROLE_LABELS[admin.role]}</p>
      <button
        type="button"
        onClick={() => void logout()}
        className="mt-3 flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
      >
        <LogOut className="size-5" aria-hidden="true" />
        Logout
      </button>
    </div>
  );

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-800 dark:bg-slate-950 dark:text-slate-100">
      <aside
        aria-label="Admin"
        className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white px-4 py-6 lg:flex dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="px-3">
          <Logo size="small" />
        </div>
        <AdminNavigation role={admin.role} className="mt-8 flex-1" />
        {sidebarFooter}
      </aside>

      <SignInAgainDialog email={admin.email} />

      <Dialog
        open={drawerOpenOn === location.key}
        onClose={() => setDrawerOpenOn(null)}
        title="Admin menu"
        placement="left"
        closeLabel="Close menu"
      >
        <AdminNavigation role={admin.role} className="mb-6" onNavigate={() => setDrawerOpenOn(null)} />
        {sidebarFooter}
      </Dialog>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/90">
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => setDrawerOpenOn(location.key)}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
              aria-label="Open menu"
              aria-haspopup="dialog"
            >
              <Menu className="size-6" aria-hidden="true" />
            </button>
            <span className="font-bold lg:hidden">Admin</span>
          </div>
          <div className="flex items-center gap-1">
            <a
              href="/"
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              View site
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
            <ThemeToggle />
          </div>
        </header>
        <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
          {/* One blocker for every form on every page (useLeaveGuard): a page may show several. */}
          <LeaveGuards>{refused ? <NoAccess role={admin.role} section={refused} /> : <Outlet />}</LeaveGuards>
        </main>
      </div>
    </div>
  );
}
