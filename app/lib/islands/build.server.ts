import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_BUILD_DIR } from "#server/project-root.ts";
import type { IslandScripts } from "./bootstrap.tsx";
import { isIslandName } from "./registry.ts";

/** Where the islands build writes its manifest (scripts/islands-build.ts), outside what is served. */
export const ISLANDS_MANIFEST = path.join(CLIENT_BUILD_DIR, "..", "islands-manifest.json");

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

let scriptsOnce: IslandScripts | null | undefined;

/**
 * The islands' entry and the modules it imports, read once from the build. Null in development
 * (no islands build: public pages hydrate on demand with React Router, as before decision 052).
 */
export function islandScripts(): IslandScripts | null {
  if (scriptsOnce !== undefined) return scriptsOnce;
  if (import.meta.env.DEV || !existsSync(ISLANDS_MANIFEST)) return (scriptsOnce = null);
  const manifest = JSON.parse(readFileSync(ISLANDS_MANIFEST, "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return (scriptsOnce = null);
  // A module and what it imports, by URL, the entry's own files left out (they are fetched already).
  const filesOf = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return files;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach((imported) => filesOf(imported, files));
    return files;
  };
  const entryFiles = new Set<string>();
  entry.imports?.forEach((imported) => filesOf(imported, entryFiles));
  // Each island's module is a chunk named after its file, which is the island's name (./registry.ts).
  const islands: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && chunk.name && isIslandName(chunk.name)) islands[chunk.name] = [...filesOf(key)].filter((file) => !entryFiles.has(file));
  }
  return (scriptsOnce = { entry: `/${entry.file}`, preloads: [...entryFiles], islands });
}
