import { beforeEach, describe, expect, it } from "vitest";
import { blogPosts } from "#server/db/schema.ts";
import { seedSiteContentOnce } from "#server/modules/site-content/seed.ts";
import { useRenderedPagesApp } from "#tests/support/server-build.ts";
import type { TestApp } from "#tests/support/test-app.ts";

/** /search as a visitor's browser and a search engine receive it: rendered for real from the sources. */
describe("the /search page", () => {
  const rendered = useRenderedPagesApp();
  let app: TestApp["app"];

  beforeEach(async () => {
    app = rendered.app;
    const db = rendered.db;
    await seedSiteContentOnce(db);
    await db.insert(blogPosts).values([
      {
        title: "<script>alert(1)</script> Zephyrine for shops",
        slug: "zephyrine-for-shops",
        excerpt: "Why shops & clinics <3 zephyrine.",
        content: "Zephyrine, explained.",
        author: "Riya Mehta",
        date: "2026-11-20",
        imageUrl: "/images/blog/local-seo.webp",
      },
      { title: "Zephyrine draft", slug: "zephyrine-draft", content: "Zephyrine, unpublished.", author: "Riya Mehta", imageUrl: "/images/blog/local-seo.webp", status: "draft" },
    ]);
  });

  const page = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const robots = (html: string) => html.match(/<meta name="robots" content="([^"]*)"/)?.[1];

  it("shows published results with the words highlighted and every title as text, never as markup", async () => {
    const html = await page("/search?q=zephyrine");
    expect(robots(html)).toBe("noindex, follow");
    expect(html).toContain('1 result for &quot;zephyrine&quot;');
    expect(html).toContain('href="/blog/zephyrine-for-shops"');
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Zephyrine for shops");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toMatch(/<mark[^>]*>zephyrine<\/mark>/i);
    expect(html).toContain("shops &amp; clinics &lt;3");
    expect(html).not.toContain("Zephyrine draft");
    // The box keeps the search.
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="zephyrine"/);
  });

  it("says nothing was found and suggests the service categories", async () => {
    const html = await page("/search?q=xylophonist");
    expect(robots(html)).toBe("noindex, follow");
    expect(html).toContain("No results for &quot;xylophonist&quot;");
    expect(html).toContain("Try other words, or look through our services:");
    expect(html).toContain('href="/services/digital-branding"');
    expect(html).toContain('href="/services/graphic-design"');
  });

  it("invites a search when there is none, or it is empty or overlong: no 'other words' before any, nor the subtitle twice", async () => {
    for (const url of ["/search", "/search?q=", "/search?q=%20%20", `/search?q=${"a".repeat(201)}`]) {
      const html = await page(url);
      expect(html, url).toContain("Search the blog, our services, case studies and portfolio.");
      expect(html, url).toMatch(/<h2 id="search-results-heading"[^>]*>What are you looking for\?<\/h2>/);
      expect(html, url).toContain("Type a few words in the box above, or look through our services:");
      expect(html, url).toContain('href="/services/research"');
      expect(html, url).not.toContain("No results for");
      expect(html, url).not.toContain("Try other words");
      // The subtitle once in the page (the header), besides the page's description for search engines.
      expect(html.replace(/<meta[^>]*>/g, "").split("Search the blog, our services, case studies and portfolio.").length - 1, url).toBe(1);
    }
  });

  it("puts a search box that needs no script in the header of every page and on /blog", async () => {
    for (const url of ["/", "/blog"]) {
      const html = await page(url);
      expect(html, url).toMatch(/<form[^>]*action="\/search" method="get"/);
      expect(html, url).toMatch(/popovertarget="site-search"/i);
    }
    expect((await page("/blog")).match(/action="\/search"/g)).toHaveLength(2);
  });
});
