import { z } from "zod";

/** Admin sign-in (SPEC §2 Admin routes, §5, §8). */

export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  /** Same words for an unknown email and a wrong password: a stranger learns nothing. */
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  invalidResponse: "Invalid response from server",
  loginFailed: "An error occurred during login",
  loginSucceeded: "Signed in successfully",
  loggedOut: "Logged out successfully",
} as const;

export const loginSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.emailRequired })
    .max(254, { error: AUTH_MESSAGES.emailInvalid })
    .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid })),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(1000, { error: AUTH_MESSAGES.invalidCredentials }),
  /** 'Remember me': a 30-day session instead of 8 hours. */
  remember: z.boolean().optional().default(false),
});

export type LoginInput = z.input<typeof loginSchema>;

/** The admin as the API returns it (never the password hash). Stored locally as `adminData`. */
export interface AdminProfile {
  _id: string;
  id: string;
  email: string;
  name: string;
}

export interface LoginResponse {
  token: string;
  admin: AdminProfile;
  /** When the token stops working (ISO string). */
  expiresAt: string;
}

/** localStorage keys (SPEC §9). */
export const ADMIN_TOKEN_KEY = "adminToken";
export const ADMIN_DATA_KEY = "adminData";
