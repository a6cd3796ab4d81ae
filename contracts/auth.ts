import { z } from "zod";
import { BODY_NOT_AN_OBJECT_MESSAGE } from "./api-error.ts";
import { timestamp } from "./api-schema.ts";
import { AUTH_MESSAGES } from "./auth-constants.ts";

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
});
export type AdminProfile = z.output<typeof adminProfileSchema>;

export const loginResponseSchema = z.object({
  token: z.string().describe("Send it as `Authorization: Bearer <token>`"),
  admin: adminProfileSchema,
  expiresAt: timestamp().describe("When the token stops working"),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;
