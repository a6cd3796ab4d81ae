import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportSite } from "#server/backup/export-site.ts";
import { ImportRefused, importSite } from "#server/backup/import-site.ts";
import { uploadsDirectory } from "#server/backup/site-files.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { activityLog } from "#server/db/schema.ts";
import { recordServerActivity } from "#server/modules/activity/service.ts";
import { ACTIVITY_ACTOR, fillSite, freshPglite, siteContents, tempDir } from "#tests/support/site-archive.ts";

/** Export and import on the embedded database (the PostgreSQL round trips are in tests/pg/site-archive.test.ts). */

const work = tempDir("archive");
const uploads = path.join(work, "uploads");
const archive = path.join(work, "site.tar.gz");
let source: DatabaseHandle;
const opened: DatabaseHandle[] = [];

beforeAll(async () => {
  source = await freshPglite();
  opened.push(source);
  await fillSite(source, uploads);
  await exportSite(source, uploadsDirectory(uploads), archive);
});
afterAll(async () => {
  for (const handle of opened) await handle.close();
  rmSync(work, { recursive: true, force: true });
});

async function emptyTarget() {
  const target = await freshPglite();
  opened.push(target);
  return target;
}

/** The archive unpacked, changed by `change`, packed again under a new name. */
async function tampered(name: string, change: (dir: string) => void): Promise<string> {
  const dir = path.join(work, name);
  rmSync(dir, { recursive: true, force: true });
  await import("node:fs/promises").then((fs) => fs.mkdir(dir, { recursive: true }));
  await tar.extract({ file: archive, cwd: dir });
  change(dir);
  const file = path.join(work, `${name}.tar.gz`);
  await tar.create({ gzip: true, file, cwd: dir }, ["manifest.json", "tables", "files"]);
  return file;
}

describe("site archive on the embedded database", () => {
  it("writes a manifest with the schema version, every table's count and the files", async () => {
    const dir = path.join(work, "look");
    await import("node:fs/promises").then((fs) => fs.mkdir(dir, { recursive: true }));
    await tar.extract({ file: archive, cwd: dir });
    const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({ format: "vistaar-site-archive", formatVersion: 1, source: "pglite", files: { count: 6 } });
    expect(manifest.schemaVersion).toMatch(/^\d{4}_/);
    const contacts = manifest.tables.find((table: { name: string }) => table.name === "contacts");
    expect(readFileSync(path.join(dir, contacts.file), "utf8").trim().split("\n")).toHaveLength(contacts.rows);
    // Parents before children.
    const names = manifest.tables.map((table: { name: string }) => table.name);
    expect(names.indexOf("contacts")).toBeLessThan(names.indexOf("contact_replies"));
  });

  it("imports into an empty database with every row and file equal", async () => {
    const target = await emptyTarget();
    const targetUploads = path.join(work, "target-uploads");
    await importSite(target, uploadsDirectory(targetUploads), archive);
    expect(await siteContents(target, targetUploads)).toEqual(await siteContents(source, uploads));
    // The log's ids were kept, and a new entry on the imported site takes the next one.
    const ids = async (database: DatabaseHandle) => (await database.db.select({ id: activityLog.id }).from(activityLog).orderBy(activityLog.id)).map((row) => row.id);
    const imported = await ids(target);
    expect(imported.length).toBeGreaterThanOrEqual(2);
    await recordServerActivity(target.db, { actor: ACTIVITY_ACTOR, kind: "post", action: "deleted", entityId: null, title: "Local search for cafés" });
    expect(await ids(target)).toEqual([...imported, imported.at(-1)! + 1]);
  });

  it("refuses an archive whose counts do not match its manifest, importing nothing", async () => {
    const broken = await tampered("short", (dir) => {
      const file = path.join(dir, "tables/contacts.jsonl");
      const lines = readFileSync(file, "utf8").trim().split("\n");
      writeFileSync(file, `${lines.slice(1).join("\n")}\n`);
    });
    const target = await emptyTarget();
    await expect(importSite(target, uploadsDirectory(path.join(work, "short-uploads")), broken)).rejects.toThrow(/contacts: the manifest says \d+ rows, the archive holds \d+/);
    const after = await siteContents(target, path.join(work, "short-uploads"));
    expect(Object.values(after.tables).every((rows) => rows.length === 0)).toBe(true);
  });

  it("refuses an archive holding a link instead of a file: nothing on the importing machine is read into the site", async () => {
    const secret = path.join(work, "server-secret.txt");
    writeFileSync(secret, "DATABASE_URL=postgres://site:hunter2@db/site");
    const linked = await tampered("linked", (dir) => {
      const [first] = readdirSync(path.join(dir, "files"));
      rmSync(path.join(dir, "files", first!));
      symlinkSync(secret, path.join(dir, "files", first!));
    });
    const target = await emptyTarget();
    const targetUploads = path.join(work, "linked-uploads");
    await expect(importSite(target, uploadsDirectory(targetUploads), linked)).rejects.toThrow(ImportRefused);
    const stored = existsSync(targetUploads) ? readdirSync(targetUploads).map((name) => readFileSync(path.join(targetUploads, name), "utf8")) : [];
    expect(stored.some((content) => content.includes("hunter2"))).toBe(false);
  });

  it("refuses an archive from another schema version, and a file that is not an archive", async () => {
    const older = await tampered("older", (dir) => {
      const file = path.join(dir, "manifest.json");
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), schemaVersion: "0002_admin_password_changed_at" }));
    });
    const target = await emptyTarget();
    await expect(importSite(target, uploadsDirectory(path.join(work, "x")), older)).rejects.toThrow(/exported with database schema 0002_admin_password_changed_at/);
    const junk = path.join(work, "junk.tar.gz");
    writeFileSync(junk, "not an archive");
    await expect(importSite(target, uploadsDirectory(path.join(work, "x")), junk)).rejects.toThrow(ImportRefused);
  });
});
