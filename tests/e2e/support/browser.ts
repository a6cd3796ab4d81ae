import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContextOptions, chromium, type Locator, type Page, type Route } from "playwright-core";
import { expect, inject } from "vitest";
import { REVEAL_CLASS } from "#app/lib/page-script.ts";
import { recordToasts } from "./toasts.ts";

/** Debian's Chromium as a visitor runs it: what benchmarks and screenshots measure. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser suite's Chromium: Debian's headless shell, the same build without the browser's own
 * window and toolbar, which cost more CPU than most pages for every new context (decision 057).
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Debian's Chromium (the suite's headless shell unless told otherwise), kept off the network except for our own server. */
export function launchBrowser(executablePath = TEST_CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
    ],
  });
}

export function baseUrl(): string {
  return inject("baseUrl");
}

export async function newPage(
  browser: Browser,
  options: BrowserContextOptions & { viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: VIEWPORTS.desktop, ...options });
  await recordToasts(context);
  const page = await context.newPage();
  openPages.add(page);
  page.on("close", () => openPages.delete(page));
  watchForPageProblems(page);
  return page;
}

/** Pages a test opened and has not closed: on a failure, report-failures.ts shows where they were. */
export const openPages = new Set<Page>();

/**
 * What went wrong inside the pages of the running test: uncaught exceptions and `console.error`
 * (React's hydration mismatches, CSP refusals, an invalid `pattern` attribute…). report-failures.ts
 * fails the test when any is left. The browser's own "Failed to load resource" lines are not counted:
 * they report an HTTP status (a 404 page, a request a test aborted on purpose), which tests assert directly.
 */
export const pageProblems: string[] = [];
const expectedProblems = new WeakMap<Page, RegExp[]>();

function watchForPageProblems(page: Page) {
  const record = (problem: string) => {
    if ((expectedProblems.get(page) ?? []).some((pattern) => pattern.test(problem))) return;
    pageProblems.push(`${page.url()}: ${problem}`);
  };
  page.on("pageerror", (error) => record(`uncaught ${error.name}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error" || message.text().startsWith("Failed to load resource:")) return;
    record(`console.error: ${message.text()}`);
  });
}

/** For a test that provokes an error on purpose: matching console errors on this page are not problems. */
export function expectPageErrors(page: Page, ...patterns: RegExp[]) {
  expectedProblems.set(page, [...(expectedProblems.get(page) ?? []), ...patterns]);
}

/** Opens `path` and waits until React has hydrated it, so clicks reach their handlers. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrate(page);
  return response;
}

/**
 * Waits until React owns the page. Public pages load React only when a visitor reaches an island
 * (app/lib/page-script.ts): this asks for it at once, as a visitor's first touch would.
 */
export async function hydrate(page: Page) {
  await page.evaluate(() => (window as unknown as { __vistaarHydrate?: () => void }).__vistaarHydrate?.());
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/**
 * Scrolls `target` into view and waits until what reveals it (`data-reveal`, app/lib/page-script.ts)
 * has risen into place: a click as it starts to move lands beside it (loaded runs did).
 */
export async function scrollIntoPlace(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(async (element) => {
    // The reveal starts on the intersection observer's next callback: give it two frames.
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const moving = document.getAnimations().filter((animation) => {
      const animated = (animation.effect as KeyframeEffect | null)?.target;
      return animated instanceof Element && animated.contains(element);
    });
    await Promise.all(moving.map((animation) => animation.finished.catch(() => {})));
  });
}

/** Holds requests to `url` until `release()` is called, so a test can look at the in-between state. */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * For `locator.evaluate`: the element can be seen where it is, its middle inside the window and not
 * scrolled out of its dialog or covered (what the browser finds at that point is the element).
 */
export function isOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
  const found = document.elementFromPoint(x, y);
  return found !== null && (found === element || element.contains(found));
}

/**
 * Answers the browser's own questions (confirm, a leave warning) on `page` with `answer` (or what it
 * returns at the time, for a test that changes its mind), and collects their words.
 */
export function nativeQuestions(page: Page, answer: "accept" | "dismiss" | (() => "accept" | "dismiss")) {
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    const reply = typeof answer === "function" ? answer() : answer;
    void (reply === "accept" ? dialog.accept() : dialog.dismiss());
  });
  return asked;
}

/**
 * Whether closing or reloading the tab would ask first (a `beforeunload` listener cancels the event).
 * Dispatched by hand: the browser only asks after a real gesture, and Playwright does not show it.
 */
export const wouldAskBeforeUnload = (page: Page) =>
  page.evaluate(() => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** Holds the islands' files (their runtime among them), so a test can act on a public page before they are hydrated (a slow phone's first second). */
export const holdReact = (page: Page) => holdRequests(page, "**/assets/islands-*.js");

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe-core in the page (WCAG 2.x A/AA and best practices) and fails with a readable list. */
export async function expectNoAxeViolations(page: Page) {
  // Colours measured mid-animation (a fading-in section, a sliding panel) are not the real ones. axe
  // scrolls an element below the first screen into view to measure it, which would start its reveal
  // (page-script.ts) halfway through the run: every section is revealed first, as scrolling down does,
  // and its fade awaited (after a frame, once it has started).
  await page.evaluate(async (revealClass) => {
    document.querySelectorAll("[data-reveal]").forEach((element) => element.classList.add(revealClass));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {})));
  }, REVEAL_CLASS);
  // Evaluated through the DevTools protocol, so the page's CSP does not apply to it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  });
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
