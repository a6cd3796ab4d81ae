// Development entry (`npm run dev`): Vite serves the browser code with hot module replacement,
// pages are rendered from the latest source on every request, and the Fastify server restarts
// in-process when server code changes.
import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import { createServer } from "vite";
import type { RunningServer, StartOptions } from "./start.ts";

process.env.NODE_ENV ??= "development";

// `npm run dev -- --force` bundles the browser's dependencies again, as `vite --force` does (after
// patching a package in node_modules, or to see what a fresh checkout's first start does).
const vite = await createServer({
  server: { middlewareMode: true },
  appType: "custom",
  optimizeDeps: { force: process.argv.includes("--force") },
});

async function start(): Promise<RunningServer> {
  const { startServer } = (await vite.ssrLoadModule("/server/start.ts")) as {
    startServer: (options: StartOptions) => Promise<RunningServer>;
  };
  return startServer({
    handleSignals: false,
    pages: {
      mode: "development",
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
      beforePages: async (app: FastifyInstance) => {
        await app.register(middie);
        app.use(vite.middlewares);
      },
    },
  });
}

let running = await start();
let restarting: Promise<void> | undefined;

vite.watcher.on("change", (file) => {
  if (!/\/(server|contracts)\//.test(file) || restarting) return;
  restarting = (async () => {
    console.log(`[dev] ${file.replace(process.cwd() + "/", "")} changed: restarting the server`);
    await running.close();
    running = await start();
  })().finally(() => {
    restarting = undefined;
  });
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await running.close();
    await vite.close();
    process.exit(0);
  });
}
