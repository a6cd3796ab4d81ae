import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path.ts";

describe("sameSitePath", () => {
  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\t\\evil.example",
    "/.//evil.example",
    "//evil.example",
    "https://evil.example/",
    "about",
  ])("refuses %j", (target) => {
    expect(sameSitePath(target, "/")).toBe("/");
  });

  it.each([
    ["/about", "/about"],
    ["/portfolio?category=SEO", "/portfolio?category=SEO"],
    // What a browser would request anyway, and always a valid Location header.
    ["/a\r\nb", "/ab"],
    ["/a\u0000b", "/a%00b"],
    ["/\u202e", "/%E2%80%AE"],
  ])("keeps the same-site path %j as %j", (target, expected) => {
    expect(sameSitePath(target, "/")).toBe(expected);
  });
});
