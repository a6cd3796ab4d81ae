import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { MIGRATIONS_DIR, PROJECT_ROOT } from "../project-root.ts";

/**
 * Where a new embedded database's files come from (docs/decisions/056, 058).
 * - From the build's template when there is one: a database with every migration applied and nothing
 *   else, made by `npm run build` (embedded-template.ts), copied in well under a second, where
 *   PostgreSQL's initdb and the migrations take six to seven seconds on a small machine.
 * - Otherwise (`npm run dev` before any build, a template of another PGlite or other migrations) from a
 *   short-lived process (embedded-create.mjs): the memory PGlite's initdb takes stays with the process
 *   that ran it, so it must not be the server's.
 */

const CREATE_FILE = path.join(PROJECT_ROOT, "server/db/embedded-create.mjs");
/** Beside the installed packages it depends on, not in build/, which React Router empties on every build. */
const TEMPLATES_DIR = path.join(PROJECT_ROOT, "node_modules/.cache/vistaar/database-template");

/** The installed PGlite's version: a template's files belong to the version that wrote them. */
function pgliteVersion(): string {
  const require = createRequire(path.join(PROJECT_ROOT, "package.json"));
  let dir = path.dirname(require.resolve("@electric-sql/pglite"));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string; version?: string };
      if (name === "@electric-sql/pglite" && version) return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("could not find PGlite's package.json");
    dir = parent;
  }
}

/** What the migrations are: a template made with other migrations is not used. */
function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  for (const entry of readdirSync(MIGRATIONS_DIR, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => path.join(file.parentPath, file.name))
    .sort()) {
    hash.update(path.relative(MIGRATIONS_DIR, entry)).update("\0").update(readFileSync(entry)).update("\0");
  }
  return hash.digest("hex").slice(0, 12);
}

/** The build's template for the installed PGlite and these migrations (it may not exist). */
export function databaseTemplateDir(): string {
  return path.join(TEMPLATES_DIR, `pglite-${pgliteVersion()}-migrations-${migrationsFingerprint()}`);
}

/** Runs PGlite's initdb in `location` in a process of its own, which then exits. */
async function createInOwnProcess(location: string): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [CREATE_FILE, location]);
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    const reason = stderr?.trim().split("\n").findLast((line) => line.trim() !== "") ?? (error as Error).message;
    throw new Error(`could not create the database files: ${reason}`);
  }
}

/**
 * Copies the template into `location` (an empty directory) through a sibling directory renamed into
 * place, so an interrupted copy never leaves something that looks like a database. False when there
 * is no template or `location` is not empty.
 */
function copyTemplate(template: string, location: string): boolean {
  if (!existsSync(path.join(template, "PG_VERSION")) || readdirSync(location).length > 0) return false;
  const partial = `${location}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  rmdirSync(location);
  renameSync(partial, location);
  return true;
}

/**
 * Gives `location` (an existing directory, inside a data directory the caller has locked) a new database
 * unless it has one already: the template's copy (migrated) or, without one, an empty one from initdb.
 */
export async function createDatabaseFiles(location: string, template?: string): Promise<void> {
  if (existsSync(path.join(location, "PG_VERSION"))) return;
  // Found only now: naming the template reads and hashes the migrations, which a start that has its database skips.
  if (copyTemplate(template ?? databaseTemplateDir(), location)) return;
  await createInOwnProcess(location);
}
