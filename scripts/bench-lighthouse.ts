// Lighthouse (mobile) on the public pages DESIGN's budget names: Performance ≥ 0.98, LCP ≤ 1.0 s,
// CLS ≤ 0.02, Accessibility / Best Practices / SEO = 1.0.
// Usage: npm run bench:lighthouse -- [--base http://localhost:3000] [/path ...]
// Needs a running production server (npm start) and Chromium. Lighthouse itself is not a project
// dependency: set LIGHTHOUSE_BIN to an installed one, or it is fetched from the npm registry once.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const baseIndex = args.indexOf("--base");
const base = baseIndex >= 0 ? args.splice(baseIndex, 2)[1]! : (process.env.BASE_URL ?? "http://localhost:3000");

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

console.log("page".padEnd(34), "perf", " a11y", " b.p.", " seo", "   FCP", "   LCP", "   TBT", "   CLS");
for (const pagePath of paths) {
  const output = path.join(outDir, `${pagePath.replace(/\W+/g, "_") || "home"}.json`);
  const [command, ...rest] = lighthouse;
  const run = () => execFileSync(
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
    run();
  } catch {
    // Headless Chrome occasionally fails to start on a busy machine: one more try before giving up.
    try {
      run();
    } catch {
      console.log(pagePath.padEnd(34), "Lighthouse failed twice; see the messages above");
      process.exitCode = 1;
      continue;
    }
  }
  const report = JSON.parse(readFileSync(output, "utf8"));
  const score = (id: string) => (report.categories[id].score as number).toFixed(2).padStart(5);
  const audit = (id: string) => String(report.audits[id].displayValue ?? "").padStart(6);
  console.log(
    pagePath.padEnd(34),
    score("performance"),
    score("accessibility"),
    score("best-practices"),
    score("seo"),
    audit("first-contentful-paint"),
    audit("largest-contentful-paint"),
    audit("total-blocking-time"),
    audit("cumulative-layout-shift"),
  );
  for (const [id, value] of Object.entries(report.audits as Record<string, { score: number | null; scoreDisplayMode: string; title: string }>)) {
    if (value.score !== null && value.score < 1 && value.scoreDisplayMode === "binary") console.log(`    ${id}: ${value.title}`);
  }
}
console.log(`\nFull reports: ${outDir}`);
