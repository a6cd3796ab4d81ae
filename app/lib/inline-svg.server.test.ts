import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { inlineShippedSvg, svgDataUrl, withInlineHeroArt } from "./inline-svg.server.ts";

const shipped = (src: string) => readFileSync(path.join(PROJECT_ROOT, "public", src), "utf8");
const decoded = (dataUrl: string) => decodeURIComponent(dataUrl.slice("data:image/svg+xml,".length));
const normalised = (svg: string) => svg.replace(/\s+/g, " ").replace(/> </g, "><").trim().replaceAll('"', "'");

describe("a page's top picture inside the page", () => {
  it("is the site's own SVG as a data: URL that draws the same picture", () => {
    const src = "/images/services/heroes/graphic-design.svg";
    const dataUrl = inlineShippedSvg(src);
    expect(dataUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(decoded(dataUrl)).toBe(normalised(shipped(src)));
    expect(dataUrl).not.toMatch(/[<>#"\s]{2}|[<>#"]/);
  });

  it("keeps the address of uploads, photos, missing files and anything outside the site's files", () => {
    for (const src of [
      "/uploads/2026/11/hero.svg",
      "/images/blog/local-seo.webp",
      "/images/does-not-exist.svg",
      "/../package.json",
      "/images/../../server/index.svg",
      "https://example.com/art.svg",
      "data:image/svg+xml,<svg/>",
    ]) {
      expect(inlineShippedSvg(src), src).toBe(src);
    }
  });

  it("leaves an SVG too large to be worth sending inside every page as a file", () => {
    const circles = (count: number) => `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(count)}</svg>`;
    expect(svgDataUrl(circles(100))).toMatch(/^data:/);
    expect(svgDataUrl(circles(1000))).toBeUndefined();
  });

  it("inlines a page's hero art and keeps the rest of the page, its size and text", () => {
    const art = { src: "/images/services/heroes/academy.svg", width: 720, height: 560, alt: "A classroom" };
    const page = { slug: "academy", hero: { title: "Academy", art } };
    expect(withInlineHeroArt(page)).toEqual({ ...page, hero: { ...page.hero, art: { ...art, src: expect.stringMatching(/^data:image\/svg\+xml,/) } } });
  });
});
