import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_BUILD_DIR } from "#server/project-root.ts";
import type { IslandScripts } from "./bootstrap.tsx";
import { isIslandName } from "./registry.ts";

/** Where the islands build writes its manifest (scripts/islands-build.ts), outside what is served. */
export const ISLANDS_MANIFEST = path.join(CLIENT_BUILD_DIR, "..", "islands-manifest.json");

/** A chunk in Vite's build manifest, as far as we read it. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * The islands' entry, the modules it imports, and each island's own modules (what it imports beyond
 * the entry's), as URLs. Each island's module is a chunk named after its file, which is the island's
 * name (./registry.ts). Null when the manifest has no entry.
 */
export function islandScriptsFrom(manifest: Record<string, ManifestChunk>): IslandScripts | null {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return null;
  const filesOf = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return files;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach((imported) => filesOf(imported, files));
    return files;
  };
  const entryFiles = new Set<string>();
  entry.imports?.forEach((imported) => filesOf(imported, entryFiles));
  const islands: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && chunk.name && isIslandName(chunk.name)) islands[chunk.name] = [...filesOf(key)].filter((file) => !entryFiles.has(file));
  }
  return { entry: `/${entry.file}`, preloads: [...entryFiles], islands };
}

let scriptsOnce: IslandScripts | null | undefined;

/**
 * The islands' scripts, read once from the build. Null in development (no islands build: public
 * pages hydrate on demand with React Router there, as before decision 052).
 */
export function islandScripts(): IslandScripts | null {
  if (scriptsOnce !== undefined) return scriptsOnce;
  if (import.meta.env.DEV || !existsSync(ISLANDS_MANIFEST)) return (scriptsOnce = null);
  return (scriptsOnce = islandScriptsFrom(JSON.parse(readFileSync(ISLANDS_MANIFEST, "utf8")) as Record<string, ManifestChunk>));
}
