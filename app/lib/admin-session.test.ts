import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./admin-session.ts";

describe("safeRedirectTarget", () => {
  it.each([
    "/.//evil.example",
    "/admin/../%5Cevil.example",
    "/admin/..//evil.example",
    "//evil.example",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/%5C%5Cevil.example",
    "https://evil.example/admin",
    "javascript:alert(1)",
    "admin",
    "/admin/login",
  ])("refuses %s (goes to /admin)", (target) => {
    expect(safeRedirectTarget(target)).toBe("/admin");
  });

  it.each([
    ["/admin/blog", "/admin/blog"],
    ["/admin/contacts?status=new#top", "/admin/contacts?status=new#top"],
    ["/admin/./staff", "/admin/staff"],
  ])("keeps the same-origin path %s", (target, expected) => {
    expect(safeRedirectTarget(target)).toBe(expected);
  });
});
