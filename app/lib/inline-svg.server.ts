import { readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_BUILD_DIR, PROJECT_ROOT } from "#server/project-root.ts";

/**
 * A picture at the top of a page travels inside the page when it is one of the site's own small SVG
 * files: on a slow phone a separate request costs a connection and round trips before the first paint,
 * while 16 KB of SVG in the page costs about 4 KB gzipped, some 20 ms at 1.6 Mbit/s
 * (docs/decisions/035). Anything else (uploads, photos, larger files) keeps its address.
 */
const MAX_INLINE_SVG_BYTES = 16 * 1024;
/** The site's own files: the client build in production, `public/` in development. */
const SHIPPED_DIRS = [CLIENT_BUILD_DIR, path.join(PROJECT_ROOT, "public")];
const SHIPPED_SVG_PATH = /^\/(?:[\w-]+\/)*[\w.-]+\.svg$/;

const dataUrls = new Map<string, string>();

export function inlineShippedSvg(src: string): string {
  if (!SHIPPED_SVG_PATH.test(src) || src.includes("..")) return src;
  let dataUrl = dataUrls.get(src);
  if (dataUrl === undefined) {
    const svg = readShipped(src);
    dataUrl = (svg && svgDataUrl(svg)) ?? src;
    dataUrls.set(src, dataUrl);
  }
  return dataUrl;
}

/** A service page whose hero art is inlined where it can be. */
export function withInlineHeroArt<Page extends { hero: { art: { src: string } } }>(page: Page): Page {
  return { ...page, hero: { ...page.hero, art: { ...page.hero.art, src: inlineShippedSvg(page.hero.art.src) } } };
}

function readShipped(src: string): string | undefined {
  for (const dir of SHIPPED_DIRS) {
    try {
      return readFileSync(path.join(dir, src), "utf8");
    } catch {
      // Not in this directory: try the next.
    }
  }
  return undefined;
}

/**
 * A compact `data:` URL (whitespace collapsed, double quotes made single, only URL-unsafe characters
 * escaped), or nothing for an SVG too large to be worth sending inside every page.
 */
export function svgDataUrl(svg: string): string | undefined {
  if (Buffer.byteLength(svg) > MAX_INLINE_SVG_BYTES || svg.includes("'")) return undefined;
  const compact = svg.replace(/\s+/g, " ").replace(/> </g, "><").trim().replaceAll('"', "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>?[\\\]^`{|}]/g, encodeURIComponent)}`;
}
