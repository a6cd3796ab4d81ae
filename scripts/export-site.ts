// Writes the whole site (every table's rows and every uploaded file) to one archive:
//   npm run export -- --out site.tar.gz
// Uses the server's configuration: DATABASE_URL (online: one consistent REPEATABLE READ snapshot), or
// the embedded database in DATA_DIR (stop the server first: only one process may open it).
// Format and restore: README "Backups", server/backup/archive-format.ts.
import { parseArgs } from "node:util";
import { exportSite } from "#server/backup/export-site.ts";
import { createFileStorage } from "#server/storage/create-file-storage.ts";
import { fail, failureReason, loadConfigOrFail, openConfiguredDatabase } from "./support/cli-database.ts";

const usage = "Usage: npm run export -- --out <file.tar.gz>";

let out: string | undefined;
try {
  ({ values: { out } } = parseArgs({ options: { out: { type: "string" } }, strict: true }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (!out) fail(`--out is required.\n${usage}`);

const config = loadConfigOrFail();
const database = await openConfiguredDatabase(config);
// The configured storage (data directory, PostgreSQL or S3): files move between backends with the archive.
const files = await createFileStorage(config.fileStorage, database);
const started = performance.now();
try {
  const { manifest, archiveBytes } = await exportSite(database, files, out);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Exported ${rows} rows from ${manifest.tables.length} tables and ${manifest.files.count} files to ${out} (${(archiveBytes / 1e6).toFixed(1)} MB, schema ${manifest.schemaVersion}) in ${seconds} s.`,
  );
} catch (error) {
  fail(`Export failed: ${failureReason(error)}`);
} finally {
  await files.close();
  await database.close();
}
