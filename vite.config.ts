import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is our Fastify server (server/main.ts), which imports
// React Router's build as a virtual module: one module graph, one bundle to run.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: isSsrBuild ? "node20" : "es2022",
    // In the browser, dozens of 1 KB chunks (one per icon) cost a request each on a slow phone;
    // merge chunks under 10 KB where that changes no module's side effects.
    rollupOptions: isSsrBuild ? { input: "./server/main.ts" } : { output: { experimentalMinChunkSize: 10_000 } },
    assetsInlineLimit: 0,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
