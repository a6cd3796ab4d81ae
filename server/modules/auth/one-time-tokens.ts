import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { oneTimeTokens } from "../../db/schema.ts";

/**
 * One-time links and tickets (invitation, password reset, email change, two-factor sign-in): 32 random
 * bytes handed out once, stored only as their SHA-256, expiring, deleted when used, and replaced by a
 * newer one of the same purpose for the same account.
 */

export type OneTimeTokenPurpose = (typeof oneTimeTokens.$inferInsert)["purpose"];

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function issueOneTimeToken(
  db: Database | Transaction,
  input: { adminId: string; purpose: OneTimeTokenPurpose; ttlMs: number; data?: Record<string, unknown> },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // A newer link makes the older ones worthless (a sign-in's second step may run in two tabs: kept).
  if (input.purpose !== "two-factor-challenge") {
    await db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.adminId, input.adminId), eq(oneTimeTokens.purpose, input.purpose)));
  }
  await db.insert(oneTimeTokens).values({
    adminId: input.adminId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    data: input.data ?? {},
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
}

export interface OneTimeTokenRow {
  adminId: string;
  data: Record<string, unknown>;
}

/** The unexpired token's row, without using it up (e.g. to check a two-factor code first). */
export async function findOneTimeToken(db: Database | Transaction, token: string, purpose: OneTimeTokenPurpose): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .select({ adminId: oneTimeTokens.adminId, data: oneTimeTokens.data })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose), gt(oneTimeTokens.expiresAt, sql`now()`)));
  return row ? { adminId: row.adminId, data: (row.data ?? {}) as Record<string, unknown> } : null;
}

/**
 * Uses the token up: deletes it and returns what it carried, or null when it is unknown, expired,
 * already used or replaced. Two requests with the same token cannot both get it (one DELETE wins).
 */
export async function consumeOneTimeToken(db: Database | Transaction, token: string, purpose: OneTimeTokenPurpose): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)))
    .returning({ adminId: oneTimeTokens.adminId, data: oneTimeTokens.data, expiresAt: oneTimeTokens.expiresAt });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return { adminId: row.adminId, data: (row.data ?? {}) as Record<string, unknown> };
}

/** Deletes every token of one purpose for an account (e.g. reset links once the password changed). */
export async function revokeOneTimeTokens(db: Database | Transaction, adminId: string, purpose: OneTimeTokenPurpose) {
  await db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.adminId, adminId), eq(oneTimeTokens.purpose, purpose)));
}

export async function deleteExpiredOneTimeTokens(db: Database | Transaction): Promise<number> {
  const deleted = await db.delete(oneTimeTokens).where(lte(oneTimeTokens.expiresAt, sql`now()`)).returning({ id: oneTimeTokens.id });
  return deleted.length;
}
