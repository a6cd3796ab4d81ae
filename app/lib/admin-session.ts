import { useMemo, useSyncExternalStore } from "react";
import { sameSitePath } from "./same-site-path.ts";
import { ADMIN_DATA_KEY, ADMIN_TOKEN_KEY, type AdminProfile, SESSION_ENDED_REASON } from "#contracts/auth-constants.ts";

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

/** Told whenever this tab saves or clears the session (a new name, a role the server reported). */
const sessionListeners = new Set<() => void>();

function sessionChanged() {
  for (const listener of sessionListeners) listener();
}

export function saveAdminSession(session: AdminSession) {
  localStorage.setItem(ADMIN_TOKEN_KEY, session.token);
  localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify(session.admin));
  sessionChanged();
}

export function clearAdminSession() {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  localStorage.removeItem(ADMIN_DATA_KEY);
  sessionChanged();
}

function subscribeToSession(listener: () => void) {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
}

/**
 * The signed-in admin as stored now, kept in step with every save (the sidebar shows a name changed on
 * the account page at once); `fallback` while nothing readable is stored.
 */
export function useStoredAdmin(fallback: AdminProfile): AdminProfile {
  const stored = useSyncExternalStore(subscribeToSession, () => localStorage.getItem(ADMIN_DATA_KEY), () => null);
  return useMemo(() => {
    if (!stored) return fallback;
    try {
      const admin = JSON.parse(stored) as AdminProfile | null;
      return admin && typeof admin === "object" ? admin : fallback;
    } catch {
      return fallback;
    }
  }, [stored, fallback]);
}

/**
 * Where to go after signing in: only a path on this site (same-site-path.ts), never the login page
 * itself; /admin otherwise, so the login page is never an open redirect.
 */
export function safeRedirectTarget(target: string | null | undefined, fallback = "/admin"): string {
  const path = sameSitePath(target, fallback);
  return new URL(path, "http://placeholder.invalid").pathname === "/admin/login" ? fallback : path;
}

/** The sign-in page, coming back to `path`; `sessionEnded`: the server refused the session, and the page says so. */
export function loginUrlFor(path: string, { sessionEnded = false }: { sessionEnded?: boolean } = {}): string {
  return `/admin/login?redirect=${encodeURIComponent(path)}${sessionEnded ? `&reason=${SESSION_ENDED_REASON}` : ""}`;
}
