import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { appSettings } from "../../db/schema.ts";

/**
 * Returns the stored value for `key`, creating it with `create()` the first time.
 * Safe when several instances start at once: the first insert wins and everyone reads it.
 */
export async function getOrCreateSetting(db: Database, key: string, create: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`Setting ${key} could not be stored`);
  return row.value;
}

/** The JWT signing secret: JWT_SECRET when set, else one generated on first start and kept in the database. */
export async function resolveJwtSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, "jwt_secret", () => randomBytes(48).toString("base64url"));
}

/** A stored setting, or undefined when it was never set. */
export async function readSetting(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Database, key: string, value: string) {
  await db.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
}
