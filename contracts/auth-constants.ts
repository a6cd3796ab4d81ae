/**
 * Admin sign-in's messages, response shapes and storage keys (SPEC §2, §5, §8, §9), without Zod so
 * browser code can import them for free. `auth.ts` re-exports these next to the login schema.
 */

export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  /** Same words for an unknown email and a wrong password: a stranger learns nothing. */
  invalidCredentials: "Invalid email or password",
  invalidResponse: "Invalid response from server",
  loginFailed: "An error occurred during login",
  loginSucceeded: "Signed in successfully",
  loggedOut: "Logged out successfully",
  /** On the sign-in page when the server stopped taking the session (expired, ended elsewhere, account disabled or changed). */
  sessionEnded: "Your session has ended. Please sign in again to carry on.",
} as const;

/** `reason` on the sign-in page's address when a refused session sent the browser there. */
export const SESSION_ENDED_REASON = "session-ended";

/** A wait as people say it, rounded up to whole minutes: "1 minute", "6 minutes" (a 429's Retry-After is in seconds). */
export function minutesToWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** The sign-in limit's 429: the wait it names is the one Retry-After gives, not the window's full 15 minutes. */
export const tooManySignInAttempts = (retryAfterSeconds: number) => `Too many sign-in attempts. Please wait ${minutesToWait(retryAfterSeconds)} and try again.`;

/** The admin as the API returns it (never the password hash), and the sign-in answer; schemas in auth.ts. */
// eslint-disable-next-line import-x/no-cycle -- a type-only re-export, erased at build time: no cycle at run time
export type { AdminProfile, LoginResponse } from "./auth.ts";

/** localStorage keys (SPEC §9). */
export const ADMIN_TOKEN_KEY = "adminToken";
export const ADMIN_DATA_KEY = "adminData";
