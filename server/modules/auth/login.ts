import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { AUTH_MESSAGES, type LoginAnswer, type LoginResponse, tooManySignInAttempts } from "#contracts/auth.ts";
import { STAFF_MESSAGES, TWO_FACTOR_CHALLENGE_TTL_MINUTES } from "#contracts/staff-constants.ts";
import { countRateLimitRejection } from "../../metrics/metrics.ts";
import { admins } from "../../db/schema.ts";
import { HttpError, tooManyRequests } from "../../http-error.ts";
import type { LoginThrottle } from "../../rate-limit/login-throttle.ts";
import { recordActivity } from "../activity/service.ts";
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken } from "./one-time-tokens.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { normalizeEmail, toAdminProfile } from "./service.ts";
import { startSession } from "./sessions.ts";
import { verifySecondFactor } from "./two-factor.ts";

// Verified against when the email is unknown (or the account has no password yet), so every failure costs one argon2 verification.
let dummyHash: Promise<string> | undefined;

export interface LoginAttempt {
  email: string;
  password: string;
  remember: boolean;
}

function tooManyAttempts(waitMs: number) {
  countRateLimitRejection("login");
  const retryAfterSeconds = Math.ceil(waitMs / 1000);
  return tooManyRequests(tooManySignInAttempts(retryAfterSeconds), retryAfterSeconds);
}

/**
 * Checks the credentials. Unknown email and wrong password give the same message after the same work;
 * the sign-in limits (rate-limit/login-throttle.ts) refuse an address or an account-and-address pair
 * with 429 and slow down an account under attack from many addresses. With two-factor sign-in on, a
 * right password answers a challenge for the second step instead of a token.
 */
export async function login(request: FastifyRequest, throttle: LoginThrottle, attempt: LoginAttempt): Promise<LoginAnswer> {
  const { db } = request.server.services;
  const email = normalizeEmail(attempt.email);
  const ticket = await throttle.attempt(email, request.ip);
  if (ticket.retryAfterMs > 0) throw tooManyAttempts(ticket.retryAfterMs);
  if (ticket.slowdownMs > 0) await sleep(ticket.slowdownMs);
  const [admin] = await db.select().from(admins).where(eq(admins.email, email));
  dummyHash ??= hashPassword("not-a-real-password-only-for-equal-timing");
  const valid = await verifyPassword(admin?.passwordHash ?? (await dummyHash), attempt.password);
  if (!admin || !admin.passwordHash || !valid) {
    await recordFailedSignIn(request, email, admin);
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  if (admin.disabledAt) {
    // The right password for a disabled account is a failed sign-in too: the owner should see someone tried.
    await recordFailedSignIn(request, email, admin, "account disabled");
    throw new HttpError(403, STAFF_MESSAGES.accountDisabled);
  }

  if (admin.totpSecret) {
    // The password was right; the attempt stays counted until the second step succeeds too.
    const challenge = await issueOneTimeToken(db, {
      adminId: admin.id,
      purpose: "two-factor-challenge",
      ttlMs: TWO_FACTOR_CHALLENGE_TTL_MINUTES * 60 * 1000,
      data: { remember: attempt.remember },
    });
    return { twoFactorRequired: true, challenge };
  }
  await ticket.succeeded();
  return signIn(request, admin, attempt.remember, "password");
}

function recordFailedSignIn(request: FastifyRequest, email: string, admin: typeof admins.$inferSelect | undefined, reason?: string) {
  return recordActivity(request, {
    kind: "sign-in",
    action: "sign-in-failed",
    entityId: admin?.id ?? null,
    title: reason ? `${email} (${reason})` : email,
    actor: admin ? { id: admin.id, name: admin.name, email: admin.email } : null,
  });
}

/** The second step: the challenge from `login` and a code from the app (or a recovery code). */
export async function loginWithSecondFactor(request: FastifyRequest, throttle: LoginThrottle, input: { challenge: string; code: string }): Promise<LoginResponse> {
  const { db } = request.server.services;
  const pending = await findOneTimeToken(db, input.challenge, "two-factor-challenge");
  if (!pending) throw new HttpError(401, STAFF_MESSAGES.challengeExpired);
  const [admin] = await db.select().from(admins).where(eq(admins.id, pending.adminId));
  if (!admin || admin.disabledAt) throw new HttpError(401, STAFF_MESSAGES.challengeExpired);

  const ticket = await throttle.attempt(admin.email, request.ip);
  if (ticket.retryAfterMs > 0) throw tooManyAttempts(ticket.retryAfterMs);
  const verdict = await verifySecondFactor(db, admin.id, input.code);
  if (!verdict.passed) {
    await recordActivity(request, {
      kind: "sign-in",
      action: "two-factor-failed",
      entityId: admin.id,
      title: admin.email,
      actor: { id: admin.id, name: admin.name, email: admin.email },
    });
    // Same status and shape either way; a replayed code says why, since typing it again cannot help.
    const message = verdict.refusal === "used" ? STAFF_MESSAGES.codeAlreadyUsed : STAFF_MESSAGES.codeInvalid;
    throw new HttpError(401, message, { code: message });
  }
  // Used once: a second request with the same challenge finds nothing.
  if (!(await consumeOneTimeToken(db, input.challenge, "two-factor-challenge"))) throw new HttpError(401, STAFF_MESSAGES.challengeExpired);
  await ticket.succeeded();
  return signIn(request, admin, pending.data.remember === true, verdict.method === "recovery-code" ? "recovery code" : "code");
}

/** Starts a session for an admin who has proved who they are; records the sign-in. */
export async function signIn(
  request: FastifyRequest,
  admin: typeof admins.$inferSelect,
  remember: boolean,
  method: string,
): Promise<LoginResponse> {
  const { db, jwtSecret } = request.server.services;
  const session = await startSession(db, jwtSecret, { adminId: admin.id, remember, userAgent: request.headers["user-agent"], ip: request.ip });
  await recordActivity(request, {
    kind: "sign-in",
    action: "signed-in",
    entityId: admin.id,
    title: `${admin.email} (${method})`,
    actor: { id: admin.id, name: admin.name, email: admin.email },
  });
  return { token: session.token, admin: toAdminProfile(admin), expiresAt: session.expiresAt.toISOString() };
}
