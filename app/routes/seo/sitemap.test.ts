import { beforeEach, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import type { Database } from "#server/db/client.ts";
import { blogPosts, portfolioItems, siteCaseStudies } from "#server/db/schema.ts";
import { testConfig } from "#tests/support/test-app.ts";
import { loadContext } from "#tests/support/load-context.ts";
import { resetDatabase } from "#tests/support/test-database.ts";
import { seedSiteContentOnce } from "#server/modules/site-content/seed.ts";
import { loader } from "./sitemap.ts";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every URL pattern of the route table, with its parents' paths joined. */
function routePaths(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    return [...(entry.path || entry.index ? [own] : []), ...routePaths(entry.children ?? [], entry.path ? own : parent)];
  });
}

const PUBLIC_URL = "https://www.vistaar.example";

async function fetchSitemap(db: Database) {
  const config = testConfig({ publicUrl: PUBLIC_URL });
  const args = { context: { ...loadContext(db), services: { config, db } }, request: new Request(`${PUBLIC_URL}/sitemap.xml`), params: {} };
  return (await loader(args as unknown as Parameters<typeof loader>[0])) as Response;
}

describe("sitemap.xml", () => {
  let db: Database;
  beforeEach(async () => {
    db = await resetDatabase();
    // The site's copy, as every start stores it: the service pages, case studies and legal pages.
    await seedSiteContentOnce(db);
  });

  const sitemapPaths = async () => {
    const xml = await (await fetchSitemap(db)).text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(PUBLIC_URL.length));
  };

  it("lists every public page of the route table, and nothing that is not a route", async () => {
    const known = routePaths(routes as RouteEntry[]);
    const excluded = (path: string) =>
      path.includes(":") || path.includes("*") || /^\/(admin|portfolio\/admin|newsletter|thank-you|theme|search)/.test(path) || /\.(xml|txt)$/.test(path);
    const expected = known.filter((path) => !excluded(path));
    const paths = await sitemapPaths();
    expect(new Set(paths.filter((path) => !path.startsWith("/case-studies/")))).toEqual(new Set(expected));
    expect(paths.filter((path) => path.startsWith("/services/"))).toHaveLength(16);
    expect(paths).toContain("/privacy");
    expect(paths).toContain("/terms");
  });

  it("answers XML with absolute URLs, the case studies and only published, listable blog posts at their slugs with their last change", async () => {
    await db
      .insert(blogPosts)
      .values({ title: "Local SEO in 2025", slug: "local-seo-in-2025", status: "published", updatedAt: new Date("2025-03-04T05:06:07.000Z") });
    await db.insert(blogPosts).values({ title: "Unfinished", slug: "unfinished", status: "draft" });
    await db.insert(blogPosts).values({ title: "Thank-you offer", slug: "thank-you-offer", status: "published", noindex: true });

    const response = await fetchSitemap(db);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/services/digital-branding/influencer-marketing</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/case-studies/doubling-online-orders-for-a-dairy-brand</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/blog/local-seo-in-2025</loc>\n    <lastmod>2025-03-04T05:06:07.000Z</lastmod>`);
    expect(xml).not.toContain("unfinished");
    expect(xml).not.toContain("thank-you-offer");
    expect(xml).not.toContain("/admin");
    expect(xml).not.toContain("/thank-you");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    // The nine pages in code, the 16 service pages, the 3 case studies, the 2 legal pages and the post.
    expect(locs).toHaveLength(9 + 16 + 3 + 2 + 1);
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });

  /** Each <url>'s address and, when it has one, its <lastmod>. */
  const sitemapEntries = async () => {
    const xml = await (await fetchSitemap(db)).text();
    return [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?\s*<\/url>/g)].map((match) => ({ path: match[1]!.slice(PUBLIC_URL.length), lastmod: match[2] }));
  };

  it("lists each published portfolio item at its own address, the page's canonical, with its last change", async () => {
    const [item] = await db
      .insert(portfolioItems)
      .values({ title: "Kesar Sweets", description: "A storefront", imageUrl: "/images/portfolio/kesar-sweets.webp", updatedAt: new Date("2025-05-06T07:08:09.000Z") })
      .returning();
    await db.insert(portfolioItems).values({ title: "Not yet", description: "A draft", imageUrl: "/images/portfolio/kesar-sweets.webp", status: "draft" });

    const items = (await sitemapEntries()).filter((entry) => entry.path.startsWith("/portfolio?"));
    expect(items).toEqual([{ path: `/portfolio?item=${item!.id}`, lastmod: "2025-05-06T07:08:09.000Z" }]);
  });

  it("gives <lastmod> to the pages that are one record (case studies, legal pages, posts), and no invented date to the others", async () => {
    await db.update(siteCaseStudies).set({ updatedAt: new Date("2025-01-02T03:04:05.000Z") });
    const entries = await sitemapEntries();
    const dated = entries.filter((entry) => entry.lastmod);
    const oneRecordPages = entries.filter((entry) => /^\/(case-studies\/|privacy$|terms$)/.test(entry.path));
    expect(oneRecordPages).toHaveLength(5);
    expect(dated).toEqual(oneRecordPages);
    for (const study of dated.filter((entry) => entry.path.startsWith("/case-studies/"))) expect(study.lastmod).toBe("2025-01-02T03:04:05.000Z");
    for (const entry of dated) expect(new Date(entry.lastmod!).toISOString()).toBe(entry.lastmod);
    expect(entries.find((entry) => entry.path === "/")).toEqual({ path: "/", lastmod: undefined });
  });
});
