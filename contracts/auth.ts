import { z } from "zod";
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
});

export type LoginInput = z.input<typeof loginSchema>;
