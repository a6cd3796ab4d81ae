import { and, eq, isNull, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { minutesToWait } from "#contracts/auth-constants.ts";
import { EMAIL_CHANGE_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES, RECENT_SIGN_IN_MINUTES, STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import type { Account } from "#contracts/staff.ts";
import type { Database } from "../../db/client.ts";
import { admins } from "../../db/schema.ts";
import { enqueueEmail, notifyOutbox } from "../../email/outbox.ts";
import { emailChangedEmail, emailChangeEmail, passwordChangedEmail, passwordResetEmail } from "../../email/templates/staff.ts";
import { badRequest, tooManyRequests } from "../../http-error.ts";
import type { AppServices } from "../../services.ts";
import { recordActivity } from "../activity/service.ts";
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken, revokeOneTimeTokens } from "./one-time-tokens.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { assertStrongPassword } from "./password-strength.ts";
import { toAdminProfile } from "./service.ts";
import { endSessionsOf, signedInWithin } from "./sessions.ts";
import { unusedRecoveryCodes } from "./two-factor.ts";
import { loadCompanyName } from "../site-content/company.ts";

/** The signed-in admin's own account (GET/PATCH /api/admin/account and friends), and password reset. */

export async function loadAccount(request: FastifyRequest): Promise<Account> {
  const { db } = request.server.services;
  const principal = request.admin!;
  const [row] = await db.select().from(admins).where(eq(admins.id, principal.id));
  return {
    admin: toAdminProfile(row!),
    twoFactorEnabled: row!.totpSecret !== null,
    recoveryCodesLeft: row!.totpSecret ? await unusedRecoveryCodes(db, row!.id) : 0,
    twoFactorSetupRequired: principal.twoFactorRequired && row!.totpSecret === null,
    twoFactorRequired: principal.twoFactorRequired,
  };
}

export async function renameAccount(request: FastifyRequest, name: string) {
  const { db } = request.server.services;
  await db.update(admins).set({ name }).where(eq(admins.id, request.admin!.id));
  await recordActivity(request, { kind: "account", action: "name-changed", entityId: request.admin!.id, title: name });
}

/**
 * Wrong passwords a signed-in account may give where its password is asked for (email change, password
 * change, turning two-factor sign-in off, or on) in 15 minutes, from any address: without a limit, a
 * session alone (a token left on a shared computer) could guess the password behind it.
 */
export const PASSWORD_CHECKS_PER_15_MINUTES = 10;
const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

/**
 * Checks the signed-in admin's password (for changes that need it); 400 with `field`'s message when
 * wrong, 429 once the account has given too many wrong ones (counted before the check, so parallel
 * guesses cannot all slip under the limit; the right one takes its attempt back).
 */
export async function assertOwnPassword(request: FastifyRequest, password: string, field = "password") {
  const { db, rateLimits } = request.server.services;
  const checks = rateLimits.limiter("password-check-account", { limit: PASSWORD_CHECKS_PER_15_MINUTES, windowMs: PASSWORD_CHECK_WINDOW_MS });
  const key = request.admin!.id;
  const decision = await checks.hit(key);
  if (!decision.allowed) {
    throw tooManyRequests(`Too many wrong passwords. Please wait ${minutesToWait(decision.retryAfterSeconds)} and try again.`, decision.retryAfterSeconds);
  }
  const [row] = await db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.id, key));
  if (!row?.hash || !(await verifyPassword(row.hash, password))) {
    throw badRequest(STAFF_MESSAGES.currentPasswordWrong, { [field]: STAFF_MESSAGES.currentPasswordWrong });
  }
  await checks.forget(key);
}

/**
 * For a change a stolen session must not make alone, but which someone who has just signed in may make
 * without typing their password again (turning two-factor sign-in on, like GitHub's "sudo mode"): a
 * password sent is always checked (`assertOwnPassword`: its 400 and its limit); without one, the
 * session must have signed in within the last RECENT_SIGN_IN_MINUTES, else 400 with `message` at the
 * password field, and nothing is counted (no password was guessed).
 */
export async function assertRecentSignInOrPassword(request: FastifyRequest, password: string | undefined, message: string) {
  if (password !== undefined) return assertOwnPassword(request, password);
  if (await signedInWithin(request.server.services.db, request.admin!.sessionId, RECENT_SIGN_IN_MINUTES)) return;
  throw badRequest(message, { password: message });
}

/**
 * A new password, with the current one: the account's other sessions end (this one goes on), so do its
 * pending reset and email-change links, and its address is told. The current one again is refused (400), and nothing happens.
 */
export async function changePassword(request: FastifyRequest, input: { currentPassword: string; newPassword: string }): Promise<number> {
  const { db, config } = request.server.services;
  const admin = request.admin!;
  await assertOwnPassword(request, input.currentPassword, "currentPassword");
  // The current password was just verified against the stored hash: the same string is the same password.
  if (input.newPassword === input.currentPassword) {
    throw badRequest(STAFF_MESSAGES.passwordUnchanged, { newPassword: STAFF_MESSAGES.passwordUnchanged });
  }
  await assertStrongPassword(input.newPassword, [admin.email, admin.name], "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const at = new Date();
  const ended = await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash, passwordChangedAt: at }).where(eq(admins.id, admin.id));
    await revokeOneTimeTokens(tx, admin.id, "password-reset");
    // An email change asked for with the old password must not outlive it (it would hand the account over).
    await revokeOneTimeTokens(tx, admin.id, "email-change");
    await enqueueEmail(tx, passwordChangedEmail({ to: admin.email, name: admin.name, role: admin.role, at, by: "account-page", publicUrl: config.publicUrl, brand: await loadCompanyName(tx) }));
    return endSessionsOf(tx, admin.id, { except: admin.sessionId });
  });
  notifyOutbox();
  await recordActivity(request, { kind: "account", action: "password-changed", entityId: admin.id, title: admin.email });
  return ended;
}

