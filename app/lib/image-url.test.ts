import { describe, expect, it } from "vitest";
import { imageSrcSet, resolveImageUrl } from "./image-url.ts";

describe("resolveImageUrl (SPEC §3 image paths)", () => {
  it("uses a full URL as is", () => {
    expect(resolveImageUrl("https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
    expect(resolveImageUrl("http://example.com/a.png")).toBe("http://example.com/a.png");
  });
  it("prefixes /uploads/ paths with the backend host (this origin: stays relative)", () => {
    expect(resolveImageUrl("/uploads/abc.webp")).toBe("/uploads/abc.webp");
  });
  it("uses anything else as is", () => {
    expect(resolveImageUrl("/images/blog/local-seo.webp")).toBe("/images/blog/local-seo.webp");
    expect(resolveImageUrl("")).toBe("");
    expect(resolveImageUrl(undefined)).toBe("");
  });
});

describe("imageSrcSet", () => {
  it("lists the smaller copies of uploads and of the demo artwork", () => {
    expect(imageSrcSet("/uploads/0123456789abcdef0123456789abcdef.webp")).toBe(
      "/uploads/0123456789abcdef0123456789abcdef-480.webp 480w, /uploads/0123456789abcdef0123456789abcdef-960.webp 960w, /uploads/0123456789abcdef0123456789abcdef.webp 2000w",
    );
    expect(imageSrcSet("/images/blog/local-seo.webp")).toBe(
      "/images/blog/local-seo-480.webp 480w, /images/blog/local-seo-960.webp 960w, /images/blog/local-seo.webp 1200w",
    );
  });
  it("gives none for images without copies", () => {
    expect(imageSrcSet("https://example.com/a.webp")).toBeUndefined();
    expect(imageSrcSet("/uploads/photo.jpg")).toBeUndefined();
    expect(imageSrcSet("/images/og-default.png")).toBeUndefined();
  });
});
