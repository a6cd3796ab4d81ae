import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root, found by walking up from this module to the nearest package.json.
 * The same code runs from source (tsx, Vitest) and from the bundle in build/server,
 * so paths to migrations and built assets are resolved from here, not from the cwd.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "server/db/migrations");
export const CLIENT_BUILD_DIR = path.join(PROJECT_ROOT, "build/client");
