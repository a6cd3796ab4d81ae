import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the API reference at /api/docs", () => {
  it("renders every endpoint from this server alone, within the Content-Security-Policy", async () => {
    const page = await newPage(browser);
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`));
    const elsewhere: string[] = [];
    await page.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.origin === new URL(baseUrl()).origin) return route.continue();
      elsewhere.push(url.href);
      return route.abort();
    });

    const response = await page.goto("/api/docs");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator(".swagger-ui .info .title").textContent(), { timeout: 20_000 }).toContain("Vistaar API");
    await page.locator(".opblock-summary-path", { hasText: "/api/blog/status/published" }).first().waitFor();
    expect(await page.locator(".opblock").count()).toBeGreaterThanOrEqual(38);
    // Admin endpoints carry the padlock of the bearer scheme; the Authorize button opens it.
    expect(await page.locator(".opblock .authorization__btn").count()).toBeGreaterThan(20);
    await expect.poll(() => page.locator("button.authorize").isVisible()).toBe(true);

    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
  });
});
