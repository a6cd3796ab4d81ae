import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { buildApp } from "#server/app.ts";
import type { Database } from "#server/db/client.ts";
import { signInAsAdmin } from "./admin.ts";
import { testConfig, type TestApp } from "./test-app.ts";
import { getTestDatabase, resetDatabase } from "./test-database.ts";

/**
 * React Router's server build compiled by Vite from the sources, for tests that render real pages
 * through `buildApp({ pages: { build } })`. Call `close()` when done.
 */
export async function loadServerBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const vite: ViteDevServer = await createServer({ server: { middlewareMode: true, watch: null, hmr: false }, appType: "custom", logLevel: "silent" });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}

/** What a rendered-pages test works with: the app (pages rendered from the sources), the emptied test database, and a signed-in admin. */
export interface RenderedPagesApp {
  readonly app: TestApp["app"];
  readonly db: Database;
  /** The `authorization` header of a signed-in admin. */
  readonly authorization: string;
  /** React Router's server build the pages are rendered with. */
  readonly build: ServerBuild;
}

/**
 * Call in a describe block: compiles the server build once for the block, and before each test empties
 * the test database and starts the app on it, rendering real pages, with an admin signed in. Hooks the
 * block adds after this call run after it (e.g. inserting the rows a test reads).
 */
export function useRenderedPagesApp(): RenderedPagesApp {
  let closeBuild: (() => Promise<void>) | undefined;
  let build: ServerBuild;
  let current: { app: TestApp["app"]; db: Database; authorization: string } | undefined;

  beforeAll(async () => {
    ({ build, close: closeBuild } = await loadServerBuild());
  }, 120_000);
  afterAll(() => closeBuild?.());

  beforeEach(async () => {
    const db = await resetDatabase();
    const app = await buildApp({ config: testConfig(), database: await getTestDatabase(), logger: false, pages: { build, mode: "production" } });
    await app.ready();
    const { authorization } = await signInAsAdmin(app, db);
    current = { app, db, authorization };
  });
  afterEach(() => current?.app.close());

  const started = () => {
    if (!current) throw new Error("useRenderedPagesApp: read it inside a test or a hook");
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get authorization() {
      return started().authorization;
    },
    get build() {
      started();
      return build;
    },
  };
}
