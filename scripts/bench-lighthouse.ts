// Lighthouse (mobile) on the public pages DESIGN's budget names: Performance ≥ 0.98, LCP ≤ 1.0 s,
// CLS ≤ 0.02, Accessibility / Best Practices / SEO = 1.0 (issue 16 adds TBT ≤ 100 ms).
// Usage: npm run bench:lighthouse -- [--base http://localhost:3000] [--runs 3] [/path ...]
// Needs a running production server (npm start) and Chromium. Lighthouse itself is not a project
// dependency: set LIGHTHOUSE_BIN to an installed one, or it is fetched from the npm registry once.
// With --runs N every page is measured N times (pages interleaved, so a burst of load on a shared machine
// does not land on one page only) and the median is printed with the range. Lighthouse's simulated
// throttling scales by the CPU it observes: the machine's load average is printed before and after.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { takeOption } from "./support/cli-options.ts";
import { runningServerBase } from "./support/running-server.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const base = await runningServerBase(args);
const runs = Math.max(1, Number(option("--runs", "1")));

async function defaultPaths(): Promise<string[]> {
  const paths = ["/", "/services", "/services/graphic-design", "/blog"];
  try {
    const posts = (await (await fetch(`${base}/api/blog/status/published`)).json()) as Array<{ slug: string }>;
    if (posts[0]) paths.push(`/blog/${posts[0].slug}`);
  } catch {
    // no blog API: skip the post
  }
  return paths;
}

const paths = args.length > 0 ? args : await defaultPaths();
const lighthouse = process.env.LIGHTHOUSE_BIN ? [process.env.LIGHTHOUSE_BIN] : ["npm", "exec", "--yes", "--package=lighthouse@12.8.2", "--", "lighthouse"];
const outDir = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));

interface Result {
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  /** Milliseconds (CLS: unitless). */
  metrics: Record<"fcp" | "lcp" | "tbt" | "cls", number>;
  failedAudits: string[];
}

function runLighthouse(pagePath: string, run: number): Result | null {
  const output = path.join(outDir, `${pagePath.replace(/\W+/g, "_") || "home"}-${run}.json`);
  const [command, ...rest] = lighthouse;
  const once = () =>
    execFileSync(
      command!,
      [
        ...rest,
        new URL(pagePath, base).toString(),
        "--quiet",
        "--form-factor=mobile",
        "--output=json",
        `--output-path=${output}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update",
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "inherit"] },
    );
  try {
    once();
  } catch {
    // Headless Chrome occasionally fails to start on a busy machine: one more try before giving up.
    try {
      once();
    } catch {
      return null;
    }
  }
  const report = JSON.parse(readFileSync(output, "utf8"));
  const audits = report.audits as Record<string, { score: number | null; scoreDisplayMode: string; title: string; numericValue?: number }>;
  return {
    scores: {
      performance: report.categories.performance.score,
      accessibility: report.categories.accessibility.score,
      "best-practices": report.categories["best-practices"].score,
      seo: report.categories.seo.score,
    },
    metrics: {
      fcp: audits["first-contentful-paint"]!.numericValue!,
      lcp: audits["largest-contentful-paint"]!.numericValue!,
      tbt: audits["total-blocking-time"]!.numericValue!,
      cls: audits["cumulative-layout-shift"]!.numericValue!,
    },
    failedAudits: Object.entries(audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map(([id, audit]) => `${id}: ${audit.title}`),
  };
}

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(", ");
console.log(`Load average before: ${loadAverage()} (${os.cpus().length} CPUs)`);

const results = new Map<string, Result[]>(paths.map((pagePath) => [pagePath, []]));
for (let run = 1; run <= runs; run++) {
  for (const pagePath of paths) {
    const result = runLighthouse(pagePath, run);
    if (!result) {
      console.log(`${pagePath}: Lighthouse failed twice; see the messages above`);
      process.exitCode = 1;
      continue;
    }
    results.get(pagePath)!.push(result);
    if (runs > 1) process.stderr.write(`run ${run}/${runs} ${pagePath}: perf ${result.scores.performance}, TBT ${Math.round(result.metrics.tbt)} ms\n`);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** "median (min–max)" when there are several runs. */
const summary = (values: number[], format: (value: number) => string) =>
  values.length > 1 ? `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})` : format(values[0]!);
const score = (value: number) => value.toFixed(2);
const seconds = (value: number) => (value / 1000).toFixed(2);
const millis = (value: number) => String(Math.round(value));
const shift = (value: number) => value.toFixed(3);

const header = ["page", "perf", "a11y", "b.p.", "seo", "FCP s", "LCP s", "TBT ms", "CLS"];
const rows = [...results].filter(([, list]) => list.length > 0).map(([pagePath, list]) => [
  pagePath,
  summary(list.map((result) => result.scores.performance), score),
  summary(list.map((result) => result.scores.accessibility), score),
  summary(list.map((result) => result.scores["best-practices"]), score),
  summary(list.map((result) => result.scores.seo), score),
  summary(list.map((result) => result.metrics.fcp), seconds),
  summary(list.map((result) => result.metrics.lcp), seconds),
  summary(list.map((result) => result.metrics.tbt), millis),
  summary(list.map((result) => result.metrics.cls), shift),
]);
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
console.log(`\n${runs > 1 ? `Median of ${runs} runs (range)` : "One run"}:`);
for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ").trimEnd());
for (const [pagePath, list] of results) {
  const failed = [...new Set(list.flatMap((result) => result.failedAudits))];
  for (const audit of failed) console.log(`  ${pagePath}  ${audit}`);
}
console.log(`\nLoad average after: ${loadAverage()}`);
console.log(`Full reports: ${outDir}`);
