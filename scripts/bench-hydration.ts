// When React owns a page on a mid-range phone (issue 16: by 1.5 s), as Chromium throttled like the issue's
// phone: 4× CPU slowdown, 150 ms round trips, 1.6 Mbit/s down, 750 Kbit/s up, empty cache, 390 px.
// Public pages work before any script (docs/decisions/022); their islands are hydrated, with Preact's
// React-compatible runtime and without React Router (docs/decisions/052), when a visitor first touches,
// points at or focuses one: here the visitor touches the page the moment it has painted (the earliest a
// real one could), and the figures are the first paint, that touch, and when the page's islands are
// hydrated (`data-hydrated` on <html>: app/lib/islands/client.tsx; app/root.tsx where React Router runs a
// page), in ms since navigation; median of the runs (range). Between the touch and hydration, the time
// the scripts take to arrive (their last byte) and what they weigh on the wire tell the link's share
// from the CPU's (docs/decisions/043).
// Usage: npm run bench:hydration -- [--base http://localhost:3000] [--runs 3] [/path …]
//   Needs a running production server (npm start) and Chromium. Default paths: / /services /blog /contact
import { CHROMIUM_PATH, launchBrowser, VIEWPORTS } from "#tests/e2e/support/browser.ts";
import { takeOption } from "./support/cli-options.ts";
import { runningServerBase } from "./support/running-server.ts";

const BUDGET_MS = 1_500;

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const base = await runningServerBase(args);
const runs = Math.max(1, Number(option("--runs", "3")));
const paths = args.length > 0 ? args : ["/", "/services", "/blog", "/contact"];

interface Timing {
  paint: number;
  touch: number;
  /** The last byte of the last script the touch fetched. */
  scriptsArrived: number;
  scriptBytes: number;
  owned: number;
}

const browser = await launchBrowser(CHROMIUM_PATH);

async function measure(pagePath: string): Promise<Timing> {
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // Nothing polls the page: a check every few milliseconds would run on the very thread being measured
    // (4× slowed) and push its paint and hydration later (by 0.1–0.5 s, measured). The browser says when it
    // has painted (a lifecycle event), and the visitor touches an island then, the earliest a real one could
    // (what touching one does: app/lib/page-script.ts); the page records when React marks it
    // (`data-hydrated` on <html>; it does not exist yet when this runs: watch the document).
    await page.addInitScript(() => {
      const bench = window as unknown as { __ownedAt: Promise<number> };
      bench.__ownedAt = new Promise((resolve) => {
        new MutationObserver((_records, observer) => {
          if (!document.documentElement.hasAttribute("data-hydrated")) return;
          observer.disconnect();
          resolve(performance.now());
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
      });
    });
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const touched = new Promise<number>((resolve, reject) => {
      const onLifecycle = ({ name }: { name: string }) => {
        if (name !== "firstContentfulPaint") return;
        cdp.off("Page.lifecycleEvent", onLifecycle);
        page
          .evaluate(() => {
            (window as unknown as { __vistaarHydrate?: () => void }).__vistaarHydrate?.();
            return performance.now();
          })
          .then(resolve, reject);
      };
      cdp.on("Page.lifecycleEvent", onLifecycle);
    });
    await page.goto(new URL(pagePath, base).toString(), { waitUntil: "commit" });
    const touch = await touched;
    const owned = await page.evaluate(() => (window as unknown as { __ownedAt: Promise<number> }).__ownedAt);
    const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]!.startTime);
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ end: entry.responseEnd, bytes: entry.transferSize })),
    );
    const scriptsArrived = Math.max(touch, ...scripts.map((script) => script.end));
    const scriptBytes = scripts.reduce((total, script) => total + script.bytes, 0);
    return { paint, touch, scriptsArrived, scriptBytes, owned };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figure = (values: number[]) =>
  values.length === 1 ? `${Math.round(values[0]!)}` : `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

const results = new Map<string, Timing[]>(paths.map((pagePath) => [pagePath, []]));
try {
  // Pages interleaved, so a burst of load on a shared machine does not land on one page only.
  for (let run = 0; run < runs; run++) {
    for (const pagePath of paths) results.get(pagePath)!.push(await measure(pagePath));
  }
} finally {
  await browser.close();
}

console.log(`Throttled phone (4× CPU, 150 ms RTT, 1.6 Mbit/s), ${runs} run(s), ms since navigation, median (range):`);
const table = [
  ["page", "first paint", "first touch", "scripts arrive", "KB", "React owns the page", "touch → owned", `by ${BUDGET_MS / 1000} s`],
  ...[...results].map(([pagePath, timings]) => [
    pagePath,
    figure(timings.map((timing) => timing.paint)),
    figure(timings.map((timing) => timing.touch)),
    figure(timings.map((timing) => timing.scriptsArrived)),
    (median(timings.map((timing) => timing.scriptBytes)) / 1024).toFixed(1),
    figure(timings.map((timing) => timing.owned)),
    figure(timings.map((timing) => timing.owned - timing.touch)),
    median(timings.map((timing) => timing.owned)) <= BUDGET_MS ? "ok" : "OVER",
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
for (const [index, row] of table.entries()) {
  console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ").trimEnd());
  if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("  "));
}
