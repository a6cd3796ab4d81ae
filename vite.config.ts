import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/precompress-assets.ts";

const FRAMEWORK_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const frameworkChunk = (id: string) => (FRAMEWORK_PACKAGES.test(id) ? "framework" : undefined);

// The server build's entry is our Fastify server (server/main.ts), which imports
// React Router's build as a virtual module: one module graph, one bundle to run.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: isSsrBuild ? "node20" : "es2022",
    // In the browser, dozens of 1 KB chunks (one per icon) cost a request each on a slow phone;
    // merge chunks under 10 KB where that changes no module's side effects. The framework's runtime
    // gets a chunk of its own, named for what it is (merging would name it after some module of ours).
    rollupOptions: isSsrBuild
      ? { input: "./server/main.ts" }
      : { output: { experimentalMinChunkSize: 10_000, manualChunks: frameworkChunk } },
    assetsInlineLimit: 0,
  },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
}));
