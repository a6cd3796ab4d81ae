import { beforeEach, describe, expect, it } from "vitest";
import { blogPosts } from "#server/db/schema.ts";
import { jsonLdNode } from "#tests/support/json-ld.ts";
import { useRenderedPagesApp } from "#tests/support/server-build.ts";
import type { TestApp } from "#tests/support/test-app.ts";

const post = {
  title: "Local SEO for clinics",
  excerpt: "How clinics in Anand reach the map pack.",
  content: "## Claim your profile\nStart here.\n\n## Collect reviews\n\n### Ask at the desk\n\n<script>alert(1)</script>",
  category: "SEO",
  author: "Riya Mehta",
  date: "2026-11-20",
  readTime: "3 min read",
  imageUrl: "/images/blog/local-seo.webp",
  status: "published" as const,
};

/** A post's page as search engines and social networks read it: rendered for real from the sources. */
describe("a post's page head and body", () => {
  const rendered = useRenderedPagesApp();
  let app: TestApp["app"];
  let authorization: string;
  let postId: string;

  beforeEach(async () => {
    ({ app, authorization } = rendered);
    const [row] = await rendered.db.insert(blogPosts).values({ ...post, slug: "local-seo-for-clinics" }).returning();
    postId = row!.id;
  });

  const page = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  const blogPosting = (html: string) => jsonLdNode(html, "BlogPosting") as { image: string[] };

  it("without search fields: the title, excerpt and image, indexable", async () => {
    const html = await page("/blog/local-seo-for-clinics");
    expect(html).toContain("<title>Local SEO for clinics | Vistaar</title>");
    expect(meta(html, "description")).toBe(post.excerpt);
    expect(meta(html, "og:title")).toBe("Local SEO for clinics | Vistaar");
    expect(meta(html, "twitter:title")).toBe("Local SEO for clinics | Vistaar");
    expect(meta(html, "og:image")).toMatch(/^https?:\/\/[^/]+\/images\/blog\/local-seo\.webp$/);
    expect(meta(html, "robots")).toBe("index, follow, max-image-preview:large");
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/blog\/local-seo-for-clinics"\/>/);
    expect(blogPosting(html)).toMatchObject({
      headline: post.title,
      image: [expect.stringMatching(/\/images\/blog\/local-seo\.webp$/)],
      author: { "@type": "Person", name: "Riya Mehta" },
      datePublished: "2026-11-20",
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // The agency's Organization (described in full on the home page), with what Google wants inline.
      publisher: {
        "@type": "Organization",
        "@id": expect.stringMatching(/^https?:\/\/[^/]+\/#organization$/),
        name: "Vistaar",
        logo: { "@type": "ImageObject", url: expect.stringMatching(/\/icon-512\.png$/) },
      },
    });
  });

  it("with search fields: the editor's title, description, social image and noindex", async () => {
    const update = await app.inject({
      method: "PUT",
      url: `/api/blog/${postId}`,
      headers: { authorization },
      payload: { ...post, metaTitle: "Clinic SEO in Anand: 8 steps", metaDescription: "Eight steps that put a clinic on the map in Google search.", ogImage: "/images/blog/website-speed.webp", noindex: true },
    });
    expect(update.statusCode).toBe(200);
    const html = await page("/blog/local-seo-for-clinics");
    expect(html).toContain("<title>Clinic SEO in Anand: 8 steps</title>");
    expect(meta(html, "description")).toBe("Eight steps that put a clinic on the map in Google search.");
    expect(meta(html, "og:title")).toBe("Clinic SEO in Anand: 8 steps");
    expect(meta(html, "og:image")).toMatch(/\/images\/blog\/website-speed\.webp$/);
    expect(meta(html, "twitter:image")).toMatch(/\/images\/blog\/website-speed\.webp$/);
    expect(meta(html, "robots")).toBe("noindex");
    expect(blogPosting(html).image[0]).toMatch(/\/images\/blog\/website-speed\.webp$/);
    // A hidden post is left out of the sitemap, still on the blog.
    expect(await page("/sitemap.xml")).not.toContain("/blog/local-seo-for-clinics");
    expect(await page("/blog")).toContain("Local SEO for clinics");
  });

  it("shows the rendered body with a table of contents, raw HTML as text", async () => {
    const html = await page("/blog/local-seo-for-clinics");
    expect(html).toContain('<h2 id="claim-your-profile">Claim your profile</h2>');
    expect(html).toContain("<p>Start here.</p>");
    expect(html).toMatch(/<nav aria-labelledby="contents"[^>]*>.*href="#claim-your-profile".*href="#collect-reviews".*href="#ask-at-the-desk"/s);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)</script>");
  });
});