/** Sends a confirmation link to the new address; the email changes when it is opened. */
export async function requestEmailChange(request: FastifyRequest, input: { email: string; password: string }) {
  const { db, config } = request.server.services;
  const admin = request.admin!;
  await assertOwnPassword(request, input.password);
  const [taken] = await db.select({ id: admins.id }).from(admins).where(and(eq(admins.email, input.email), ne(admins.id, admin.id)));
  if (taken) throw badRequest(STAFF_MESSAGES.emailTaken, { email: STAFF_MESSAGES.emailTaken });
  await db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, {
      adminId: admin.id,
      purpose: "email-change",
      ttlMs: EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000,
      data: { email: input.email },
    });
    await enqueueEmail(tx, emailChangeEmail({ to: input.email, name: admin.name, token, publicUrl: config.publicUrl, brand: await loadCompanyName(tx) }));
  });
  notifyOutbox();
  await recordActivity(request, { kind: "account", action: "email-change-requested", entityId: admin.id, title: input.email });
}

/** Opens the link sent to the new address: the account signs in with it from now on, and the old address is told (never for a disabled account). */
/** The email-change link as its page opens: 400 with the page's message when it no longer works; nothing is used up. */
export async function checkEmailChangeLink(db: Database, token: string) {
  const pending = await findOneTimeToken(db, token, "email-change");
  const [admin] = pending && typeof pending.data.email === "string" ? await db.select().from(admins).where(eq(admins.id, pending.adminId)) : [];
  if (!admin || admin.disabledAt) throw badRequest(STAFF_MESSAGES.emailChangeInvalid);
}

export async function confirmEmailChange(request: FastifyRequest, token: string) {
  const { db } = request.server.services;
  const used = await consumeOneTimeToken(db, token, "email-change");
  const email = typeof used?.data.email === "string" ? used.data.email : null;
  if (!used || !email) throw badRequest(STAFF_MESSAGES.emailChangeInvalid);
  const [before] = await db.select().from(admins).where(eq(admins.id, used.adminId));
  if (!before || before.disabledAt) throw badRequest(STAFF_MESSAGES.emailChangeInvalid);
  const [taken] = await db.select({ id: admins.id }).from(admins).where(and(eq(admins.email, email), ne(admins.id, before.id)));
  if (taken) throw badRequest(STAFF_MESSAGES.emailTaken);
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ email }).where(eq(admins.id, before.id));
    await enqueueEmail(tx, emailChangedEmail({ to: before.email, name: before.name, role: before.role, newEmail: email, at: new Date(), brand: await loadCompanyName(tx) }));
  });
  notifyOutbox();
  await recordActivity(request, {
    kind: "account",
    action: "email-changed",
    entityId: before.id,
    title: `${before.email} → ${email}`,
    actor: { id: before.id, name: before.name, email },
  });
}

/**
 * 'Forgot your password?': a one-time link to the account's address, when there is an active account
 * with it. The caller answers the same thing, at once, whether there is one or not; this runs after.
 */
export async function sendPasswordResetLink(services: AppServices, email: string): Promise<boolean> {
  const { db, config } = services;
  const [admin] = await db
    .select()
    .from(admins)
    .where(and(eq(admins.email, email), isNull(admins.disabledAt)));
  if (!admin?.passwordHash) return false;
  await db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, { adminId: admin.id, purpose: "password-reset", ttlMs: PASSWORD_RESET_TTL_MINUTES * 60 * 1000 });
    await enqueueEmail(tx, passwordResetEmail({ to: admin.email, name: admin.name, token, publicUrl: config.publicUrl, brand: await loadCompanyName(tx) }));
  });
  notifyOutbox();
  return true;
}

/** The account a reset link is for, while the link works (found by the token's hash, not used up); else 400. */
export async function findResetAccount(db: Database, token: string) {
  const pending = await findOneTimeToken(db, token, "password-reset");
  const [admin] = pending ? await db.select().from(admins).where(eq(admins.id, pending.adminId)) : [];
  if (!admin || admin.disabledAt) throw badRequest(STAFF_MESSAGES.resetLinkInvalid);
  return admin;
}

/** Sets the new password from a reset link; every session and pending email change of the account ends, and its address is told. */
export async function resetPassword(request: FastifyRequest, input: { token: string; password: string }) {
  const { db, config } = request.server.services;
  const admin = await findResetAccount(db, input.token);
  // Judged before the link is used up, so a weak choice can be corrected with the same link. Unlike the
  // account page, the old password is not refused: whoever resets does not know it, and refusing it would
  // tell the holder of the emailed link what the password was (often used elsewhere too).
  await assertStrongPassword(input.password, [admin.email, admin.name]);
  const passwordHash = await hashPassword(input.password);
  const at = new Date();
  await db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, input.token, "password-reset"))) throw badRequest(STAFF_MESSAGES.resetLinkInvalid);
    await tx.update(admins).set({ passwordHash, passwordChangedAt: at }).where(eq(admins.id, admin.id));
    // Whoever had the old password may have asked to move the account to their address: that link ends here.
    await revokeOneTimeTokens(tx, admin.id, "email-change");
    await endSessionsOf(tx, admin.id);
    await enqueueEmail(tx, passwordChangedEmail({ to: admin.email, name: admin.name, role: admin.role, at, by: "reset-link", publicUrl: config.publicUrl, brand: await loadCompanyName(tx) }));
  });
  notifyOutbox();
  await recordActivity(request, {
    kind: "account",
    action: "password-reset",
    entityId: admin.id,
    title: admin.email,
    actor: { id: admin.id, name: admin.name, email: admin.email },
  });
}
