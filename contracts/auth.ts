import { z } from "zod";
import { BODY_NOT_AN_OBJECT_MESSAGE } from "./api-error.ts";
import { timestamp } from "./api-schema.ts";
import { AUTH_MESSAGES } from "./auth-constants.ts";
import { ADMIN_ROLES } from "./staff-constants.ts";

export * from "./auth-constants.ts";

/** Admin sign-in (SPEC §2 Admin routes, §5, §8). */

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
}, { error: BODY_NOT_AN_OBJECT_MESSAGE });

export type LoginInput = z.input<typeof loginSchema>;

/** The admin as the API returns it (never the password hash). Stored locally as `adminData`. */
export const adminProfileSchema = z.object({
  _id: z.guid(),
  id: z.guid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES).describe("owner: everything; editor: blog, portfolio, media, content, projects; sales: dashboard, contacts, subscribers"),
});
export type AdminProfile = z.output<typeof adminProfileSchema>;

export const loginResponseSchema = z.object({
  token: z.string().describe("Send it as `Authorization: Bearer <token>`"),
  admin: adminProfileSchema,
  expiresAt: timestamp().describe("When the token stops working"),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** The answer to a right password when the account has two-factor sign-in: the second step's ticket. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string().describe("Send it with the code to POST /api/admin/login/2fa within 5 minutes"),
});
export type TwoFactorChallenge = z.output<typeof twoFactorChallengeSchema>;

export const loginAnswerSchema = z.union([loginResponseSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.output<typeof loginAnswerSchema>;

/** GET /api/admin/me. */
export const meResponseSchema = z.object({
  admin: adminProfileSchema,
  /** The owner requires two-factor sign-in and this account has not set it up: the panel sends them to do so. */
  twoFactorSetupRequired: z.boolean(),
  emailSending: z
    .boolean()
    .describe("False when the server has no SMTP_URL: the emails the panel sends (replies, invitations) wait in the outbox, and the panel says so where they are written"),
});
export type MeResponse = z.output<typeof meResponseSchema>;
