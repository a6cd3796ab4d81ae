import { redirect } from "react-router";
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
