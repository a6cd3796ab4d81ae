import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { openEmbeddedDatabase } from "./embedded.ts";
import { databaseTemplateDir } from "./embedded-files.ts";

/**
 * Makes the template a first start copies (embedded-files.ts, docs/decisions/058): a new embedded
 * database with every migration applied, in node_modules/.cache, unless the one for this PGlite and
 * these migrations is there already; templates of other versions are removed. Returns whether it made
 * one. Run by the build (scripts/database-template.ts).
 */
export async function buildDatabaseTemplate(template: string = databaseTemplateDir()): Promise<boolean> {
  if (existsSync(path.join(template, "PG_VERSION"))) return false;
  const parent = path.dirname(template);
  if (existsSync(parent)) {
    for (const entry of readdirSync(parent)) rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
  // A data directory of its own (the lock lives beside the database), whose database becomes the template.
  const dataDir = `${template}.partial`;
  mkdirSync(dataDir, { recursive: true });
  const database = await openEmbeddedDatabase(dataDir, { template: path.join(dataDir, "no-template") });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  renameSync(path.join(dataDir, "pglite"), template);
  rmSync(dataDir, { recursive: true, force: true });
  return true;
}
