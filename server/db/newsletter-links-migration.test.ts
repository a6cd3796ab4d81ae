import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { newsletterSubscriptions, outbox } from "#server/db/schema.ts";
import type { EmailPayload } from "#server/email/outbox.ts";
import { confirmSubscription, unsubscribe, unsubscribeTokenFor } from "#server/modules/newsletter/service.ts";
import { databaseMigratedAcross, type RawQuery } from "#tests/support/migrated-database.ts";
import { testConfig } from "#tests/support/test-app.ts";

/**
 * Migration 0013 on a database whose newsletter subscriptions still hold their raw tokens (as before
 * it): the links in emails already sent keep working, and only hashes are left in the table. Runs on
 * PGlite in `npm test` and on the PostgreSQL server in `npm run test:pg`.
 */

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** Tokens as the service made them before: 32 random bytes, base64url (43 characters). */
const oldToken = (letter: string) => `${letter.repeat(40)}Ab_`;

const OLD_ROWS = [
  { email: "pending@example.com", status: "pending", confirm: oldToken("p"), unsubscribe: oldToken("q") },
  { email: "waiting@example.com", status: "pending", confirm: oldToken("w"), unsubscribe: oldToken("x") },
  { email: "confirmed@example.com", status: "confirmed", confirm: oldToken("c"), unsubscribe: oldToken("d") },
  { email: "gone@example.com", status: "unsubscribed", confirm: oldToken("g"), unsubscribe: oldToken("h") },
] as const;

let query: RawQuery;
let handle: DatabaseHandle;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ query, handle, close } = await databaseMigratedAcross("0013_", insertOldRows));
  app = await buildApp({ config: testConfig({ publicUrl: "https://www.vistaar.example" }), database: handle, logger: false });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await close?.();
});

async function insertOldRows(query: RawQuery) {
  for (const row of OLD_ROWS) {
    await query(
      `INSERT INTO newsletter_subscriptions (email, status, source, confirm_token, unsubscribe_token, confirmed_at, unsubscribed_at)
       VALUES ('${row.email}', '${row.status}', 'Blog Page', '${row.confirm}', '${row.unsubscribe}',
               ${row.status === "pending" ? "NULL" : "now() - interval '30 days'"}, ${row.status === "unsubscribed" ? "now()" : "NULL"})`,
    );
  }
}

const rows = () => handle.db.select().from(newsletterSubscriptions).orderBy(asc(newsletterSubscriptions.email));
const row = async (email: string) => (await rows()).find((entry) => entry.email === email)!;

describe("migration 0013: newsletter tokens hashed at rest", () => {
  it("leaves only the SHA-256 of each token, under the renamed columns and indexes", async () => {
    const migrated = await rows();
    for (const old of OLD_ROWS) {
      const stored = migrated.find((entry) => entry.email === old.email)!;
      expect(stored.confirmTokenHash, old.email).toBe(sha256(old.confirm));
      expect(stored.unsubscribeTokenHash, old.email).toBe(sha256(old.unsubscribe));
      expect(JSON.stringify(stored)).not.toContain(old.confirm);
      expect(JSON.stringify(stored)).not.toContain(old.unsubscribe);
    }
    const indexes = await query("SELECT indexname FROM pg_indexes WHERE tablename = 'newsletter_subscriptions' ORDER BY indexname");
    expect(indexes.map((index) => index.indexname)).toEqual(
      expect.arrayContaining(["newsletter_subscriptions_confirm_token_hash_unique", "newsletter_subscriptions_unsubscribe_token_hash_unique"]),
    );
    expect(indexes.map((index) => index.indexname)).not.toContain("newsletter_subscriptions_confirm_token_unique");
  });

  it("gives the links of subscriptions still pending a week from the migration, and no deadline to the others", async () => {
    const week = 7 * 24 * 60 * 60_000;
    for (const email of ["pending@example.com", "waiting@example.com"]) {
      const expiresAt = (await row(email)).confirmExpiresAt!.getTime();
      expect(expiresAt).toBeGreaterThan(Date.now() + week - 5 * 60_000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + week);
    }
    expect((await row("confirmed@example.com")).confirmExpiresAt).toBeNull();
    expect((await row("gone@example.com")).confirmExpiresAt).toBeNull();
  });

  it("an old confirmation link still confirms, and the welcome email's unsubscribe link works", async () => {
    const old = OLD_ROWS[0];
    expect(await confirmSubscription(app.services, old.confirm)).toBe("confirmed");
    expect(await confirmSubscription(app.services, old.confirm)).toBe("already-confirmed");
    const [welcome] = await handle.db.select().from(outbox).where(eq(outbox.purpose, "newsletter-welcome"));
    const text = (welcome!.payload as EmailPayload).text;
    const token = text.match(/\/newsletter\/unsubscribe\?token=([\w-]+)/)![1]!;
    // The token derived from the old confirmation token, as for subscriptions made since.
    expect(token).toBe(unsubscribeTokenFor(old.confirm));
    expect((await row(old.email)).unsubscribeTokenHash).toBe(sha256(token));
    // It replaced the old confirmation email's own unsubscribe link (decision 044), as a resend does.
    expect(await unsubscribe(handle.db, old.unsubscribe)).toBe("not-found");
    expect(await unsubscribe(handle.db, token)).toBe("unsubscribed");
  });

  it("an old unsubscribe link still unsubscribes, pending or confirmed", async () => {
    expect(await unsubscribe(handle.db, OLD_ROWS[1].unsubscribe)).toBe("unsubscribed");
    expect(await unsubscribe(handle.db, OLD_ROWS[2].unsubscribe)).toBe("unsubscribed");
    expect(await unsubscribe(handle.db, OLD_ROWS[3].unsubscribe)).toBe("already-unsubscribed");
    expect((await row("confirmed@example.com")).status).toBe("unsubscribed");
    // And an old confirmation link of a subscription that is no longer pending says so.
    expect(await confirmSubscription(app.services, OLD_ROWS[2].confirm)).toBe("unsubscribed");
  });
});
