import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { PGLITE_EXTENSIONS } from "#server/db/client.ts";
import { inProcessDatabase } from "#server/db/embedded.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a freshly migrated PGlite database; workers load it instead of running initdb. */
    pgliteSnapshotPath: string;
  }
}

/**
 * Runs once per test run. PGlite: builds one migrated database and snapshots it, so each worker
 * starts from the snapshot in ~0.5 s. PostgreSQL: checks that TEST_DATABASE_URL answers, loudly.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DATABASE_KIND === "postgres") {
    await checkPostgres();
    project.provide("pgliteSnapshotPath", "");
    return;
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), "vistaar-test-"));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await inProcessDatabase(client).migrate();
  const snapshot = await client.dumpDataDir("none");
  await client.close();
  const snapshotPath = path.join(dir, "migrated.tar");
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteSnapshotPath", snapshotPath);

  return () => rmSync(dir, { recursive: true, force: true });
}

async function checkPostgres() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "TEST_DATABASE_URL is not set. The PostgreSQL suite needs a server, e.g. TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres",
    );
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    throw new Error(`Cannot reach the PostgreSQL server in TEST_DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
