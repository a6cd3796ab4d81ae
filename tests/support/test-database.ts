import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from "#server/db/client.ts";
import { inProcessDatabase } from "#server/db/embedded.ts";
import { schemaTables } from "#server/db/tables.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";

/**
 * One database per test worker, shared by the test files that worker runs (Vitest runs them with
 * isolate: false), wiped between tests with `resetDatabase()`.
 * - `npm test`: PGlite loaded from the migrated snapshot made in global-setup.ts
 * - `npm run test:pg`: a database of its own on the PostgreSQL server in TEST_DATABASE_URL
 */

let current: Promise<DatabaseHandle> | undefined;
let postgresUrl: string | undefined;

/** The URL of this worker's PostgreSQL test database (PostgreSQL suite only). */
export function testDatabaseUrl(): string | undefined {
  return postgresUrl;
}

export function getTestDatabase(): Promise<DatabaseHandle> {
  current ??= process.env.TEST_DATABASE_KIND === "postgres" ? openPostgresForWorker() : openPgliteFromSnapshot();
  return current;
}

async function openPgliteFromSnapshot(): Promise<DatabaseHandle> {
  // In this process rather than in the worker thread `npm start` uses (server/db/embedded.ts): loading
  // the snapshot here is what keeps the suite fast; the thread is covered by its own test and the
  // browser suite.
  const client = await PGlite.create({ loadDataDir: migratedSnapshot(), extensions: PGLITE_EXTENSIONS });
  // Shared by every file in this worker: closing is the worker's exit.
  return pgliteHandle(client);
}

/** The freshly migrated embedded database global-setup.ts made, as the tarball PGlite loads. */
export function migratedSnapshot(): Blob {
  return new Blob([readFileSync(inject("pgliteSnapshotPath"))]);
}

/** A handle on an in-process PGlite the test opened itself (already migrated; closing it is left to the test). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  return { ...inProcessDatabase(client), migrate: async () => {}, close: async () => {} };
}

async function openPostgresForWorker(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  // Unique per checkout (several worktrees may share one server) and per worker.
  const checkout = createHash("sha1").update(PROJECT_ROOT).digest("hex").slice(0, 8);
  const name = `vistaar_test_${checkout}_${process.env.VITEST_POOL_ID ?? "1"}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  postgresUrl = url.toString();
  const handle = await openDatabase({ databaseUrl: postgresUrl, dataDir: "" });
  await handle.migrate();
  return { ...handle, close: async () => {} };
}

/** Empties every table of the schema, so each test starts from a known, empty database. */
export async function resetDatabase(): Promise<Database> {
  const { db } = await getTestDatabase();
  const tables = schemaTables().map((table) => `"${table.name}"`);
  await db.execute(sql.raw(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
  return db;
}

