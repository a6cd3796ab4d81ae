import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AdminProfile } from "#contracts/auth.ts";
import type { Database } from "../../db/client.ts";
import { admins, recoveryCodes } from "../../db/schema.ts";
import { enqueueEmail } from "../../email/outbox.ts";
import { passwordChangedEmail } from "../../email/templates/staff.ts";
import { loadCompanyName } from "../site-content/company.ts";
import { ConfigError } from "../../config.ts";
import { hashPassword } from "./password.ts";
import { isStrongPassword } from "./password-strength.ts";
import { endSessionsOf } from "./sessions.ts";

export type AdminRow = typeof admins.$inferSelect;

export function toAdminProfile(row: Pick<AdminRow, "id" | "email" | "name" | "role">): AdminProfile {
  return { _id: row.id, id: row.id, email: row.email, name: row.name, role: row.role };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates an owner, or (from the shell, `npm run admin:create`) gives an existing account back to its
 * owner: a new password, enabled again, an owner, every session ended, and with `resetTwoFactor` its
 * two-factor sign-in removed (a lost phone and lost recovery codes). With `notify` (the shell), a reset
 * is told to the account's address like any other password change, through the outbox: the server
 * sends it (at once when it runs on PostgreSQL, once started again on the embedded database).
 */
export async function createOrResetAdmin(
  db: Database,
  input: { email: string; password: string; name?: string; resetTwoFactor?: boolean },
  notify?: { publicUrl: string },
): Promise<{ admin: AdminProfile; created: boolean }> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  if (existing) {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(admins)
        .set({
          passwordHash,
          passwordChangedAt: new Date(),
          role: "owner",
          disabledAt: null,
          ...(input.name ? { name: input.name } : {}),
          ...(input.resetTwoFactor ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null } : {}),
        })
        .where(eq(admins.id, existing.id))
        .returning();
      if (input.resetTwoFactor) await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, existing.id));
      await endSessionsOf(tx, existing.id);
      if (notify) {
        await enqueueEmail(
          tx,
          passwordChangedEmail({
            to: updated!.email,
            name: updated!.name,
            role: updated!.role,
            at: updated!.passwordChangedAt,
            by: "shell",
            twoFactorRemoved: input.resetTwoFactor === true,
            publicUrl: notify.publicUrl,
            brand: await loadCompanyName(tx),
          }),
        );
      }
      return updated!;
    });
    return { admin: toAdminProfile(row), created: false };
  }
  const [row] = await db
    .insert(admins)
    .values({ email, passwordHash, name: input.name ?? "Administrator", role: "owner" })
    .returning();
  return { admin: toAdminProfile(row!), created: true };
}

export type FirstAdminResult =
  | { kind: "existing" }
  | { kind: "from-environment"; email: string; created: boolean }
  | { kind: "generated"; email: string; password: string };

/**
 * Makes sure someone can sign in. With ADMIN_EMAIL and ADMIN_PASSWORD that account is created
 * if it does not exist yet (an existing account keeps its password: `npm run admin:create` resets it).
 * Otherwise, when no admin exists at all, one is created with a generated password that the caller
 * prints once. Either way the first account is an owner. An ADMIN_PASSWORD that the sign-in pages would
 * refuse as too easy to guess (password-strength.ts) creates nothing: a ConfigError says why.
 */
export async function ensureFirstAdmin(
  db: Database,
  options: { email?: string; password?: string },
): Promise<FirstAdminResult> {
  if (options.email && options.password) {
    const email = normalizeEmail(options.email);
    const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
    if (existing) return { kind: "from-environment", email, created: false };
    if (!(await isStrongPassword(options.password, [email]))) {
      throw new ConfigError([{ variable: "ADMIN_PASSWORD", detail: `is too common or easy to guess, so ${email} was not created: try a longer phrase of unrelated words` }]);
    }
    await createOrResetAdmin(db, { email, password: options.password });
    return { kind: "from-environment", email, created: true };
  }
  const [anyAdmin] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (anyAdmin) return { kind: "existing" };
  const email = normalizeEmail(options.email ?? "admin@vistaar.example");
  const password = randomBytes(12).toString("base64url");
  await createOrResetAdmin(db, { email, password });
  return { kind: "generated", email, password };
}
