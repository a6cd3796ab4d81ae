// What a first visit to each page downloads: gzipped JavaScript (entry, module preloads and route chunks)
// and CSS it references, its HTML, and its largest image. Starts nothing: point it at a running server.
// Public pages load their scripts on demand (docs/decisions/022, 052): their first-load JavaScript is the
// inline scripts; the islands' runtime and code ("on demand") load when a visitor touches an island, or
// when an island marked "visible" scrolls into view (the count is shown: one in the first view loads it at once);
// the home page's carousels have files of their own, fetched when they come near the screen ("when near").
// Usage: npm run bench:pages -- [--base http://localhost:3000] [--strict] [/path …]
//   default paths: / /services /services/graphic-design
//   --strict: exit with status 1 when a page is over the budget (DESIGN.md: 100 KB JS, 25 KB CSS, gzipped)
import { gzipSync } from "node:zlib";
import { runningServerBase } from "./support/running-server.ts";

const JS_BUDGET = 100 * 1024;
const CSS_BUDGET = 25 * 1024;

const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
};
const base = await runningServerBase(args);
const strict = flag("--strict");
const paths = args.length > 0 ? args : ["/", "/services", "/services/graphic-design"];

interface Asset {
  url: string;
  bytes: number;
  gzipBytes: number;
}

const cache = new Map<string, Promise<Asset>>();

/** Downloads an asset uncompressed and measures it raw and gzipped (level 9, as a static precompressor would). */
function measure(url: string): Promise<Asset> {
  let pending = cache.get(url);
  if (!pending) {
    pending = (async () => {
      const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      return { url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    })();
    cache.set(url, pending);
  }
  return pending;
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const decode = (value: string) => value.replace(/&amp;/g, "&");

function referencedAssets(html: string, pageUrl: string) {
  const absolute = (value: string) => new URL(decode(value), pageUrl).toString();
  const js = new Set<string>();
  /** Islands with files of their own (the home page's carousels): fetched when they come near the screen. */
  const whenNear = new Set<string>();
  const css = new Set<string>();
  const images = new Set<string>();

  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") js.add(absolute(href));
    else if (rel === "stylesheet") css.add(absolute(href));
    else if (rel === "preload" && attribute(tag, "as") === "image") images.add(absolute(href));
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*\ssrc="[^"]*"[^>]*>/g)) js.add(absolute(attribute(tag, "src")!));
  // The inline module that boots React Router imports the entry and the route modules, and (on pages
  // that hydrate on demand) lists the module preloads it adds when React is needed; on a page of
  // islands, it imports the islands' entry (docs/decisions/052).
  for (const [, source] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, specifier] of source!.matchAll(/(?:import\s*(?:[\w*{}\s,]+from\s*)?|import\()\s*["']([^"']+\.js)["']/g)) {
      js.add(absolute(specifier!));
    }
    const deferredPreloads = source!.match(/for \(const href of (\[[^\]]*\])/)?.[1];
    for (const href of deferredPreloads ? (JSON.parse(deferredPreloads) as string[]) : []) js.add(absolute(href));
    const ownFiles = source!.match(/const ownFiles = (\{.*\});/)?.[1];
    for (const href of Object.values(ownFiles ? (JSON.parse(ownFiles) as Record<string, string[]>) : {}).flat()) whenNear.add(absolute(href));
  }
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const src = attribute(tag, "src");
    if (src) images.add(absolute(src));
    for (const candidate of (attribute(tag, "srcset") ?? "").split(",")) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) images.add(absolute(url));
    }
  }
  for (const [tag] of html.matchAll(/<video\b[^>]*>/g)) {
    const poster = attribute(tag, "poster");
    if (poster) images.add(absolute(poster));
  }
  return { js: [...js], whenNear: [...whenNear], css: [...css], images: [...images] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Row {
  path: string;
  jsFiles: number;
  /** Inline scripts (gzip), run by every visit. */
  inlineJs: number;
  /** The page's modules (React Router's, or its islands'): loaded at once, or on demand. */
  js: number;
  /** Files of islands that have their own, loaded when those come near the screen. */
  whenNearFiles: number;
  whenNearJs: number;
  onDemand: boolean;
  visibleIslands: number;
  firstLoadJs: number;
  css: number;
  html: number;
  imageCount: number;
  largestImage: Asset | undefined;
}

const rows: Row[] = [];
for (const pagePath of paths) {
  const pageUrl = new URL(pagePath, base).toString();
  const response = await fetch(pageUrl, { headers: { "accept-encoding": "identity" } });
  const html = await response.text();
  if (!response.ok) console.warn(`${pagePath} answered ${response.status}`);
  const assets = referencedAssets(html, pageUrl);
  const [js, whenNear, css, images] = await Promise.all([
    Promise.all(assets.js.map(measure)),
    Promise.all(assets.whenNear.map(measure)),
    Promise.all(assets.css.map(measure)),
    Promise.all(assets.images.filter((url) => new URL(url).origin === new URL(base).origin).map(measure)),
  ]);
  const sum = (list: Asset[]) => list.reduce((total, asset) => total + asset.gzipBytes, 0);
  // The stylesheet is inlined in production (docs/decisions): count <style> blocks as CSS too.
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join("");
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  const inlineJs = inlineScripts.reduce((total, source) => total + (source.trim() ? gzipSync(source, { level: 9 }).length : 0), 0);
  const onDemand = inlineScripts.some((source) => source.includes("await window.__vistaarHydration"));
  rows.push({
    path: pagePath,
    jsFiles: js.length,
    inlineJs,
    js: sum(js),
    whenNearFiles: whenNear.length,
    whenNearJs: sum(whenNear),
    onDemand,
    visibleIslands: (html.match(/data-island="visible"/g) ?? []).length,
    firstLoadJs: inlineJs + (onDemand ? 0 : sum(js)),
    css: sum(css) + (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0),
    html: gzipSync(html, { level: 9 }).length,
    imageCount: images.length,
    largestImage: images.sort((a, b) => b.bytes - a.bytes)[0],
  });
}

const table = [
  ["page", "first-load JS", "scripts (React or islands)", "files", "when near", "visible islands", "CSS (gzip)", "HTML (gzip)", "images", "largest image (raw / gzip)", "budget"],
  ...rows.map((row) => [
    row.path,
    kb(row.firstLoadJs),
    `${kb(row.js)}${row.onDemand ? " on demand" : " at once"}`,
    String(row.jsFiles),
    row.whenNearFiles ? `${kb(row.whenNearJs)} in ${row.whenNearFiles}` : "-",
    String(row.visibleIslands),
    kb(row.css),
    kb(row.html),
    String(row.imageCount),
    row.largestImage
      ? `${new URL(row.largestImage.url).pathname} (${kb(row.largestImage.bytes)} / ${kb(row.largestImage.gzipBytes)})`
      : "none",
    row.firstLoadJs <= JS_BUDGET && row.css <= CSS_BUDGET ? "ok" : `OVER (JS ≤ ${kb(JS_BUDGET)}, CSS ≤ ${kb(CSS_BUDGET)})`,
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
for (const [index, row] of table.entries()) {
  console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ").trimEnd());
  if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("  "));
}

console.log(
  "\nfirst-load JS: the inline scripts, plus React Router's modules when the page hydrates at once. A page with a" +
    "\n'visible' island in its first view (none today: the carousels are below it) loads the modules at once too." +
    "\nwhen near: the files of islands that have their own (the carousels), fetched when one comes within a screen.",
);
if (strict && rows.some((row) => row.firstLoadJs > JS_BUDGET || row.css > CSS_BUDGET)) process.exitCode = 1;
