import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrate, launchBrowser, newPage, VIEWPORTS } from "./support/browser.ts";
import { freePort, startServerProcess } from "./support/server.ts";

/**
 * `npm run dev` as a newcomer's first start: Vite bundles the browser's dependencies afresh (`--force`,
 * what a fresh checkout does), and the pages they open first hydrate without an error: no "Outdated
 * Optimize Dep" failure and reload, no hydration mismatch. The log keeps to pages and the API.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** `npm run dev -- --force` on a fresh data directory; every attempt (CI retries once) starts cold. */
async function startDevServer(dataDir: string) {
  const { NODE_ENV: _testEnvironment, ...environment } = process.env;
  return startServerProcess(["--import", "tsx", "server/dev.ts", "--force"], {
    env: { ...environment, PORT: String(await freePort()), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    healthWithinMs: 110_000,
  });
}

describe("npm run dev", () => {
  it("serves the first pages a developer opens, hydrated, without errors, logging pages but not modules", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vistaar-dev-"));
    const dev = await startDevServer(dataDir);
    try {
      const page = await newPage(browser, { baseURL: dev.url, viewport: VIEWPORTS.mobile });
      for (const path of ["/", "/blog", "/contact", "/services/digital-branding/leads-generation", "/admin/login"]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await hydrate(page);
        expect(await page.locator("h1").first().isVisible(), path).toBe(true);
      }
      expect(dev.output()).toContain('"url": "/blog"');
      expect(dev.output()).not.toMatch(/"url": "\/(node_modules|app|@vite|@fs|@id)\//);
      // Closed before the server stops: Vite's client would report the lost server as errors.
      await page.context().close();
    } finally {
      await dev.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
