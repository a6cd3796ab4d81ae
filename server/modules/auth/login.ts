import { eq } from "drizzle-orm";
import { AUTH_MESSAGES, type LoginResponse } from "#contracts/auth.ts";
import type { Database } from "../../db/client.ts";
import { countRateLimitRejection } from "../../metrics/metrics.ts";
import { admins } from "../../db/schema.ts";
import { HttpError } from "../../http-error.ts";
import { clientKey } from "../../rate-limit/client-key.ts";
import type { FailureCounter } from "../../rate-limit/failure-counter.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { normalizeEmail, toAdminProfile } from "./service.ts";
import { REMEMBERED_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, signAdminToken } from "./tokens.ts";

// Verified against when the email is unknown, so both failures cost one argon2 verification.
let dummyHash: Promise<string> | undefined;

export interface LoginAttempt {
  email: string;
  password: string;
  remember: boolean;
  clientIp: string;
}

/**
 * Checks the credentials and returns a signed token. Unknown email and wrong password give the
 * same message after the same work; repeated failures per address or per account answer 429.
 */
export async function login(
  db: Database,
  options: { jwtSecret: string; failures: { perAddress: FailureCounter; perAccount: FailureCounter } },
  attempt: LoginAttempt,
): Promise<LoginResponse> {
  const email = normalizeEmail(attempt.email);
  const { perAddress, perAccount } = options.failures;
  const addressKey = `ip:${clientKey(attempt.clientIp)}`;
  const accountKey = `account:${email}`;
  const waitMs = Math.max(perAddress.retryAfterMs(addressKey), perAccount.retryAfterMs(accountKey));
  if (waitMs > 0) {
    countRateLimitRejection("login");
    throw Object.assign(new HttpError(429, AUTH_MESSAGES.tooManyAttempts), { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }

  // Counted before the (slow) password check, so parallel guesses cannot all slip under the limit;
  // taken back if the password is right.
  const addressStamp = perAddress.record(addressKey);
  const accountStamp = perAccount.record(accountKey);
  const [admin] = await db.select().from(admins).where(eq(admins.email, email));
  dummyHash ??= hashPassword("not-a-real-password-only-for-equal-timing");
  const valid = await verifyPassword(admin?.passwordHash ?? (await dummyHash), attempt.password);
  if (!admin || !valid) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);

  perAddress.forget(addressKey, addressStamp);
  perAccount.forget(accountKey, accountStamp);
  perAccount.clear(accountKey);
  await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, admin.id));
  const ttl = attempt.remember ? REMEMBERED_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS;
  const token = await signAdminToken(
    options.jwtSecret,
    { adminId: admin.id, email: admin.email, passwordVersion: admin.passwordChangedAt.getTime() },
    ttl,
  );
  return { token, admin: toAdminProfile(admin), expiresAt: new Date(Date.now() + ttl * 1000).toISOString() };
}
