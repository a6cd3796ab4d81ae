import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { hydrate, launchBrowser, newPage, VIEWPORTS } from "./support/browser.ts";
import { freePort } from "./support/server.ts";

/**
 * `npm run dev` as a newcomer's first start: Vite bundles the browser's dependencies afresh (`--force`,
 * what a fresh checkout does), and the pages they open first hydrate without an error: no "Outdated
 * Optimize Dep" failure and reload, no hydration mismatch. The log keeps to pages and the API.
 */
let dev: ChildProcess;
let url: string;
let output = "";
let browser: Browser;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vistaar-dev-"));

beforeAll(async () => {
  const port = await freePort();
  const { NODE_ENV: _testEnvironment, ...environment } = process.env;
  dev = spawn(process.execPath, ["--import", "tsx", "server/dev.ts", "--force"], {
    cwd: PROJECT_ROOT,
    env: { ...environment, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout!.on("data", (chunk) => (output += chunk));
  dev.stderr!.on("data", (chunk) => (output += chunk));
  url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}:\n${output}`);
    if (await fetch(`${url}/api/health`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once("exit", resolve));
    dev.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("serves the first pages a developer opens, hydrated, without errors, logging pages but not modules", async () => {
    const page = await newPage(browser, { baseURL: url, viewport: VIEWPORTS.mobile });
    for (const path of ["/", "/blog", "/contact", "/services/digital-branding/leads-generation", "/admin/login"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await hydrate(page);
      expect(await page.locator("h1").first().isVisible(), path).toBe(true);
    }
    expect(output).toContain('"url": "/blog"');
    expect(output).not.toMatch(/"url": "\/(node_modules|app|@vite|@fs|@id)\//);
  }, 180_000);
});
