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
 * Where to go after signing in: only a path on this site, judged after normalising (`/.//evil.example`
 * normalises to `//evil.example`, `/admin/../%5Cevil.example` to `/%5Cevil.example`, which a browser
 * reads as another host); /admin otherwise, so the login page is never an open redirect.
 */
export function safeRedirectTarget(target: string | null | undefined, fallback = "/admin"): string {
  if (!target || !target.startsWith("/") || /^[/\\]{2}/.test(target)) return fallback;
  try {
    const base = "http://placeholder.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    const path = url.pathname;
    // Two leading slashes (either kind, encoded or not) would name a host.
    if (/^\/(?:[/\\]|%2f|%5c)/i.test(path)) return fallback;
    if (path === "/admin/login") return fallback;
    const normalised = `${path}${url.search}${url.hash}`;
    return new URL(normalised, base).origin === base ? normalised : fallback;
  } catch {
    return fallback;
  }
}

export function loginUrlFor(path: string): string {
  return `/admin/login?redirect=${encodeURIComponent(path)}`;
}
