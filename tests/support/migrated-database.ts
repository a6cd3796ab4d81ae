import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from "#server/db/client.ts";
import { MIGRATIONS_DIR } from "#server/project-root.ts";
import { pgliteHandle } from "./test-database.ts";

export type RawQuery = (text: string) => Promise<Array<Record<string, unknown>>>;

export interface MigratedDatabase {
  /** SQL as it is, for what the schema no longer names (old columns, index names). */
  query: RawQuery;
  /** The database as the app opens it. */
  handle: DatabaseHandle;
  close: () => Promise<void>;
}

/**
 * For a migration's own test: a new database migrated up to the migration before `tag` (e.g. "0013_"),
 * given the rows `fill` writes as they were then, and migrated to the newest. On PGlite in `npm test`, on
 * the PostgreSQL server (a database of its own) in `npm run test:pg`.
 */
export async function databaseMigratedAcross(tag: string, fill: (query: RawQuery) => Promise<void>): Promise<MigratedDatabase> {
  // The migrations before `tag` in a folder of their own.
  const dir = mkdtempSync(path.join(os.tmpdir(), "vistaar-migration-"));
  const before = path.join(dir, "before");
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ idx: number; tag: string }> };
  const from = journal.entries.findIndex((entry) => entry.tag.startsWith(tag));
  if (from < 0) throw new Error(`No migration ${tag}`);
  for (const entry of journal.entries.slice(from)) rmSync(path.join(before, `${entry.tag}.sql`));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, from) }));

  if (process.env.TEST_DATABASE_KIND === "postgres") {
    const name = `vistaar_migration_${tag.replace(/\W/g, "")}_${process.pid}`;
    const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await server.connect();
    await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const query: RawQuery = async (text) => (await client.query(text)).rows;
    await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder: before });
    await fill(query);
    await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder: MIGRATIONS_DIR });
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
    return {
      query,
      handle,
      close: async () => {
        await handle.close();
        await client.end();
        await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await server.end();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const query: RawQuery = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
  await migratePglite(drizzlePglite(client), { migrationsFolder: before });
  await fill(query);
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    query,
    handle: pgliteHandle(client),
    close: async () => {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
