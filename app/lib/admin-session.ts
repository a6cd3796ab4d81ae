import { ADMIN_DATA_KEY, ADMIN_TOKEN_KEY, type AdminProfile } from "#contracts/auth-constants.ts";

/** The admin's session in the browser (SPEC §9): `adminToken` and `adminData` in localStorage. */

export interface AdminSession {
  token: string;
  admin: AdminProfile;
}

/** Signed in means both keys are present and the data is readable (SPEC §4 "Login state"). */
export function readAdminSession(): AdminSession | null {
  try {
    const token = localStorage.getItem(ADMIN_TOKEN_KEY);
    const data = localStorage.getItem(ADMIN_DATA_KEY);
    if (!token || !data) return null;
    const admin = JSON.parse(data) as AdminProfile;
    return admin && typeof admin === "object" ? { token, admin } : null;
  } catch {
    return null;
  }
}

export function saveAdminSession(session: AdminSession) {
  localStorage.setItem(ADMIN_TOKEN_KEY, session.token);
  localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify(session.admin));
}

export function clearAdminSession() {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  localStorage.removeItem(ADMIN_DATA_KEY);
}

/**
 * Where to go after signing in: only a path on this site (never `//evil.example` or a full URL,
 * which would make the login page an open redirect); /admin otherwise.
 */
export function safeRedirectTarget(target: string | null | undefined, fallback = "/admin"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  try {
    const url = new URL(target, "http://placeholder.invalid");
    if (url.origin !== "http://placeholder.invalid") return fallback;
    if (url.pathname === "/admin/login") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export function loginUrlFor(path: string): string {
  return `/admin/login?redirect=${encodeURIComponent(path)}`;
}
