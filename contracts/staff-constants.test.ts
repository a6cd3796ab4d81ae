import { describe, expect, it } from "vitest";
import { homeFor, homeSectionFor, sectionAt } from "./staff-constants.ts";

describe("admin sections by address", () => {
  it.each([
    ["/admin/contacts", "contacts"],
    ["/admin/site/faq", "site"],
    ["/portfolio/admin", "portfolio"],
    ["/admin/staff", "staff"],
    ["/admin", undefined],
    ["/admin/staffing", undefined],
  ])("%s belongs to %s", (pathname, section) => {
    expect(sectionAt(pathname)).toBe(section);
  });

  it("a role's home: projects (at /admin) for those who use it, the dashboard for sales", () => {
    expect([homeSectionFor("editor"), homeFor("editor")]).toEqual(["projects", "/admin"]);
    expect([homeSectionFor("owner"), homeFor("owner")]).toEqual(["projects", "/admin"]);
    expect([homeSectionFor("sales"), homeFor("sales")]).toEqual(["dashboard", "/admin/dashboard"]);
  });
});
