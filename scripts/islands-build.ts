// The islands' browser build (docs/decisions/052): public pages hydrate their islands with React DOM
// alone, from an entry of their own (app/lib/islands/client.tsx), without React Router. Built after
// React Router's browser build, into the same assets folder (immutable, precompressed like the rest:
// scripts/precompress-assets.ts runs after this), with its manifest beside the build for the server
// (app/lib/islands/build.server.ts).
import { rename } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin, type Rollup } from "vite";
import { SEPARATE_ISLANDS, SEPARATE_ISLANDS_CHUNK } from "../app/lib/islands/separate-islands.ts";

export const ISLANDS_ENTRY = "app/lib/islands/client.tsx";
const ISLANDS_REGISTRY = "app/lib/islands/registry.ts";

/**
 * One file for the runtime and nearly every island's code (a page's islands are all hydrated on the
 * first touch, and on a phone each further file can cost a round trip: HTTP/1.1 opens six connections
 * at most); the islands only one page holds (the home page's carousels: app/lib/islands/separate-islands.ts)
 * have a file of their own, fetched alongside the entry by that page only; what is loaded later (Zod
 * with a form's contract on submit, the toasts on the first toast, the spreadsheet) keeps its own files.
 */
function islandChunks(root: string, registry: string): Rollup.GetManualChunk {
  let chunkOf: Map<string, string> | undefined;
  const reachedFrom = (starts: string[], getModuleInfo: Rollup.GetModuleInfo, skip: Set<string> = new Set()) => {
    const reached = new Set<string>();
    const pending = [...starts];
    while (pending.length > 0) {
      const next = pending.pop()!;
      if (reached.has(next) || skip.has(next)) continue;
      reached.add(next);
      pending.push(...(getModuleInfo(next)?.importedIds ?? []));
    }
    return reached;
  };
  return (id, { getModuleInfo }) => {
    if (!chunkOf) {
      const registryInfo = getModuleInfo(registry);
      const loaded = registryInfo?.dynamicallyImportedIds ?? [];
      const separate = Object.values(SEPARATE_ISLANDS).map((module) => path.resolve(root, module));
      const strays = separate.filter((module) => !loaded.includes(module));
      if (strays.length > 0) throw new Error(`${path.relative(root, registry)} does not load ${strays.join(", ")} (app/lib/islands/separate-islands.ts)`);
      const atTouch = reachedFrom([...loaded.filter((module) => !separate.includes(module)), ...(registryInfo?.importers ?? [])], getModuleInfo);
      chunkOf = new Map([...atTouch].map((module) => [module, "site"]));
      for (const module of reachedFrom(separate, getModuleInfo, atTouch)) chunkOf.set(module, SEPARATE_ISLANDS_CHUNK);
    }
    const chunk = chunkOf.get(id);
    if (chunk) return chunk;
    return /[\\/]node_modules[\\/]zod[\\/]/.test(id) ? "zod" : undefined;
  };
}

export function islandsBuild(): Plugin {
  let root = "";
  let outDir = "";
  let isSsrBuild = false;
  return {
    name: "vistaar:islands-build",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler() {
        if (isSsrBuild) return;
        await build({
          configFile: false,
          root,
          logLevel: "warn",
          // Preact's React-compatible runtime in place of React DOM: 11 KB in place of 64 KB (brotli) on a
          // visitor's first touch (docs/decisions/052). The server still renders with React.
          resolve: {
            alias: [
              { find: /^react$/, replacement: "preact/compat" },
              { find: /^react-dom$/, replacement: "preact/compat" },
              { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
              { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
              { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
            ],
          },
          build: {
            target: "es2022",
            outDir,
            emptyOutDir: false,
            manifest: "islands-manifest.json",
            assetsInlineLimit: 0,
            rollupOptions: {
              input: path.resolve(root, ISLANDS_ENTRY),
              output: {
                entryFileNames: "assets/islands-[hash].js",
                chunkFileNames: "assets/islands-[name]-[hash].js",
                manualChunks: islandChunks(root, path.resolve(root, ISLANDS_REGISTRY)),
              },
            },
          },
        });
        // Kept next to the build, not among the files the site serves.
        await rename(path.join(outDir, "islands-manifest.json"), path.join(outDir, "..", "islands-manifest.json"));
      },
    },
  };
}
