import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_BUILD_DIR } from "#server/project-root.ts";
import type { IslandScripts } from "./bootstrap.tsx";
import type { IslandName } from "./island.tsx";
import { SEPARATE_ISLANDS, SEPARATE_ISLANDS_CHUNK } from "./separate-islands.ts";

/** Where the islands build writes its manifest (scripts/islands-build.ts), outside what is served. */
export const ISLANDS_MANIFEST = path.join(CLIENT_BUILD_DIR, "..", "islands-manifest.json");

/** A chunk in Vite's build manifest, as far as we read it. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (a manual chunk's: scripts/islands-build.ts). */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The islands' entry and the modules it imports, as URLs, and the files of the islands that have their
 * own (./separate-islands.ts; fetched only by a page that holds one). Null when the manifest has no entry.
 */
export function islandScriptsFrom(manifest: Record<string, ManifestChunk>): IslandScripts | null {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return null;
  const filesOf = (keys: string[] | undefined, found: Set<string>) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || found.has(`/${chunk.file}`)) return;
      found.add(`/${chunk.file}`);
      chunk.imports?.forEach(visit);
    };
    keys?.forEach(visit);
    return found;
  };
  const preloads = filesOf(entry.imports, new Set());
  // The build puts them all in one chunk of that name (scripts/islands-build.ts).
  const separateChunk = Object.keys(manifest).find((key) => manifest[key]!.name === SEPARATE_ISLANDS_CHUNK);
  const separateFiles = separateChunk ? [...filesOf([separateChunk], new Set())].filter((file) => !preloads.has(file)) : [];
  const separate: IslandScripts["separate"] = {};
  if (separateFiles.length > 0) for (const name of Object.keys(SEPARATE_ISLANDS)) separate[name as IslandName] = separateFiles;
  return { entry: `/${entry.file}`, preloads: [...preloads], separate };
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
