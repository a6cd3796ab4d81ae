import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is our Fastify server (server/main.ts), which imports
// React Router's build as a virtual module: one module graph, one bundle to run.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: isSsrBuild ? "node20" : "es2022",
    rollupOptions: isSsrBuild ? { input: "./server/main.ts" } : undefined,
    assetsInlineLimit: 0,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
