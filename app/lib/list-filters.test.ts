import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { filterAndPage, isFiltered, readListFilters, revalidateUnlessOnlyFiltersChanged } from "./list-filters.ts";

const STATUSES = ["draft", "scheduled", "published"] as const;

describe("readListFilters", () => {
  it("reads the search, a known status and the page from the URL", () => {
    expect(readListFilters(new URLSearchParams("search=+Reels+&status=draft&page=3"), STATUSES)).toEqual({ search: "Reels", status: "draft", page: 3 });
  });
  it("ignores an unknown status and a page that is not a positive whole number", () => {
    for (const page of ["0", "-1", "2.5", "two", ""]) {
      expect(readListFilters(new URLSearchParams({ status: "archived", page }), STATUSES)).toEqual({ search: "", status: "", page: 1 });
    }
  });
  it("says whether anything narrows the list (the page does not)", () => {
    expect(isFiltered({ search: "", status: "", page: 2 })).toBe(false);
    expect(isFiltered({ search: "seo", status: "", page: 1 })).toBe(true);
    expect(isFiltered({ search: "", status: "draft", page: 1 })).toBe(true);
  });
});

describe("filterAndPage", () => {
  const rows = Array.from({ length: 30 }, (_, index) => ({
    title: `Post ${index + 1}`,
    status: index % 3 === 0 ? "draft" : "published",
    tags: index === 4 ? ["Instagram"] : [],
  }));
  const matching = { status: (row: (typeof rows)[number]) => row.status, text: (row: (typeof rows)[number]) => [row.title, ...row.tags] };

  it("answers pages of 25, like the lists paged on the server", () => {
    const first = filterAndPage(rows, { search: "", status: "", page: 1 }, matching);
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.data).toHaveLength(25);
    const second = filterAndPage(rows, { search: "", status: "", page: 2 }, matching);
    expect(second.data.map((row) => row.title)).toEqual(["Post 26", "Post 27", "Post 28", "Post 29", "Post 30"]);
  });

  it("keeps the rows of one status, in their order", () => {
    const drafts = filterAndPage(rows, { search: "", status: "draft", page: 1 }, matching);
    expect(drafts.total).toBe(10);
    expect(drafts.data.map((row) => row.title).slice(0, 3)).toEqual(["Post 1", "Post 4", "Post 7"]);
  });

  it("searches every text given, ignoring letter case", () => {
    expect(filterAndPage(rows, { search: "instagram", status: "", page: 1 }, matching).data.map((row) => row.title)).toEqual(["Post 5"]);
    expect(filterAndPage(rows, { search: "POST 2", status: "published", page: 1 }, matching).data.map((row) => row.title)).toEqual([
      "Post 2",
      "Post 20",
      "Post 21",
      "Post 23",
      "Post 24",
      "Post 26",
      "Post 27",
      "Post 29",
    ]);
  });

  it("shows the last page there is when asked for one past the end", () => {
    expect(filterAndPage(rows, { search: "", status: "", page: 9 }, matching)).toMatchObject({ page: 2, total: 30 });
    expect(filterAndPage(rows, { search: "nothing like this", status: "", page: 3 }, matching)).toEqual({ data: [], total: 0, page: 1, pageSize: 25 });
  });
});

describe("revalidateUnlessOnlyFiltersChanged", () => {
  const args = (current: string, next: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) =>
    ({
      currentUrl: new URL(current, "http://localhost"),
      nextUrl: new URL(next, "http://localhost"),
      defaultShouldRevalidate: true,
      ...extra,
    }) as ShouldRevalidateFunctionArgs;

  it("needs no new request when only the search, status or page changes", () => {
    expect(revalidateUnlessOnlyFiltersChanged(args("/admin/blog", "/admin/blog?status=draft"))).toBe(false);
    expect(revalidateUnlessOnlyFiltersChanged(args("/admin/blog?status=draft", "/admin/blog?status=draft&search=seo&page=2"))).toBe(false);
    expect(revalidateUnlessOnlyFiltersChanged(args("/admin/blog?search=seo&x=1", "/admin/blog?x=1"))).toBe(false);
  });

  it("needs no new request when a link's ?edit= leaves the address as the record's form opens", () => {
    expect(revalidateUnlessOnlyFiltersChanged(args("/admin/blog?edit=0b6f", "/admin/blog"))).toBe(false);
  });

  it("loads again after a save or delete (same URL), on another page, or when another parameter changes", () => {
    expect(revalidateUnlessOnlyFiltersChanged(args("/admin/blog?status=draft", "/admin/blog?status=draft"))).toBe(true);
    expect(revalidateUnlessOnlyFiltersChanged(args("/admin/blog?status=draft", "/admin/portfolio?status=draft"))).toBe(true);
    expect(revalidateUnlessOnlyFiltersChanged(args("/admin/blog?status=draft", "/admin/blog?status=draft&x=1"))).toBe(true);
    expect(revalidateUnlessOnlyFiltersChanged(args("/admin/blog", "/admin/blog?status=draft", { formMethod: "POST" }))).toBe(true);
  });
});
