import { createReadStream } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { DatabaseHandle, Transaction } from "../db/client.ts";
import { rowsOf } from "../db/query-helpers.ts";
import { schemaTables } from "../db/tables.ts";
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveManifest, FILES_DIR, latestMigration, MANIFEST_FILE, NOT_EXPORTED } from "./archive-format.ts";
import type { SiteFiles } from "./site-files.ts";

/** Rows sent per INSERT: one round trip per batch, a few MB at most. */
const BATCH_ROWS = 1000;

/** Refusals a person can act on (the CLI prints the message alone). */
export class ImportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportRefused";
  }
}

export interface ImportOptions {
  /** Empty every table first (otherwise a database with rows is refused). */
  replace?: boolean;
}

export interface ImportSummary {
  manifest: ArchiveManifest;
  rows: number;
}

/**
 * Loads an archive written by exportSite into `database` (migrated to the same schema version) and
 * `files`. Files first (content-addressed: an interrupted import leaves nothing wrong behind), then
 * every table in one transaction, parents first, each checked against the manifest's count; the
 * derived tables, sequences and planner statistics are brought up to date before it commits.
 */
export async function importSite(database: DatabaseHandle, files: SiteFiles, archive: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const work = await mkdtemp(path.join(tmpdir(), "vistaar-import-"));
  try {
    // Plain files and folders only: a link in the archive would make the import read (and publish, or
    // load into the database) whatever it points to on this machine.
    const notPlain: string[] = [];
    try {
      await tar.extract({
        file: archive,
        cwd: work,
        strict: true,
        filter: (entryPath, entry) => {
          const plain = "type" in entry && (entry.type === "File" || entry.type === "Directory");
          if (!plain) notPlain.push(entryPath);
          return plain;
        },
      });
    } catch (error) {
      throw new ImportRefused(`${archive} is not a readable site archive (${(error as Error).message}).`);
    }
    if (notPlain.length > 0) {
      throw new ImportRefused(`The archive holds ${notPlain[0]}, which is not a plain file: it was not written by npm run export. Nothing was imported.`);
    }
    const manifest = await readManifest(work);
    const known = new Map(schemaTables().map((table) => [table.name, table]));
    for (const table of manifest.tables) {
      if (!known.has(table.name)) throw new ImportRefused(`The archive has a table this version does not know: ${table.name}.`);
    }

    await refuseNonEmpty(database, options.replace === true);

    const fileKeys = await readdir(path.join(work, FILES_DIR)).catch(() => [] as string[]);
    if (fileKeys.length !== manifest.files.count) {
      throw new ImportRefused(`The archive lists ${manifest.files.count} files but holds ${fileKeys.length}.`);
    }
    for (const key of fileKeys) {
      await files.put(key, await readFile(path.join(work, FILES_DIR, key)), contentTypeOf(key));
    }

    let rows = 0;
    await database.db.transaction(async (tx) => {
      if (options.replace) await emptyEveryTable(tx);
      // Parents first: the manifest's order is the exporter's; ours decides.
      for (const { name } of schemaTables()) {
        const entry = manifest.tables.find((table) => table.name === name);
        if (!entry) continue;
        const loaded = await loadTable(tx, name, path.join(work, entry.file));
        if (loaded !== entry.rows) throw new ImportRefused(`${name}: the manifest says ${entry.rows} rows, the archive holds ${loaded}. Nothing was imported.`);
        rows += loaded;
      }
      await rebuildDerivedTables(tx);
      await resetSequences(tx);
    });
    // Planner statistics for the new rows (the embedded database has no autovacuum to do it).
    await database.db.execute(sql`ANALYZE`);
    return { manifest, rows };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function readManifest(work: string): Promise<ArchiveManifest> {
  let manifest: ArchiveManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(work, MANIFEST_FILE), "utf8")) as ArchiveManifest;
  } catch {
    throw new ImportRefused(`The archive has no readable ${MANIFEST_FILE}: it was not written by npm run export.`);
  }
  if (manifest.format !== ARCHIVE_FORMAT || manifest.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw new ImportRefused(`The archive is in format ${manifest.format} ${manifest.formatVersion}; this version reads ${ARCHIVE_FORMAT} ${ARCHIVE_FORMAT_VERSION}.`);
  }
  const ours = latestMigration();
  if (manifest.schemaVersion !== ours) {
    throw new ImportRefused(
      `The archive was exported with database schema ${manifest.schemaVersion}; this version has ${ours}. Import it with the version that exported it, start that version once on the new database after upgrading, or export again from an upgraded site.`,
    );
  }
  return manifest;
}

/** Site tables (not the derived or transient ones) that hold rows. */
async function refuseNonEmpty(database: DatabaseHandle, replace: boolean) {
  if (replace) return;
  const filled: string[] = [];
  for (const { name } of schemaTables()) {
    if (NOT_EXPORTED.has(name)) continue;
    const [row] = rowsOf<{ any: boolean }>(await database.db.execute(sql.raw(`SELECT EXISTS (SELECT 1 FROM "${name}") AS any`)));
    if (row?.any) filled.push(name);
  }
  if (filled.length > 0) {
    throw new ImportRefused(
      `The database is not empty (${filled.join(", ")} ${filled.length === 1 ? "has" : "have"} rows). Import into a new, empty database (before the site's first start), or add --replace to delete everything in it first.`,
    );
  }
}

async function emptyEveryTable(tx: Transaction) {
  const names = schemaTables().map((table) => `"${table.name}"`);
  await tx.execute(sql.raw(`TRUNCATE ${names.join(", ")} RESTART IDENTITY CASCADE`));
}

/**
 * Streams a JSON-lines file into its table, BATCH_ROWS rows per INSERT; returns the row count. Every
 * column the database lets one write is written as exported: identity columns keep their values
 * (`OVERRIDING SYSTEM VALUE`: the activity log's ids are `GENERATED ALWAYS`), and generated columns,
 * which the database computes, are left to it.
 */
async function loadTable(tx: Transaction, table: string, file: string): Promise<number> {
  const columns = sql.join(
    (await writableColumns(tx, table)).map((column) => sql.identifier(column)),
    sql`, `,
  );
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // json_populate_recordset turns each object into a row of the table's own type: every column by name, typed by the database.
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${`[${batch.join(",")}]`}::json)`,
    );
    rows += batch.length;
    batch = [];
  };
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  return rows;
}

/** The table's columns an INSERT may name (all but the generated ones), in the table's order. */
async function writableColumns(tx: Transaction, table: string): Promise<string[]> {
  const columns = rowsOf<{ column_name: string }>(
    await tx.execute(sql`
      SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
      ORDER BY ordinal_position`),
  );
  return columns.map((column) => column.column_name);
}

/** contact_status_counts (migration 0003): recounted from the imported contacts. */
async function rebuildDerivedTables(tx: Transaction) {
  await tx.execute(sql`DELETE FROM contact_status_counts`);
  await tx.execute(sql`INSERT INTO contact_status_counts (status, total) SELECT status, count(*) FROM contacts GROUP BY status`);
}

/** Every sequence owned by a column (identity or serial: the activity log's ids) continues after the highest imported value. */
async function resetSequences(tx: Transaction) {
  const owned = rowsOf<{ table_name: string; column_name: string; sequence: string }>(
    await tx.execute(sql`
      SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`),
  );
  for (const { table_name: table, column_name: column, sequence } of owned) {
    await tx.execute(
      sql`SELECT setval(${sequence}, COALESCE((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", avif: "image/avif" };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
