import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { staticFilesServer } from "#server/plugins/static-assets.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { blogPosts } from "#server/db/schema.ts";
import { seedSiteContentOnce } from "#server/modules/site-content/seed.ts";
import { jsonLdNode } from "#tests/support/json-ld.ts";
import { useRenderedPagesApp } from "#tests/support/server-build.ts";

/**
 * The public pages as search engines and social networks read them: rendered for real from the sources,
 * on a database seeded as every start seeds it, and the files their tags point at.
 */
describe("what crawlers read on the public pages", () => {
  const rendered = useRenderedPagesApp();
  beforeEach(() => seedSiteContentOnce(rendered.db));

  // public/ is what the build serves at the site's root (build/client), through the same front door.
  let files: http.Server;
  let filesOrigin: string;
  beforeAll(async () => {
    files = staticFilesServer(path.join(PROJECT_ROOT, "public"))((_request, response) => response.writeHead(404).end(), {}) as http.Server;
    await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
    filesOrigin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => files.close(resolve)));

  const page = async (url: string) => {
    const response = await rendered.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

  const origin = "http://localhost:3000";

  describe("JSON-LD", () => {
    it("the home page: the agency's Organization with its @id, and the WebSite it publishes, with the site search", async () => {
      const home = await page("/");
      // One graph per page: nodes name each other by @id.
      expect(home.match(/<script type="application\/ld\+json"/g)).toHaveLength(1);
      const organization = jsonLdNode(home, "Organization");
      expect(organization).toMatchObject({ "@id": `${origin}/#organization`, name: "Vistaar", url: `${origin}/`, areaServed: ["Anand", "Gujarat", "India"] });
      expect(jsonLdNode(home, "WebSite")).toEqual({
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        name: "Vistaar",
        url: `${origin}/`,
        inLanguage: "en-IN",
        publisher: { "@id": organization["@id"] },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      });
      // The search the action names answers.
      expect((await rendered.app.inject({ method: "GET", url: "/search?q=seo" })).statusCode).toBe(200);
    });

    it("a post's BlogPosting names the home page's Organization as publisher, and no title can close its <script>", async () => {
      const title = "Ads that work </script><script>alert(1)</script> & more";
      await rendered.db.insert(blogPosts).values({ title, slug: "ads-that-work", content: "Text", author: "Riya Mehta", imageUrl: "/images/blog/local-seo.webp" });
      const html = await page("/blog/ads-that-work");
      expect(html).not.toContain("<script>alert(1)");
      const posting = jsonLdNode(html, "BlogPosting") as { headline: string; publisher: { "@id": string } };
      expect(posting.headline).toBe(title);
      expect(posting.publisher["@id"]).toBe(jsonLdNode(await page("/"), "Organization")["@id"]);
    });
  });

  describe("case-study share images", () => {
    it.each(["doubling-online-orders-for-a-dairy-brand", "rebuilding-hiring-for-a-textile-manufacturer"])(
      "/case-studies/%s shares a PNG that answers as an image",
      async (slug) => {
        const html = await page(`/case-studies/${slug}`);
        const image = meta(html, "og:image")!;
        expect(image).toMatch(/^https?:\/\/[^/]+\/images\/case-studies\/[a-z-]+\.png$/);
        expect(meta(html, "twitter:image")).toBe(image);
        expect(meta(html, "og:image:width")).toBe("1200");
        expect(meta(html, "og:image:height")).toBe("630");
        const response = await fetch(`${filesOrigin}${new URL(image).pathname}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/png");
      },
    );

    it("falls back to the default share image when staff choose an SVG the site has no copy of", async () => {
      const studies = await rendered.app.inject({ method: "GET", url: "/api/site/case-studies", headers: { authorization: rendered.authorization } });
      const { id, updatedAt: _updatedAt, slug: _slug, previousSlugs: _previous, ...study } = studies.json()[0];
      const update = await rendered.app.inject({
        method: "PUT",
        url: `/api/site/case-studies/${id}`,
        headers: { authorization: rendered.authorization },
        payload: { ...study, image: { url: "/images/home/growth.svg", alt: "A rising chart" } },
      });
      expect(update.statusCode, update.body).toBe(200);
      const html = await page(`/case-studies/${update.json().slug}`);
      expect(meta(html, "og:image")).toMatch(/\/images\/og-default\.png$/);
      expect(html).not.toMatch(/<meta [^>]*content="[^"]*\.svg"/);
    });
  });
});
