import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportSite } from "#server/backup/export-site.ts";
import { ImportRefused, importSite } from "#server/backup/import-site.ts";
import { uploadsDirectory } from "#server/backup/site-files.ts";
import type { FileStorageConfig } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { createFileStorage } from "#server/storage/create-file-storage.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { fillSite, filesByName, freshPglite, siteContents, tempDir } from "#tests/support/site-archive.ts";
import { useStorageBackend } from "#tests/support/storage-backends.ts";

/**
 * `npm run export` / `npm run import` between the two kinds of database: a site that grew up on the
 * embedded database moves to PostgreSQL, and back, with every row and every file equal.
 */

const serverUrl = () => process.env.TEST_DATABASE_URL!;
const created: string[] = [];

/** A new, empty PostgreSQL database on the test server (dropped afterwards). */
async function freshPostgres(label: string): Promise<DatabaseHandle> {
  const name = `vistaar_archive_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  await database.migrate();
  return database;
}

const work = tempDir("archive-test");
const handles: DatabaseHandle[] = [];
let embedded: DatabaseHandle;
const embeddedUploads = path.join(work, "embedded-uploads");

beforeAll(async () => {
  embedded = await freshPglite();
  handles.push(embedded);
  await fillSite(embedded, embeddedUploads);
});

afterAll(async () => {
  for (const handle of handles) await handle.close();
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
});

describe("export and import between the embedded database and PostgreSQL", () => {
  it("moves every row and file from the embedded database to PostgreSQL, and back", async () => {
    const original = await siteContents(embedded, embeddedUploads);
    expect(Object.keys(original.files)).toHaveLength(6);
    expect(original.tables.contacts!.length).toBeGreaterThan(0);

    const first = path.join(work, "from-embedded.tar.gz");
    const exported = await exportSite(embedded, uploadsDirectory(embeddedUploads), first);
    expect(exported.manifest.source).toBe("pglite");
    expect(exported.manifest.files.count).toBe(6);
    expect(exported.manifest.tables.find((table) => table.name === "contacts")!.rows).toBe(original.tables.contacts!.length);

    const server = await freshPostgres("up");
    handles.push(server);
    const serverUploads = path.join(work, "server-uploads");
    await importSite(server, uploadsDirectory(serverUploads), first);
    expect(await siteContents(server, serverUploads)).toEqual(original);

    const second = path.join(work, "from-postgres.tar.gz");
    expect((await exportSite(server, uploadsDirectory(serverUploads), second)).manifest.source).toBe("postgres");
    const back = await freshPglite();
    handles.push(back);
    const backUploads = path.join(work, "back-uploads");
    await importSite(back, uploadsDirectory(backUploads), second);
    expect(await siteContents(back, backUploads)).toEqual(original);
  });

  it("refuses a database with rows unless told to replace them", async () => {
    const archive = path.join(work, "replace.tar.gz");
    await exportSite(embedded, uploadsDirectory(embeddedUploads), archive);
    const server = await freshPostgres("replace");
    handles.push(server);
    const uploads = path.join(work, "replace-uploads");
    await fillSite(server, uploads);
    await server.db.execute("UPDATE contacts SET name = 'Changed after export'" as never);

    await expect(importSite(server, uploadsDirectory(uploads), archive)).rejects.toThrow(ImportRefused);
    await expect(importSite(server, uploadsDirectory(uploads), archive)).rejects.toThrow(/not empty.*--replace/);
    await importSite(server, uploadsDirectory(uploads), archive, { replace: true });
    const after = await siteContents(server, uploads);
    const original = await siteContents(embedded, embeddedUploads);
    expect(after.tables).toEqual(original.tables);
    expect(after.counts).toEqual(original.counts);
  });
});

describe("export and import with the uploads in S3-compatible object storage", () => {
  const buckets = useStorageBackend("s3");
  const storages: FileStorage[] = [];
  afterAll(async () => {
    for (const storage of storages) await storage.close();
  });
  async function storageFor(config: FileStorageConfig, database: DatabaseHandle) {
    const storage = await createFileStorage(config, database);
    storages.push(storage);
    return storage;
  }

  it("moves a site whose uploads live in a bucket into another bucket, the data directory and PostgreSQL, every row and file equal", async () => {
    // The site: the embedded database, its uploads in a bucket (a real S3-protocol server).
    const sourceBucket = await storageFor(await buckets.next(), embedded);
    for (const [name, bytes] of Object.entries(await filesByName(uploadsDirectory(embeddedUploads)))) {
      await sourceBucket.put(name, Buffer.from(bytes, "base64"), "image/webp");
    }
    const original = await siteContents(embedded, sourceBucket);
    expect(Object.keys(original.files)).toHaveLength(6);

    const archive = path.join(work, "from-bucket.tar.gz");
    expect((await exportSite(embedded, sourceBucket, archive)).manifest.files.count).toBe(6);

    // Into PostgreSQL with its uploads in another, empty bucket.
    const server = await freshPostgres("s3");
    handles.push(server);
    const targetBucket = await storageFor(await buckets.next(), server);
    expect(await filesByName(targetBucket)).toEqual({});
    await importSite(server, targetBucket, archive);
    expect(await siteContents(server, targetBucket)).toEqual(original);

    // Out of PostgreSQL and that bucket, into the embedded database and its data directory.
    const second = path.join(work, "from-postgres-bucket.tar.gz");
    await exportSite(server, targetBucket, second);
    const back = await freshPglite();
    handles.push(back);
    const backUploads = path.join(work, "bucket-back-uploads");
    await importSite(back, uploadsDirectory(backUploads), second);
    expect(await siteContents(back, backUploads)).toEqual(original);

    // And into PostgreSQL keeping the files in the database (no object storage configured).
    const database = await freshPostgres("s3db");
    handles.push(database);
    const inDatabase = await storageFor({ kind: "database" }, database);
    await importSite(database, inDatabase, archive);
    expect(await siteContents(database, inDatabase)).toEqual(original);
  });
});
