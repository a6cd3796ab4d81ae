// The islands' browser build (docs/decisions/052): public pages hydrate their islands with React DOM
// alone, from an entry of their own (app/lib/islands/client.tsx), without React Router. Built after
// React Router's browser build, into the same assets folder (immutable, precompressed like the rest:
// scripts/precompress-assets.ts runs after this), with its manifest beside the build for the server
// (app/lib/islands/build.server.ts).
import { rename } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin, type Rollup } from "vite";

export const ISLANDS_ENTRY = "app/lib/islands/client.tsx";
const ISLANDS_REGISTRY = "app/lib/islands/registry.ts";

/**
 * One file for the runtime and every island's code (a page's islands are all hydrated on the first
 * touch, and on a phone each further file can cost a round trip: HTTP/1.1 opens six connections at
 * most); what is loaded later (Zod with a form's contract on submit, the toasts on the first toast,
 * the spreadsheet) keeps its own files.
 */
function islandChunks(registry: string): Rollup.GetManualChunk {
  let atTouch: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!atTouch) {
      atTouch = new Set();
      const registryInfo = getModuleInfo(registry);
      const pending = [...(registryInfo?.dynamicallyImportedIds ?? []), ...(getModuleInfo(registry)?.importers ?? [])];
      while (pending.length > 0) {
        const next = pending.pop()!;
        if (atTouch.has(next)) continue;
        atTouch.add(next);
        pending.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if (atTouch.has(id)) return "site";
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
                manualChunks: islandChunks(path.resolve(root, ISLANDS_REGISTRY)),
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
