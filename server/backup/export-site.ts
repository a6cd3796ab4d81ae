import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { DatabaseHandle, Transaction } from "../db/client.ts";
import { rowsOf } from "../db/query-helpers.ts";
import { schemaTables } from "../db/tables.ts";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type ArchiveManifest,
  FILES_DIR,
  latestMigration,
  MANIFEST_FILE,
  NOT_EXPORTED,
  tableFile,
} from "./archive-format.ts";
import type { SiteFiles } from "./site-files.ts";

/** Rows fetched per round from the cursor: bounded memory whatever the table's size. */
const BATCH_ROWS = 2000;

export interface ExportSummary {
  manifest: ArchiveManifest;
  archiveBytes: number;
}

/**
 * Writes every exported table and every uploaded file to a gzipped tar at `outFile` (format in
 * archive-format.ts). The rows come from one REPEATABLE READ, read-only transaction: a consistent
 * snapshot while the site keeps running on PostgreSQL. Files are copied after the rows (they are
 * content-addressed and never changed in place, so a file referenced by an exported row is there).
 */
export async function exportSite(database: DatabaseHandle, files: SiteFiles, outFile: string): Promise<ExportSummary> {
  const work = await mkdtemp(path.join(tmpdir(), "vistaar-export-"));
  try {
    await mkdir(path.join(work, "tables"));
    await mkdir(path.join(work, FILES_DIR));
    const tables: ArchiveManifest["tables"] = [];
    await database.db.transaction(
      async (tx) => {
        for (const { name } of schemaTables()) {
          if (NOT_EXPORTED.has(name)) continue;
          tables.push({ name, rows: await writeTable(tx, name, path.join(work, tableFile(name))), file: tableFile(name) });
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    let fileCount = 0;
    let fileBytes = 0;
    for await (const key of files.list()) {
      const bytes = await files.get(key);
      if (!bytes) continue; // Deleted since it was listed.
      await writeFile(path.join(work, FILES_DIR, key), bytes);
      fileCount += 1;
      fileBytes += bytes.length;
    }

    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      schemaVersion: latestMigration(),
      createdAt: new Date().toISOString(),
      source: database.kind,
      tables,
      files: { count: fileCount, bytes: fileBytes },
    };
    await writeFile(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    await mkdir(path.dirname(path.resolve(outFile)), { recursive: true });
    // Written next to the target and renamed: a failed export never leaves half an archive under its name.
    const partial = `${outFile}.partial`;
    await tar.create({ gzip: { level: 6 }, file: partial, cwd: work, portable: true }, [MANIFEST_FILE, "tables", FILES_DIR]);
    await rename(partial, outFile);
    return { manifest, archiveBytes: (await stat(outFile)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Streams one table through a cursor into a JSON-lines file; returns the row count. */
async function writeTable(tx: Transaction, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let rows = 0;
  try {
    await tx.execute(sql.raw(`DECLARE export_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM "${table}" AS t`));
    for (;;) {
      const batch = rowsOf<{ line: string }>(await tx.execute(sql.raw(`FETCH ${BATCH_ROWS} FROM export_rows`)));
      if (batch.length === 0) break;
      const chunk = batch.map((row) => row.line).join("\n") + "\n";
      if (!out.write(chunk)) await once(out, "drain");
      rows += batch.length;
    }
    await tx.execute(sql.raw("CLOSE export_rows"));
  } finally {
    out.end();
    await once(out, "close");
  }
  return rows;
}
