import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.ts";
import { DatabaseBusyError, openEmbeddedDatabase } from "./embedded.ts";
import { buildDatabaseTemplate } from "./embedded-template.ts";
import { rowsOf } from "./query-helpers.ts";
import { contacts } from "./schema.ts";

// The embedded database as `npm start` runs it: PGlite in its own worker thread. (The other suites
// use an in-process PGlite loaded from a snapshot, which is faster to start.)
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openEmbeddedDatabase("memory://", { maxQueuedWrites: 2 });
  await database.migrate();
}, 60_000);
afterAll(() => database?.close());

const enquiry = (name: string) => ({ name, email: "visitor@example.com", subject: "Hello", message: "A question", source: "contact-page" });

describe("the embedded database in its worker thread", () => {
  it("stores what a transaction commits and nothing of one that fails", async () => {
    const { db } = database;
    await db.delete(contacts);
    await db.transaction(async (tx) => {
      await tx.insert(contacts).values(enquiry("Kept"));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(contacts).values(enquiry("Dropped"));
        throw new Error("the caller changed its mind");
      }),
    ).rejects.toThrow("the caller changed its mind");
    expect((await db.select({ name: contacts.name }).from(contacts)).map((row) => row.name)).toEqual(["Kept"]);
    const [stored] = await db.select().from(contacts).where(eq(contacts.name, "Kept"));
    expect(stored!.createdAt).toBeInstanceOf(Date);
  });

  it("passes PostgreSQL's error code along", async () => {
    const failure = await database.db.execute(sql`SELECT * FROM no_such_table`).catch((error: unknown) => error);
    expect((failure as { cause?: { code?: string } }).cause?.code).toBe("42P01");
  });

  it("refuses writes beyond its queue at once, and stores every write it accepted", async () => {
    const { db } = database;
    await db.delete(contacts);
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        db.transaction(async (tx) => {
          await tx.insert(contacts).values(enquiry(`Visitor ${index}`));
        }),
      ),
    );
    const refused = attempts.filter((attempt) => attempt.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    for (const attempt of refused) expect((attempt as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseBusyError);
    const accepted = attempts.length - refused.length;
    // Reads are never refused for a full write queue.
    const [{ stored }] = (await db.select({ stored: count() }).from(contacts)) as [{ stored: number }];
    expect(stored).toBe(accepted);
    expect(await database.ping()).toBe(true);
  });
});

describe("the embedded database in a data directory", () => {
  it("creates the database in a new directory, and finds what was stored there after a restart", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vistaar-embedded-"));
    try {
      // No template (as in `npm run dev` before any build): PGlite's initdb, in a process of its own.
      const first = await openEmbeddedDatabase(dataDir, { template: path.join(dataDir, "no-template") });
      await first.migrate();
      await first.db.insert(contacts).values(enquiry("Before the restart"));
      await first.close();
      expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);

      const second = await openEmbeddedDatabase(dataDir);
      try {
        expect((await second.db.select({ name: contacts.name }).from(contacts)).map((row) => row.name)).toEqual(["Before the restart"]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("starts a new directory as a copy of the build's migrated database, which stays empty", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "vistaar-template-"));
    const templates = path.join(root, "database-template");
    const template = path.join(templates, "pglite-now");
    try {
      mkdirSync(path.join(templates, "pglite-before"), { recursive: true });
      expect(await buildDatabaseTemplate(template)).toBe(true);
      expect(readdirSync(templates)).toEqual(["pglite-now"]);
      expect(await buildDatabaseTemplate(template)).toBe(false);

      const first = await openEmbeddedDatabase(path.join(root, "first"), { template });
      try {
        // The copy has every migration already.
        expect(rowsOf(await first.db.execute(sql`SELECT count(*)::int AS contacts FROM contacts`))).toEqual([{ contacts: 0 }]);
        await first.migrate();
        await first.db.insert(contacts).values(enquiry("In the first database"));
        expect((await first.db.select({ name: contacts.name }).from(contacts)).map((row) => row.name)).toEqual(["In the first database"]);
      } finally {
        await first.close();
      }
      expect(existsSync(path.join(root, "first", "pglite.partial"))).toBe(false);

      const second = await openEmbeddedDatabase(path.join(root, "second"), { template });
      try {
        expect(rowsOf(await second.db.execute(sql`SELECT count(*)::int AS contacts FROM contacts`))).toEqual([{ contacts: 0 }]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
