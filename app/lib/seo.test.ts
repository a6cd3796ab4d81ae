import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHARE_IMAGE, pageMeta, shareImage } from "./seo.ts";

const site = { origin: "https://www.vistaar.example", brand: "Vistaar" };
const property = (tags: MetaDescriptor[], name: string) => (tags.find((tag) => "property" in tag && tag.property === name) as { content?: string } | undefined)?.content;
const named = (tags: MetaDescriptor[], name: string) => (tags.find((tag) => "name" in tag && tag.name === name) as { content?: string } | undefined)?.content;

describe("shareImage: what a link preview can draw", () => {
  it("keeps raster images, wherever they are", () => {
    expect(shareImage("/uploads/abc.webp")).toBe("/uploads/abc.webp");
    expect(shareImage("https://cdn.example.com/card.jpg")).toBe("https://cdn.example.com/card.jpg");
  });

  it("gives a case study's SVG scene its PNG copy", () => {
    expect(shareImage("/images/case-studies/dairy-brand.svg")).toBe("/images/case-studies/dairy-brand.png");
  });

  it("replaces any other SVG, or nothing, with the default share image", () => {
    for (const image of ["/images/home/growth.svg", "/images/case-studies/staff-drawing.SVG", "https://cdn.example.com/logo.svg?v=2", "data:image/svg+xml,<svg/>", "", undefined]) {
      expect(shareImage(image), String(image)).toBe(DEFAULT_SHARE_IMAGE);
    }
  });
});

describe("pageMeta's share image", () => {
  const meta = (image?: string) => pageMeta({ title: "Case", description: "A case study", path: "/case-studies/a", site, image });

  it("never names an SVG in og:image or twitter:image", () => {
    const tags = meta("/images/case-studies/textile-hiring.svg");
    expect(property(tags, "og:image")).toBe("https://www.vistaar.example/images/case-studies/textile-hiring.png");
    expect(named(tags, "twitter:image")).toBe("https://www.vistaar.example/images/case-studies/textile-hiring.png");
  });

  it("declares the size of the images the site ships, and only of those", () => {
    for (const tags of [meta(), meta("/images/case-studies/clinic-local-seo.svg")]) {
      expect(property(tags, "og:image:width")).toBe("1200");
      expect(property(tags, "og:image:height")).toBe("630");
    }
    const uploaded = meta("/uploads/abc.webp");
    expect(property(uploaded, "og:image")).toBe("https://www.vistaar.example/uploads/abc.webp");
    expect(property(uploaded, "og:image:width")).toBeUndefined();
  });
});
