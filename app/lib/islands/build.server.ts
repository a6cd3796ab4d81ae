import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_BUILD_DIR } from "#server/project-root.ts";
import type { IslandScripts } from "./bootstrap.tsx";

/** Where the islands build writes its manifest (scripts/islands-build.ts), outside what is served. */
export const ISLANDS_MANIFEST = path.join(CLIENT_BUILD_DIR, "..", "islands-manifest.json");

/** A chunk in Vite's build manifest, as far as we read it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The islands' entry and the modules it imports, as URLs (the build puts the runtime and every island
 * in the entry itself: scripts/islands-build.ts). Null when the manifest has no entry.
 */
export function islandScriptsFrom(manifest: Record<string, ManifestChunk>): IslandScripts | null {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return null;
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return { entry: `/${entry.file}`, preloads: [...preloads] };
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
