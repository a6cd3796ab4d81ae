import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { staticFilesServer } from "#server/plugins/static-assets.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { blogPosts, portfolioItems } from "#server/db/schema.ts";
import { seedSiteContentOnce } from "#server/modules/site-content/seed.ts";
import { jsonLdNode, jsonLdNodes } from "#tests/support/json-ld.ts";
import { useRenderedPagesApp } from "#tests/support/server-build.ts";

/**
 * The public pages as search engines and social networks read them: rendered for real from the sources,
 * on a database seeded as every start seeds it, and the files their tags point at.
 */
describe("what crawlers read on the public pages", () => {
  const origin = "http://localhost:3000";
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
  afterAll(() => {
    // fetch keeps its connections open for the next request.
    files.closeAllConnections();
    return new Promise((resolve) => files.close(resolve));
  });

  const page = async (url: string) => {
    const response = await rendered.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  const decode = (text: string) =>
    text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").trim();

  /** The breadcrumb a visitor sees (nav "Breadcrumb"): each step's words, and its link when it has one. */
  const visibleBreadcrumb = (html: string) => {
    const nav = html.match(/<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/)?.[1];
    expect(nav, "a visible breadcrumb").toBeDefined();
    return [...nav!.matchAll(/<li(?![^>]*aria-hidden)[^>]*>([\s\S]*?)<\/li>/g)].map(([, step]) => {
      const shown = step!.replace(/<span aria-hidden="true"[^>]*>[\s\S]*?<\/span>/g, "");
      const link = shown.match(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/);
      return link ? { name: decode(link[2]!.replace(/<[^>]+>/g, "")), href: link[1]! } : { name: decode(shown.replace(/<[^>]+>/g, "")) };
    });
  };
  /** What the BreadcrumbList must say for that breadcrumb: the same steps, links made absolute as the canonical is. */
  const breadcrumbListOf = (steps: Array<{ name: string; href?: string }>) => ({
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, ...(step.href ? { item: `${origin}${step.href}` } : {}) })),
  });

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

    it("each of the 16 service pages: its Service by the agency, and its visible breadcrumb as a BreadcrumbList", async () => {
      const sitemap = await page("/sitemap.xml");
      const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/services\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(paths).toHaveLength(16);
      for (const path of paths) {
        const html = await page(path);
        expect(html.match(/<script type="application\/ld\+json"/g), path).toHaveLength(1);
        const steps = visibleBreadcrumb(html);
        const underDigitalBranding = path.startsWith("/services/digital-branding/");
        expect(steps.slice(0, -1), path).toEqual([
          { name: "Services", href: "/services" },
          ...(underDigitalBranding ? [{ name: "Digital Branding", href: "/services/digital-branding" }] : []),
        ]);
        expect(jsonLdNode(html, "BreadcrumbList"), path).toEqual(breadcrumbListOf(steps));
        const name = steps.at(-1)!.name;
        expect(jsonLdNode(html, "Service"), path).toEqual({
          "@type": "Service",
          name,
          serviceType: name,
          description: decode(meta(html, "description")!),
          url: canonical(html),
          provider: { "@type": "Organization", "@id": `${origin}/#organization`, name: "Vistaar", url: `${origin}/`, logo: { "@type": "ImageObject", url: `${origin}/icon-512.png` } },
          areaServed: ["Anand", "Gujarat", "India"],
        });
        expect(canonical(html), path).toBe(`${origin}${path}`);
      }
    });

    it("each case study: an Article by the agency with its raster share image, and its visible breadcrumb as a BreadcrumbList", async () => {
      const sitemap = await page("/sitemap.xml");
      const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/case-studies\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(paths).toHaveLength(3);
      for (const path of paths) {
        const html = await page(path);
        const steps = visibleBreadcrumb(html);
        expect(steps.slice(0, -1), path).toEqual([
          { name: "Home", href: "/" },
          { name: "Case Studies", href: "/case-studies" },
        ]);
        expect(jsonLdNode(html, "BreadcrumbList"), path).toEqual(breadcrumbListOf(steps));
        const organization = { "@type": "Organization", "@id": `${origin}/#organization`, name: "Vistaar" };
        expect(jsonLdNode(html, "Article"), path).toMatchObject({
          headline: decode(html.match(/<h1[^>]*>([^<]*)<\/h1>/)![1]!),
          description: decode(meta(html, "description")!),
          image: [meta(html, "og:image")],
          url: canonical(html),
          mainEntityOfPage: { "@type": "WebPage", "@id": canonical(html) },
          author: organization,
          publisher: organization,
        });
        expect(jsonLdNodes(html).map((node) => node["@type"]).sort(), path).toEqual(["Article", "BreadcrumbList"]);
      }
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

  it("every public page's head names the blog's RSS feed, once; admin pages do not", async () => {
    const feedLink = '<link rel="alternate" type="application/rss+xml" title="Vistaar Blog" href="/blog/rss.xml"/>';
    for (const path of ["/about", "/", "/blog", "/services/digital-branding/seo", "/case-studies", "/search?q=seo", "/no-such-page"]) {
      const response = await rendered.app.inject({ method: "GET", url: path });
      const head = response.body.slice(0, response.body.indexOf("</head>"));
      expect(head.split(feedLink), path).toHaveLength(2);
      expect(response.body.match(/application\/rss\+xml/g), path).toHaveLength(1);
    }
    expect((await rendered.app.inject({ method: "GET", url: "/blog/rss.xml" })).statusCode).toBe(200);
    for (const path of ["/admin/login", "/admin/blog"]) {
      expect((await rendered.app.inject({ method: "GET", url: path })).body, path).not.toContain("application/rss+xml");
    }
  });

  it("sitemap.xml names each portfolio item by the canonical address its page gives", async () => {
    const [item] = await rendered.db
      .insert(portfolioItems)
      .values({ title: "Kesar Sweets storefront", description: "An online shop for a sweet maker", imageUrl: "/images/portfolio/kesar-sweets.webp" })
      .returning();
    const loc = (await page("/sitemap.xml")).match(/<loc>([^<]*\/portfolio\?[^<]*)<\/loc>\s*<lastmod>/)?.[1];
    expect(loc).toBe(`${origin}/portfolio?item=${item!.id}`);
    expect(canonical(await page(new URL(loc!).pathname + new URL(loc!).search))).toBe(loc);
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
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
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
