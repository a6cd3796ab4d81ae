import { createHash } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPageCopy } from "#app/content/publishing.ts";
import { baseUrl, expectNoAxeViolations, holdReact, launchBrowser, newPage, scrollIntoPlace, VIEWPORTS, visit, hydrate } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hasDarkClass = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

describe("server-rendered chrome", () => {
  it("sends complete HTML with the nav and footer before any JavaScript", async () => {
    const response = await fetch(`${baseUrl()}/`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const html = await response.text();
    for (const label of ["Home", "About", "Services", "Portfolio", "Blog", "Contact", "Show Info"]) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toContain("Quick Links");
    expect(html).toContain("Our Services");
    expect(html).toContain(`© <!-- -->${new Date().getFullYear()}`);
  });

  it("inlines the stylesheet and serves hashed assets with long-lived caching", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toMatch(/<style id="site-css">[\s\S]{1000,}?<\/style>/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
    const response = await fetch(`${baseUrl()}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("allows only the inline scripts the policy names (by nonce, or by hash on cached pages)", async () => {
    const inlineScripts = (html: string) =>
      [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({ attributes: match[1]!, body: match[2]! }));

    const uncached = await fetch(`${baseUrl()}/admin/login`);
    const nonce = uncached.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!;
    const adminScripts = inlineScripts(await uncached.text());
    expect(adminScripts.length).toBeGreaterThan(0);
    for (const script of adminScripts) expect(script.attributes).toContain(`nonce="${nonce}"`);

    const cached = await fetch(`${baseUrl()}/about`);
    const csp = cached.headers.get("content-security-policy")!;
    // Data blocks (JSON-LD, the islands' JSON) are never run, so the policy names no hash for them.
    const scripts = inlineScripts(await cached.text());
    const pageScripts = scripts.filter((script) => !script.attributes.includes('type="application/'));
    expect(pageScripts.length).toBeGreaterThan(0);
    const hashOf = (script: { body: string }) => `'sha256-${createHash("sha256").update(script.body).digest("base64")}'`;
    for (const script of pageScripts) expect(csp).toContain(hashOf(script));
    expect(csp.match(/'sha256-/g)).toHaveLength(new Set(pageScripts.map(hashOf)).size);
  });
});

describe("JavaScript on demand", () => {
  // docs/decisions/052: a first touch on a phone costs a round trip per file; it fetches the islands'
  // runtime and code (Preact, no React Router), never Zod or admin code.
  it("loads the islands in a file or two on a first touch, and Zod only when a form is sent", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/contact", { waitUntil: "load" });
    expect(scripts).toEqual([]);
    await hydrate(page);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBe("islands");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.length).toBeLessThanOrEqual(2);
    expect(scripts.filter((script) => !/^\/assets\/islands-[\w-]+\.js$/.test(script))).toEqual([]);
    expect(scripts.filter((script) => /-(zod|admin|framework)-/.test(script))).toEqual([]);
    // Nor the home page's carousels (app/lib/islands/separate-islands.ts).
    expect(scripts.filter((script) => /-carousels-/.test(script))).toEqual([]);
    // Icons only the admin draws are not there; the forms' own are.
    const bodies = await Promise.all(scripts.map(async (script) => (await fetch(`${baseUrl()}${script}`)).text()));
    expect(bodies.filter((body) => /"(layout-dashboard|strikethrough|folder-kanban)"/.test(body))).toEqual([]);
    expect(bodies.some((body) => body.includes('"send"'))).toBe(true);

    const subscribe = page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" });
    await scrollIntoPlace(subscribe);
    await subscribe.click();
    await page.getByText("Please enter your email address").waitFor();
    expect(scripts.some((script) => /\/islands-zod-[\w-]+\.js$/.test(script))).toBe(true);
    expect(scripts.filter((script) => /-(admin|framework)-/.test(script))).toEqual([]);
    await page.context().close();
  });

  // docs/decisions/065: the carousels' own file is fetched when they come near the screen.
  const scriptEvents = (page: Page) => {
    const events: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && events.push(`asked ${new URL(request.url()).pathname}`));
    page.on("requestfinished", (request) => request.resourceType() === "script" && events.push(`got ${new URL(request.url()).pathname}`));
    return events;
  };
  const isCarousels = (event: string) => /\/islands-carousels-[\w-]+\.js$/.test(event);
  const runningCarousels = (page: Page) => page.locator('[aria-roledescription="carousel"][data-ready="true"]').count();

  it("leaves the home page's carousels out of a touch at the top, and runs them when the visitor scrolls near", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    const events = scriptEvents(page);
    await page.goto("/", { waitUntil: "load" });
    expect(events).toEqual([]);
    // As a touch on an island at the top of the page would (the hero's proposal button).
    await hydrate(page);
    expect(events.filter((event) => event.startsWith("asked"))).toHaveLength(1);
    expect(events.filter(isCarousels)).toEqual([]);
    expect(await runningCarousels(page)).toBe(0);

    await page.getByRole("region", { name: "Studio gallery" }).scrollIntoViewIfNeeded();
    await expect.poll(() => runningCarousels(page)).toBe(2);
    expect(events.filter((event) => event.startsWith("asked") && isCarousels(event))).toHaveLength(1);
    await page.context().close();
  });

  it("fetches the carousels' file with the islands when scrolling to them is what wakes the islands", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    const events = scriptEvents(page);
    await page.goto("/", { waitUntil: "load" });
    expect(events).toEqual([]);
    // A visible carousel wakes the islands (app/lib/page-script.ts).
    await page.getByRole("region", { name: "Studio gallery" }).scrollIntoViewIfNeeded();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const asked = events.filter((event) => event.startsWith("asked"));
    expect(asked).toHaveLength(2);
    const carousels = asked.findIndex(isCarousels);
    expect(carousels).toBeGreaterThanOrEqual(0);
    // Asked for before the entry arrived: no round trip after it.
    expect(events.indexOf(asked[carousels]!)).toBeLessThan(events.findIndex((event) => event.startsWith("got") && !isCarousels(event)));
    await expect.poll(() => runningCarousels(page)).toBe(2);
    await page.context().close();
  });
});

describe("theme", () => {
  it("follows the system setting when nothing is stored", async () => {
    const dark = await newPage(browser, { colorScheme: "dark" });
    await visit(dark, "/");
    expect(await hasDarkClass(dark)).toBe(true);
    const light = await newPage(browser, { colorScheme: "light" });
    await visit(light, "/");
    expect(await hasDarkClass(light)).toBe(false);
    await dark.context().close();
    await light.context().close();
  });

  it("reads no cookie and no browser storage while the page's own scripts run (both wait on the browser, inside the task that parses <head>)", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    await page.addInitScript(() => {
      const reads: string[] = ((window as unknown as { reads: string[] }).reads = []);
      const read = (what: string) => reads.push(`${what}${document.currentScript ? " during a script" : ""}`);
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        read(key);
        return getItem.call(this, key);
      };
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
      Object.defineProperty(Document.prototype, "cookie", {
        ...cookie,
        get() {
          read("cookies");
          return cookie.get!.call(this);
        },
      });
    });
    await page.goto("/", { waitUntil: "load" });
    // Storage is read after them, in a task of its own (docs/decisions/068); cookies not at all.
    await expect.poll(() => page.evaluate(() => (window as unknown as { reads: string[] }).reads)).toEqual(["theme"]);
    await page.context().close();
  });

  it("toggles, is kept under `theme` and survives a reload", async () => {
    const page = await newPage(browser, { colorScheme: "light" });
    await visit(page, "/");
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await hasDarkClass(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await hydrate(page);
    expect(await hasDarkClass(page)).toBe(true);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await hasDarkClass(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.context().close();
  });

  it("keeps keyboard focus on the toggle: Enter switches, and Enter again switches back", async () => {
    const page = await newPage(browser, { colorScheme: "light" });
    await visit(page, "/about");
    await page.getByRole("button", { name: "Toggle dark mode" }).focus();
    await page.keyboard.press("Enter");
    expect(await hasDarkClass(page)).toBe(true);
    // The moon pressed is hidden now; the sun that shows has the focus, visibly.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("value"))).toBe("light");
    expect(await page.evaluate(() => document.activeElement!.matches(":focus-visible"))).toBe(true);
    await page.keyboard.press("Enter");
    expect(await hasDarkClass(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("value"))).toBe("dark");
    await page.context().close();
  });

  /** Records whether <html> is dark at the moment the parser creates <body>, before anything is painted. */
  const recordThemeAtFirstBody = (page: Page) =>
    page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { darkAtFirstBody: boolean }).darkAtFirstBody = document.documentElement.classList.contains("dark");
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
  const darkAtFirstBody = (page: Page) => page.evaluate(() => (window as unknown as { darkAtFirstBody: boolean }).darkAtFirstBody);

  it("paints the chosen theme from the first frame (no flash)", async () => {
    const page = await newPage(browser, { colorScheme: "light" });
    await recordThemeAtFirstBody(page);
    await visit(page, "/about");
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await visit(page, "/");
    expect(await darkAtFirstBody(page)).toBe(true);
    await page.context().close();
  });

  it("follows a theme kept only in browser storage (its cookie gone): on arrival, and from the first frame of the next page", async () => {
    const page = await newPage(browser, { colorScheme: "light" });
    await recordThemeAtFirstBody(page);
    await visit(page, "/about");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    expect((await page.context().cookies()).find((cookie) => cookie.name === "theme")).toBeUndefined();
    await visit(page, "/");
    // Storage is read just after the first paint (docs/decisions/068), and the cookie is written again.
    await expect.poll(() => hasDarkClass(page)).toBe(true);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "theme")?.value).toBe("dark");
    await visit(page, "/services");
    expect(await darkAtFirstBody(page)).toBe(true);
    await page.context().close();
  });

  it("copies a choice made without JavaScript (the cookie alone) into browser storage under `theme`", async () => {
    const page = await newPage(browser, { colorScheme: "light" });
    await page.context().addCookies([{ name: "theme", value: "dark", url: baseUrl() }]);
    await visit(page, "/about");
    expect(await hasDarkClass(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.context().close();
  });
});

describe("top bar", () => {
  it("highlights the current section", async () => {
    const page = await newPage(browser);
    await visit(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "About" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    await nav.getByRole("link", { name: "Services" }).click();
    await page.waitForURL("**/services");
    await expect.poll(() => nav.getByRole("link", { name: "Services" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "About" }).getAttribute("aria-current")).toBeNull();
    await page.context().close();
  });

  it("a link loads the next page in full; a category filter keeps the chosen chip focused and in view", async () => {
    // docs/decisions/052: public pages run without a client-side router.
    const page = await newPage(browser);
    await visit(page, "/about");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL("**/blog");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();

    const filter = page.getByRole("navigation", { name: blogPageCopy.categoriesLabel }).getByRole("link").nth(1);
    const name = await filter.textContent();
    await filter.click();
    await page.waitForURL(/category=/);
    await expect.poll(() => page.getByRole("navigation", { name: blogPageCopy.categoriesLabel }).getByRole("link", { name: name! }).getAttribute("aria-current")).toBe("page");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(name);
    // In view, below the top bar.
    const chip = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
    expect(chip).toBeGreaterThan(64);
    expect(chip).toBeLessThan(await page.evaluate(() => innerHeight));
    await page.context().close();
  });

  it("turns compact with a blurred background past 20 px of scroll", async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 400 } });
    await visit(page, "/");
    const header = page.locator("header").first();
    const height = () => header.evaluate((element) => Math.round(element.getBoundingClientRect().height));
    const blur = () => header.evaluate((element) => getComputedStyle(element).backdropFilter);
    await expect.poll(height).toBe(81);
    expect(await blur()).toBe("none");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(height).toBe(65);
    await expect.poll(blur).toContain("blur");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(height).toBe(81);
    await page.context().close();
  });

  it("is compact from the start, before React, when a page opens further down: a reload, a #fragment", async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 400 } });
    const header = page.locator("header").first();
    const height = () => header.evaluate((element) => Math.round(element.getBoundingClientRect().height));
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(height).toBe(65);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await expect.poll(height).toBe(65);

    await page.goto("/about");
    await expect.poll(height).toBe(81);
    await page.goto("/#faq-heading");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect.poll(height).toBe(65);
    await page.context().close();
  });

  it("opens and closes the Company Info panel (close button, Escape, overlay)", async () => {
    const page = await newPage(browser);
    await visit(page, "/");
    const panel = page.getByRole("dialog", { name: "Company Info" });
    const open = () => page.getByRole("button", { name: "Show Info" }).click();

    await open();
    await panel.waitFor({ state: "visible" });
    const text = await panel.textContent();
    for (const heading of ["About Us", "Contact Information", "Business Hours"]) expect(text).toContain(heading);
    expect(text).toContain("Monday - Friday");
    expect(text).toContain("9:00 AM - 6:00 PM");
    expect(text).toContain("10:00 AM - 4:00 PM");
    expect(text).toContain("Closed");
    expect(await panel.getByRole("link", { name: /Vistaar on/ }).count()).toBe(3);

    await panel.getByRole("button", { name: "Close company info" }).click();
    await panel.waitFor({ state: "hidden" });

    await open();
    await panel.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });

    await open();
    await panel.waitFor({ state: "visible" });
    await page.mouse.click(20, 400);
    await panel.waitFor({ state: "hidden" });
    // Focus returns to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Show Info");
    await page.context().close();
  });

  it("closes the panel and scrolls to the top when the route changes", async () => {
    const page = await newPage(browser);
    await visit(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await page.waitForURL("**/about");
    await page.getByRole("button", { name: "Show Info" }).click();
    await page.getByRole("dialog", { name: "Company Info" }).waitFor({ state: "visible" });
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("dialog", { name: "Company Info" }).waitFor({ state: "hidden" });

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The footer's columns rise into place as they are revealed (a loaded run clicked the space
    // 'Contact Us' then rose into).
    const faqs = page.getByRole("contentinfo").getByRole("link", { name: "FAQs" });
    await scrollIntoPlace(faqs);
    await faqs.click();
    await page.waitForURL("**/faq");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });
});

describe("mobile menu (under 640 px)", () => {
  it("collapses the nav into a toggled menu that closes on navigation", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    await visit(page, "/");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor({ state: "visible" });
    const labels = await menu.getByRole("link").allTextContents();
    expect(labels).toEqual(["Home", "About", "Services", "Portfolio", "Blog", "Contact"]);
    expect(await page.locator("#mobile-menu").getByRole("button", { name: "Show Info" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Close menu" }).isVisible()).toBe(true);

    await menu.getByRole("link", { name: "Portfolio" }).click();
    await page.waitForURL("**/portfolio");
    await menu.waitFor({ state: "hidden" });

    // Escape closes it, and focus is back on its button.
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });

    // Tabbing out of it closes it, so it never covers the control focus went to.
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor({ state: "visible" });
    const inMenu = () => page.evaluate(() => document.getElementById("mobile-menu")!.contains(document.activeElement));
    await page.keyboard.press("Tab");
    expect(await inMenu()).toBe(true);
    for (let step = 0; step < 20 && (await inMenu()); step++) await page.keyboard.press("Tab");
    await menu.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("button", { name: "Show Info" }).click();
    const info = page.getByRole("dialog", { name: "Company Info" });
    await info.waitFor({ state: "visible" });
    // Opening it closed the menu, whose 'Show Info' cannot take the focus back: the menu's button does.
    await page.keyboard.press("Escape");
    await info.waitFor({ state: "hidden" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("popovertarget"))).toBe("mobile-menu");
    expect(await page.evaluate(() => document.activeElement!.matches(":focus-visible"))).toBe(true);
    await page.context().close();
  });
});

describe("when React takes over", () => {
  // A public page loads React on a visitor's first touch of an island (decision 022); on a slow phone it
  // arrives a second or more later. What the visitor opened meanwhile stays as they left it.
  async function reactArrives(page: Page, release: () => void) {
    release();
    await hydrate(page);
    // React's first renders and effects after hydration (a close-on-mount would have closed a panel by then).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  }

  it("keeps the phone menu open, and the search panel open with the words typed", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    const release = await holdReact(page);
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor({ state: "visible" });
    await reactArrives(page, release);
    expect(await menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Blog" }).click();
    await page.waitForURL("**/blog");
    await menu.waitFor({ state: "hidden" });

    const early = await newPage(browser, { viewport: VIEWPORTS.mobile });
    const releaseEarly = await holdReact(early);
    await early.goto("/about");
    await early.getByRole("button", { name: "Search the site" }).click();
    const box = early.getByRole("searchbox", { name: "Search the site" });
    await box.fill("branding");
    await reactArrives(early, releaseEarly);
    expect(await box.isVisible()).toBe(true);
    expect(await box.inputValue()).toBe("branding");
    await box.press("Enter");
    await early.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "branding");
    await page.context().close();
    await early.context().close();
  });

  it("keeps the Company Info panel open", async () => {
    const page = await newPage(browser);
    const release = await holdReact(page);
    await page.goto("/about");
    await page.getByRole("button", { name: "Show Info" }).click();
    const panel = page.getByRole("dialog", { name: "Company Info" });
    await panel.waitFor({ state: "visible" });
    await reactArrives(page, release);
    expect(await panel.isVisible()).toBe(true);
    await panel.getByRole("button", { name: "Close company info" }).click();
    await panel.waitFor({ state: "hidden" });
    await page.context().close();
  });
});

describe("footer and chat", () => {
  it("has the quick links, services, contact details and the current year", async () => {
    const page = await newPage(browser);
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link").allTextContents()).toEqual([
      "About Us",
      "Services",
      "Portfolio",
      "Blog",
      "FAQs",
      "Contact Us",
    ]);
    expect(await footer.getByRole("navigation", { name: "Our Services" }).getByRole("link").count()).toBe(8);
    const text = await footer.textContent();
    expect(text).toContain(`© ${new Date().getFullYear()} Vistaar`);
    expect(text).toContain("Anand, Gujarat");
    expect(text).toContain("+91 98765 43210");
    expect(await footer.getByRole("textbox", { name: "Email address" }).count()).toBe(1);
    await page.context().close();
  });

  it("opens a WhatsApp chat in a new tab with a greeting about the services", async () => {
    const page = await newPage(browser);
    await visit(page, "/contact");
    const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    const href = (await chat.getAttribute("href"))!;
    const url = new URL(href);
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/919876543210");
    expect(url.searchParams.get("text")).toMatch(/services/i);
    expect(await chat.getAttribute("target")).toBe("_blank");
    expect(await chat.getAttribute("rel")).toContain("noopener");
    await page.context().close();
  });

  it("reveals marked sections as they scroll into view, or at once for reduced motion", async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 300 } });
    await visit(page, "/");
    const column = page.locator("footer [data-reveal]").first();
    expect(await column.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
    await column.scrollIntoViewIfNeeded();
    await expect.poll(() => column.evaluate((element) => element.classList.contains("animate-fade-in-up"))).toBe(true);
    await page.context().close();

    const calm = await newPage(browser, { reducedMotion: "reduce" });
    await visit(calm, "/");
    expect(await calm.locator("footer [data-reveal]").first().evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    await calm.context().close();
  });
});

describe("404", () => {
  it("answers an unknown URL with a 404 page inside the site chrome", async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    const page = await newPage(browser);
    const visit404 = await visit(page, "/no-such-page/at-all");
    expect(visit404?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    expect(await page.title()).toBe("Page not found | Vistaar");
    expect(await page.getByRole("contentinfo").count()).toBe(1);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().close();
  });
});

describe("accessibility of the chrome", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`has no axe violations at ${name} width in ${colorScheme} theme (404 page)`, async () => {
        const page = await newPage(browser, { viewport, colorScheme });
        await visit(page, "/no-such-page");
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: name === "mobile" ? "Open menu" : "Show Info" }).click();
        if (name === "desktop") await page.getByRole("dialog", { name: "Company Info" }).waitFor();
        await expectNoAxeViolations(page);
        await page.context().close();
      });
    }
  }
});

describe("rendered-page cache", () => {
  /**
   * The portfolio filtered to a category of the demo projects: an address with a query the page
   * recognises, cached like a plain one (a made-up category is rendered afresh each time).
   */
  const knownCategoryUrl = async () => {
    const [item] = (await (await fetch(`${baseUrl()}/api/portfolio/status/published`)).json()) as Array<{ category: string }>;
    return `${baseUrl()}/portfolio?${new URLSearchParams({ category: item!.category })}`;
  };

  it("serves a repeat visit from the cache, with its scripts allowed by hash, and answers 304 when unchanged", async () => {
    const url = await knownCategoryUrl();
    const first = await fetch(url);
    // Stored now, unless an earlier test of the suite already had it stored.
    expect(["MISS", "HIT"]).toContain(first.headers.get("x-page-cache"));
    const second = await fetch(url, { headers: { "accept-encoding": "br" } });
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(second.headers.get("content-encoding")).toBe("br");
    const csp = second.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain("'nonce-");
    expect(await second.text()).toBe(await first.text());

    const etag = second.headers.get("etag")!;
    const revalidated = await fetch(url, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);

    // The cached page still runs: React hydrates under the hash-based policy.
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await visit(page, url.replace(baseUrl(), ""));
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await hasDarkClass(page)).toBe(true);
    expect(errors.filter((text) => text.includes("Content Security Policy"))).toEqual([]);
    await page.context().close();
  });

  it("answers a repeat visit to a plain address before routing it, with the same headers as any cached answer", async () => {
    const names = (response: Response) => [...response.headers.keys()].filter((name) => !["date", "content-length", "connection", "keep-alive"].includes(name)).sort();
    await fetch(`${baseUrl()}/about`);
    const hit = await fetch(`${baseUrl()}/about`, { headers: { "accept-encoding": "br" } });
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers.get("x-frame-options")).toBe("DENY");
    expect(hit.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(hit.headers.get("content-security-policy")).not.toContain("'nonce-");
    // A cached answer with a query goes through the router: the same headers.
    const routed = await knownCategoryUrl();
    await fetch(routed);
    const routedHit = await fetch(routed, { headers: { "accept-encoding": "br" } });
    expect(routedHit.headers.get("x-page-cache")).toBe("HIT");
    expect(names(hit)).toEqual(names(routedHit));

    const head = await fetch(`${baseUrl()}/about`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
    expect((await fetch(`${baseUrl()}/about`, { headers: { "if-none-match": hit.headers.get("etag")! } })).status).toBe(304);

    // The theme choice is its own entry; any other cookie (a signed-in visitor's) skips the cache.
    const dark = await fetch(`${baseUrl()}/about`, { headers: { cookie: "theme=dark" } });
    expect(await dark.text()).toMatch(/<html[^>]* class="dark"/);
    const withSession = await fetch(`${baseUrl()}/about`, { headers: { cookie: "session=abc" } });
    expect(withSession.status).toBe(200);
    expect(withSession.headers.get("x-page-cache")).toBeNull();
  });

  it("keeps other sites' windows away from the pages for one person and the API, not from the public pages (docs/decisions/070)", async () => {
    const opener = async (path: string, init?: RequestInit) => (await fetch(`${baseUrl()}${path}`, init)).headers.get("cross-origin-opener-policy");
    const personal = ["/admin/login", "/admin", "/newsletter/unsubscribe?token=made-up", "/blog/any-post?preview=made-up"];
    for (const path of [...personal, "/api/health?probe=1", "/api/blog/status/published"]) expect(await opener(path), path).toBe("same-origin");
    await fetch(`${baseUrl()}/about`);
    const hit = await fetch(`${baseUrl()}/about`);
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    expect(hit.headers.get("cross-origin-opener-policy")).toBeNull();
    for (const path of ["/", "/blog", "/contact", "/no-such-page", "/about?fresh=1"]) expect(await opener(path), path).toBeNull();
    expect(await opener("/about", { headers: { cookie: "session=abc" } })).toBeNull();
  });

  it("answers the health check before routing it, with the headers Fastify sends it with", async () => {
    const names = (response: Response) => [...response.headers.keys()].filter((name) => !["date", "content-length", "connection", "keep-alive"].includes(name)).sort();
    // A query string goes through Fastify (and gives the answer in front its headers).
    const routed = await fetch(`${baseUrl()}/api/health?probe=1`);
    expect(routed.status).toBe(200);
    expect(routed.headers.get("content-security-policy")).toContain("'nonce-");
    const inFront = await fetch(`${baseUrl()}/api/health`);
    expect(inFront.status).toBe(200);
    expect(await inFront.json()).toEqual({ status: "ok" });
    // Fastify's policy carries a fresh nonce for each answer; the one in front needs none (no scripts in JSON).
    expect(inFront.headers.get("content-security-policy")).not.toContain("'nonce-");
    expect(names(inFront)).toEqual(names(routed));
    expect(inFront.headers.get("cache-control")).toBe("no-store");
    expect(inFront.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(inFront.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(inFront.headers.get("x-request-id")).not.toBe(routed.headers.get("x-request-id"));

    const head = await fetch(`${baseUrl()}/api/health`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(JSON.stringify({ status: "ok" }).length));
    expect(await head.text()).toBe("");
  });

  it("renders URLs with unknown query parameters, or values the page does not know, fresh, so random ones cannot fill the cache", async () => {
    for (const url of ["/faq?utm_source=newsletter", "/faq?category=made-up", "/blog?category=made-up"]) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await fetch(`${baseUrl()}${url}`);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("x-page-cache"), url).toBeNull();
      }
    }
  });

  it("never caches the admin panel", async () => {
    await fetch(`${baseUrl()}/admin/login`);
    const again = await fetch(`${baseUrl()}/admin/login`);
    expect(again.headers.get("x-page-cache")).toBeNull();
  });
});
