import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { hydrate, launchBrowser, newPage, VIEWPORTS } from "./support/browser.ts";

/**
 * The site search (issue 15) in a real browser: the header's search works without JavaScript on a
 * phone and on a desktop, and with React once it owns the page; screenshots of /search with results
 * and with none, in both themes, for people to look at.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENSHOTS = path.join(PROJECT_ROOT, "test-results/search");

const resultTitles = (page: Page) => page.locator("main ol h3").allTextContents();

/** Nothing sticks out sideways, and the control is inside the screen. */
async function expectFitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = await page.getByRole("button", { name: "Search the site" }).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

describe("the header's search", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`works without JavaScript at ${viewport.width} px: opens, takes words, shows results with the words marked`, async () => {
      const page = await newPage(browser, { javaScriptEnabled: false, viewport });
      await page.goto("/services");
      await expectFitsTheScreen(page, viewport.width);
      const box = page.getByRole("searchbox", { name: "Search the site" });
      expect(await box.isVisible()).toBe(false);
      await page.getByRole("button", { name: "Search the site" }).click();
      await box.waitFor({ state: "visible" });
      // The browser puts the cursor in the box as the panel opens.
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("q");
      const panel = await page.locator("#site-search").boundingBox();
      expect(panel!.x + panel!.width, name).toBeLessThanOrEqual(viewport.width);
      await box.fill("brandng");
      await box.press("Enter");
      await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "brandng");
      expect((await resultTitles(page))[0]).toBe("Digital Branding");

      await page.goto("/search?q=seo");
      expect(await resultTitles(page)).toEqual(expect.arrayContaining(["Search Engine Optimization", "How Local SEO Puts Anand Businesses on the Map"]));
      expect(await page.locator("main ol mark").count()).toBeGreaterThan(0);
      await page.getByRole("link", { name: "Search Engine Optimization" }).click();
      await page.waitForURL("**/services/digital-branding/seo");
      await page.context().close();
    });
  }

  it("works with React too, from the box on /blog, and closes its panel on the way", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    await page.goto("/blog");
    await hydrate(page);
    const blogBox = page.locator("main").getByRole("searchbox", { name: "Search the site" });
    await blogBox.fill("marketers");
    await blogBox.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "marketers");
    await page.locator("main ol li").first().waitFor();
    expect(await page.locator("main ol mark").first().textContent()).toMatch(/^market/i);

    await page.getByRole("button", { name: "Search the site" }).click();
    const headerBox = page.locator("#site-search").getByRole("searchbox");
    await headerBox.fill("xylophonist");
    await headerBox.press("Enter");
    await page.getByRole("heading", { name: 'No results for "xylophonist"' }).waitFor();
    expect(await page.locator("#site-search").isVisible()).toBe(false);
    await page.getByRole("link", { name: "Digital Branding" }).first().waitFor();
    await page.context().close();
  });
});

describe("/search screenshots", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const viewport of Object.values(VIEWPORTS)) {
      it(`with results and with none, ${colorScheme}, ${viewport.width} px`, async () => {
        const page = await newPage(browser, { javaScriptEnabled: false, viewport, colorScheme });
        await page.goto("/search?q=seo");
        await page.screenshot({ path: path.join(SCREENSHOTS, `search-results-${viewport.width}-${colorScheme}.png`), fullPage: true });
        await page.goto("/search?q=xylophonist");
        await page.screenshot({ path: path.join(SCREENSHOTS, `search-none-${viewport.width}-${colorScheme}.png`), fullPage: true });
        await page.goto("/");
        await page.getByRole("button", { name: "Search the site" }).click();
        await page.locator("#site-search").waitFor({ state: "visible" });
        await page.screenshot({ path: path.join(SCREENSHOTS, `header-search-${viewport.width}-${colorScheme}.png`) });
        await page.context().close();
      });
    }
  }
});
