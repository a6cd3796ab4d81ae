import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./scripts/client-chunks.ts";
import { databaseTemplate } from "./scripts/database-template.ts";
import { islandsBuild } from "./scripts/islands-build.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";

// The server build's entry is our Fastify server (server/main.ts), which imports
// React Router's build as a virtual module: one module graph, one bundle to run.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: isSsrBuild ? "node20" : "es2022",
    // In the browser, every file costs a request on a slow phone: modules are grouped by who needs
    // them (framework, Zod, the root's shell, the public site, the admin panel), scripts/client-chunks.ts.
    rollupOptions: isSsrBuild
      ? { input: "./server/main.ts" }
      : { output: { manualChunks: clientChunks() } },
    assetsInlineLimit: 0,
  },
  plugins: [tailwindcss(), reactRouter(), islandsBuild(), precompressAssets(), databaseTemplate()],
}));
