import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { inject } from "vitest";
import { NOT_EXPORTED } from "#server/backup/archive-format.ts";
import { type SiteFiles, uploadsDirectory } from "#server/backup/site-files.ts";
import { type DatabaseHandle, PGLITE_EXTENSIONS } from "#server/db/client.ts";
import { inProcessDatabase } from "#server/db/embedded.ts";
import { rowsOf } from "#server/db/query-helpers.ts";
import { contactReplies, contacts } from "#server/db/schema.ts";
import { seedDemoContentOnce } from "#server/db/seed.ts";
import { schemaTables } from "#server/db/tables.ts";
import { createOrResetAdmin } from "#server/modules/auth/service.ts";
import { enqueueEmail } from "#server/email/outbox.ts";
import { recordServerActivity } from "#server/modules/activity/service.ts";
import { storeImage } from "#server/modules/uploads/service.ts";
import { DirectoryStorage } from "#server/storage/directory-storage.ts";
import { TEST_ADMIN } from "./admin.ts";
import { migratedSnapshot } from "./test-database.ts";

/** Helpers for the export/import round trips: a filled site, and everything in a database and an uploads folder, comparable. */

/** A new, migrated embedded database in memory (from the suite's migrated snapshot when there is one: seconds faster). */
export async function freshPglite(): Promise<DatabaseHandle> {
  if (inject("pgliteSnapshotPath")) return inProcessDatabase(await PGlite.create({ loadDataDir: migratedSnapshot(), extensions: PGLITE_EXTENSIONS }));
  const database = inProcessDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  await database.migrate();
  return database;
}

export const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `vistaar-${name}-`));

/** Demo content, an admin, contacts in every status with a reply, an outbox row, activity entries, and two uploaded images. */
export async function fillSite(database: DatabaseHandle, uploadsDir: string) {
  const { db } = database;
  await seedDemoContentOnce(db);
  await createOrResetAdmin(db, TEST_ADMIN);
  const [contact] = await db.select().from(contacts).limit(1);
  await db.update(contacts).set({ status: "replied" }).where(eq(contacts.id, contact!.id));
  await db.insert(contactReplies).values({ contactId: contact!.id, message: "Thank you — we will call you on Monday.\nनमस्ते" });
  await enqueueEmail(db, { purpose: "test", to: "someone@example.com", subject: "Hello", text: "Hi", html: "<p>Hi</p>" });
  // The activity log's ids are an identity column (GENERATED ALWAYS): the import must keep them, and
  // the next entry on the imported site must follow them.
  for (const action of ["published", "updated"]) {
    await recordServerActivity(db, { actor: ACTIVITY_ACTOR, kind: "post", action, entityId: null, title: "Local search for cafés" });
  }
  mkdirSync(uploadsDir, { recursive: true });
  for (const fixture of ["cafe-photo.jpg", "speed-chart.png"]) {
    await storeImage(new DirectoryStorage(uploadsDir), readFileSync(path.join(import.meta.dirname, "..", "fixtures", fixture)));
  }
}

export const ACTIVITY_ACTOR = { id: null, name: "Scheduled publishing", email: "scheduler@vistaar.example" } as const;

/**
 * Every exported table's rows (as PostgreSQL writes them in JSON, sorted), the contact counts, and the
 * files by name: `files` is an uploads folder, or any storage backend (server/storage) holding them.
 */
export async function siteContents(database: DatabaseHandle, files: string | SiteFiles) {
  const tables: Record<string, string[]> = {};
  for (const { name } of schemaTables()) {
    if (NOT_EXPORTED.has(name)) continue;
    const rows = rowsOf<{ line: string }>(await database.db.execute(sql.raw(`SELECT row_to_json(t)::text AS line FROM "${name}" AS t`)));
    tables[name] = rows.map((row) => row.line).sort();
  }
  const counts = rowsOf<{ status: string; total: string | number }>(
    await database.db.execute(sql`SELECT status::text, total FROM contact_status_counts WHERE total <> 0 ORDER BY status`),
  ).map((row) => `${row.status}=${Number(row.total)}`);
  return { tables, counts, files: await filesByName(typeof files === "string" ? uploadsDirectory(files) : files) };
}

/** Every file of a storage, by name, as base64 (sorted by name). */
export async function filesByName(files: SiteFiles): Promise<Record<string, string>> {
  const names: string[] = [];
  for await (const name of files.list()) names.push(name);
  const entries: Array<[string, string]> = [];
  for (const name of names.sort()) entries.push([name, (await files.get(name))!.toString("base64")]);
  return Object.fromEntries(entries);
}
