import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull, or, lt, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { type AdminRole, RECOVERY_CODE_COUNT, STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import type { TwoFactorSetup } from "#contracts/staff.ts";
import type { Database } from "../../db/client.ts";
import { admins, recoveryCodes } from "../../db/schema.ts";
import { enqueueEmail } from "../../email/outbox.ts";
import { twoFactorChangedEmail } from "../../email/templates/staff.ts";
import { badRequest, HttpError } from "../../http-error.ts";
import { loadCompanyName } from "../site-content/company.ts";

/**
 * Two-factor sign-in with TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, as every authenticator app
 * expects), through the `otpauth` library. A code is accepted one step either side of now, and only
 * once: the step of the last accepted code is stored and a code must be from a later step. Recovery
 * codes are random, shown once, and stored as SHA-256 hashes.
 */

const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

/** `issuer` names the account in the authenticator app (the company name at set-up); codes do not depend on it. */
function totpFor(secret: string, label = "", issuer = "") {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** Starts the set-up: a new secret (kept as pending until a code confirms it), its otpauth URL and QR code. */
export async function startTwoFactorSetup(db: Database, admin: { id: string; email: string }): Promise<TwoFactorSetup> {
  const secret = new Secret({ size: 20 }).base32;
  await db.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, admin.id));
  const otpauthUrl = totpFor(secret, admin.email, await loadCompanyName(db)).toString();
  // Loaded when a staff member sets up two-factor sign-in, not at start-up.
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/** Whose two-factor sign-in changes, and where its notice's links point. */
interface TwoFactorChange {
  admin: { id: string; email: string; name: string; role: AdminRole };
  publicUrl: string;
}

/**
 * The notice to the account's own address, queued in the change's transaction: two-factor sign-in is
 * never turned on or off without the account's owner being told (the outbox sends it after the commit).
 */
async function queueTwoFactorNotice(tx: Database, { admin, publicUrl }: TwoFactorChange, enabled: boolean) {
  await enqueueEmail(tx, twoFactorChangedEmail({ to: admin.email, name: admin.name, role: admin.role, enabled, publicUrl, brand: await loadCompanyName(tx) }));
}

/** Confirms the pending secret with a current code: two-factor sign-in is on; returns the recovery codes. */
export async function enableTwoFactor(db: Database, change: TwoFactorChange, code: string): Promise<string[]> {
  const adminId = change.admin.id;
  const [row] = await db.select({ pending: admins.totpPendingSecret, current: admins.totpSecret }).from(admins).where(eq(admins.id, adminId));
  if (row?.current) throw badRequest(STAFF_MESSAGES.twoFactorAlreadyOn);
  if (!row?.pending) throw badRequest(STAFF_MESSAGES.twoFactorNotStarted);
  const step = matchingStep(row.pending, code);
  if (step === null) throw badRequest(STAFF_MESSAGES.setupCodeInvalid, { code: STAFF_MESSAGES.setupCodeInvalid });
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ totpSecret: row.pending, totpPendingSecret: null, totpLastStep: step }).where(eq(admins.id, adminId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
    await tx.insert(recoveryCodes).values(codes.map((value) => ({ adminId, codeHash: hashRecoveryCode(value) })));
    await queueTwoFactorNotice(tx, change, true);
  });
  return codes;
}

/**
 * While the owner requires two-factor sign-in for all staff, nobody turns their own off: they would be
 * refused everything but their account page, an owner even the setting that could undo it.
 */
export function assertTwoFactorMayBeTurnedOff(admin: { role: AdminRole; twoFactorRequired: boolean }) {
  if (!admin.twoFactorRequired) return;
  throw new HttpError(409, admin.role === "owner" ? STAFF_MESSAGES.twoFactorStaysOnForOwner : STAFF_MESSAGES.twoFactorStaysOn);
}

export async function disableTwoFactor(db: Database, change: TwoFactorChange) {
  const adminId = change.admin.id;
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(admins.id, adminId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
    await queueTwoFactorNotice(tx, change, false);
  });
}

/**
 * Checks the second step of a sign-in: a 6-digit code from the app (within a step of now, and newer
 * than the last one used), or an unused recovery code. Either is used up when it passes. A right code
 * from a step already used is refused as `used`, so the person can be told to wait for the next one
 * instead of that their code is wrong. A refusal is an object too: no failure reads as a pass.
 */
export async function verifySecondFactor(
  db: Database,
  adminId: string,
  input: string,
): Promise<{ passed: true; method: "code" | "recovery-code" } | { passed: false; refusal: "wrong" | "used" }> {
  const wrong = { passed: false, refusal: "wrong" } as const;
  const [row] = await db.select({ secret: admins.totpSecret }).from(admins).where(eq(admins.id, adminId));
  if (!row?.secret) return wrong;
  const code = input.replace(/\s+/g, "");
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(row.secret, code);
    if (step === null) return wrong;
    // Each code once: the update only happens for a step later than the last accepted one (one wins a race).
    const used = await db
      .update(admins)
      .set({ totpLastStep: step })
      .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
      .returning({ id: admins.id });
    return used.length > 0 ? { passed: true, method: "code" } : { passed: false, refusal: "used" };
  }
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.adminId, adminId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0 ? { passed: true, method: "recovery-code" } : wrong;
}

export async function unusedRecoveryCodes(db: Database, adminId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)));
  return row?.total ?? 0;
}

/** The time step a code belongs to (within ±1 step of now), or null when it matches none. */
function matchingStep(secret: string, code: string): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes compare without spaces, hyphens or letter case. */
function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code.replace(/[\s-]+/g, "").toLowerCase()).digest("hex");
}
