import { toast } from "#app/lib/toast.ts";
import { redirect } from "react-router";
import { type AdminSection, canUse, sectionAt } from "#contracts/staff-constants.ts";
import { isRoleRefusal } from "./admin-api.ts";
import { loginUrlFor, readAdminSession } from "./admin-session.ts";

/**
 * For admin pages' client loaders, which run alongside the admin layout's guard: without a stored
 * session, go to the login page at once (the same redirect the layout makes) instead of calling the
 * API only to be refused.
 */
export function requireAdminSession(request: Request) {
  if (readAdminSession()) return;
  const url = new URL(request.url);
  throw redirect(loginUrlFor(`${url.pathname}${url.search}`));
}

interface AdminDataOptions<T> {
  /** Fetches the page's data through the API client (pass it the loader's request). */
  load: () => Promise<T>;
  /** What the page shows when the load failed (e.g. an empty list). */
  fallback: T;
  /** The red message and toast for a failed load (SPEC §8's wording for the page). */
  failureMessage: (error: unknown) => string;
  /** One toast per page, however often the load is retried. */
  toastId: string;
}

/**
 * The admin screens' client loader: no session → the login page at once; otherwise the page's data,
 * or, when the load fails, the fallback with `error` set, so the page shows its red message and a way
 * to retry (and the failure once as a toast). Redirects (the API client's 401 rule) and a navigation
 * that cancelled the load pass through to the router.
 */
export async function loadAdminData<T>(request: Request, options: AdminDataOptions<T>): Promise<{ data: T; error: string | null }> {
  requireAdminSession(request);
  // A screen this role may not use: the layout says so (or sends the role home from /admin), so the
  // API is not asked for what it would only refuse.
  const section = sectionLoadedAt(new URL(request.url).pathname);
  if (section && !canUse(readAdminSession()?.admin.role, section)) return { data: options.fallback, error: null };
  try {
    return { data: await options.load(), error: null };
  } catch (error) {
    if (error instanceof Response || request.signal.aborted) throw error;
    const message = options.failureMessage(error);
    // A screen the role may not use: the admin layout shows a page saying so, which a toast would only repeat.
    if (!isRoleRefusal(error)) toast.error(message, { id: options.toastId });
    return { data: options.fallback, error: message };
  }
}

/** The section whose data a page's loader loads: /admin is the projects page (SPEC §2). */
function sectionLoadedAt(pathname: string): AdminSection | undefined {
  return sectionAt(pathname) ?? (pathname === "/admin" ? "projects" : undefined);
}
