// Export/import times and archive sizes, between the embedded database and PostgreSQL:
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:export
// For the demo site (its content and the two test photos as uploads), then with 100,000 contacts
// more (BENCH_EXPORT_CONTACTS to change). Each step as `npm run export` / `npm run import` do it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { exportSite } from "#server/backup/export-site.ts";
import { importSite } from "#server/backup/import-site.ts";
import { uploadsDirectory } from "#server/backup/site-files.ts";
import { openDatabase } from "#server/db/client.ts";
import { seedDemoContentOnce } from "#server/db/seed.ts";
import { storeImage } from "#server/modules/uploads/service.ts";
import { DirectoryStorage } from "#server/storage/directory-storage.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { openBenchDatabase } from "./bench-support/bench-database.ts";
import { seedContacts } from "./bench-support/seed-contacts.ts";

if (!process.env.BENCH_DATABASE_URL) {
  console.error("Set BENCH_DATABASE_URL to a PostgreSQL server (a database is created and dropped on it).");
  process.exit(1);
}
const extraContacts = Number(process.env.BENCH_EXPORT_CONTACTS ?? 100_000);
const work = mkdtempSync(path.join(os.tmpdir(), "vistaar-bench-export-"));

const seconds = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
};

async function scenario(label: string, databaseSuffix: string, contacts: number) {
  const dir = path.join(work, databaseSuffix);
  // The embedded database on disk, as a real site has it (not in memory).
  const embedded = await openDatabase({ dataDir: path.join(dir, "embedded") });
  await embedded.migrate();
  await seedDemoContentOnce(embedded.db);
  const uploads = path.join(dir, "uploads");
  mkdirSync(uploads, { recursive: true });
  for (const fixture of ["cafe-photo.jpg", "speed-chart.png"]) await storeImage(new DirectoryStorage(uploads), readFileSync(path.join(PROJECT_ROOT, "tests/fixtures", fixture)));
  if (contacts > 0) await seedContacts(embedded, contacts);

  const fromEmbedded = path.join(dir, "from-embedded.tar.gz");
  let size = 0;
  let rows = 0;
  const exportEmbedded = await seconds(async () => {
    const { archiveBytes, manifest } = await exportSite(embedded, uploadsDirectory(uploads), fromEmbedded);
    size = archiveBytes;
    rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  });
  await embedded.close();

  const { handle: server, drop } = await openBenchDatabase(databaseSuffix);
  await server.migrate();
  const importPostgres = await seconds(() => importSite(server, uploadsDirectory(path.join(dir, "server-uploads")), fromEmbedded));
  const fromPostgres = path.join(dir, "from-postgres.tar.gz");
  const exportPostgres = await seconds(() => exportSite(server, uploadsDirectory(path.join(dir, "server-uploads")), fromPostgres));
  await drop();

  const back = await openDatabase({ dataDir: path.join(dir, "back") });
  await back.migrate();
  const importEmbedded = await seconds(() => importSite(back, uploadsDirectory(path.join(dir, "back-uploads")), fromPostgres));
  await back.close();

  console.log(
    `| ${label} | ${rows.toLocaleString("en-US")} | ${(size / 1e6).toFixed(2)} MB | ${exportEmbedded.toFixed(1)} s | ${importPostgres.toFixed(1)} s | ${exportPostgres.toFixed(1)} s | ${importEmbedded.toFixed(1)} s |`,
  );
}

try {
  console.log("| site | rows | archive | export (embedded) | import (PostgreSQL) | export (PostgreSQL) | import (embedded) |");
  console.log("|---|---|---|---|---|---|---|");
  await scenario("demo", "demo", 0);
  await scenario(`demo + ${extraContacts.toLocaleString("en-US")} contacts`, "contacts", extraContacts);
} finally {
  rmSync(work, { recursive: true, force: true });
}
