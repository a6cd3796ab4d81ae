// Loads an archive written by `npm run export` into the configured database and file storage:
//   npm run import -- site.tar.gz [--replace]
// The database must be empty (a new one, before the site's first start) unless --replace is given,
// which deletes everything in it first. With the embedded database, stop the server first.
import { parseArgs } from "node:util";
import { ImportRefused, importSite } from "#server/backup/import-site.ts";
import { createFileStorage } from "#server/storage/create-file-storage.ts";
import { fail, failureReason, loadConfigOrFail, openConfiguredDatabase } from "./support/cli-database.ts";

const usage = "Usage: npm run import -- <file.tar.gz> [--replace]";

let archive: string | undefined;
let replace = false;
try {
  const parsed = parseArgs({ options: { replace: { type: "boolean" } }, allowPositionals: true, strict: true });
  [archive] = parsed.positionals;
  replace = parsed.values.replace === true;
  if (parsed.positionals.length > 1) throw new Error("Give one archive.");
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (!archive) fail(`Which archive?\n${usage}`);

const config = loadConfigOrFail();
const database = await openConfiguredDatabase(config);
// The configured storage (data directory, PostgreSQL or S3): files move between backends with the archive.
const files = await createFileStorage(config.fileStorage, database);
const started = performance.now();
try {
  const { manifest, rows } = await importSite(database, files, archive, { replace });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Imported ${rows} rows into ${manifest.tables.length} tables and ${manifest.files.count} files from ${archive} in ${seconds} s.`);
} catch (error) {
  fail(error instanceof ImportRefused ? error.message : `Import failed; the database was left as it was: ${failureReason(error)}`);
} finally {
  await files.close();
  await database.close();
}
