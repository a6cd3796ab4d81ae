import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";

/**
 * React Router's server build compiled by Vite from the sources, for tests that render real pages
 * through `buildApp({ pages: { build } })`. Call `close()` when done.
 */
export async function loadServerBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const vite: ViteDevServer = await createServer({ server: { middlewareMode: true, watch: null, hmr: false }, appType: "custom", logLevel: "silent" });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}
