import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { openDatabase } from "#server/db/client.ts";
import { blogPosts, contacts, newsletterSubscriptions, portfolioItems } from "#server/db/schema.ts";
import { hashToken } from "#server/modules/auth/one-time-tokens.ts";
import { signInAsAdmin } from "#tests/support/admin.ts";
import { useRenderedPagesApp } from "#tests/support/server-build.ts";
import { createTestApp, testConfig, type TestApp } from "#tests/support/test-app.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";

const newPost = {
  title: "Fresh post",
  excerpt: "Short",
  content: "Body",
  category: "SEO",
  author: "Riya",
  date: "2026-11-20",
  readTime: "3 min read",
  imageUrl: "/images/blog/local-seo.webp",
  status: "published",
};

/**
 * The page cache drops what a write changed and nothing else (docs/decisions: cache tags). The pages
 * are rendered for real: React Router's server build, compiled by Vite from the sources.
 */
describe("cached pages after a write", () => {
  const rendered = useRenderedPagesApp();
  let app: TestApp["app"];
  let authorization: string;
  let postId: string;

  beforeEach(async () => {
    ({ app, authorization } = rendered);
    const [post] = await rendered.db.insert(blogPosts).values({ ...newPost, title: "Published post", slug: "published-post", status: "published" }).returning();
    postId = post!.id;
  });

  const cacheState = async (url: string) => (await app.inject({ method: "GET", url })).headers["x-page-cache"];
  const pages = () => ["/blog", "/blog/published-post", "/blog/rss.xml", "/sitemap.xml", "/services", "/portfolio", "/", "/about"];
  /** Visits every page twice, so each is in the cache; answers which are served from it afterwards. */
  const warm = async () => {
    for (const url of pages()) await cacheState(url);
    for (const url of pages()) expect(await cacheState(url), url).toBe("HIT");
  };
  const cached = async () => {
    const states: Record<string, unknown> = {};
    for (const url of pages()) states[url] = await cacheState(url);
    return Object.keys(states).filter((url) => states[url] === "HIT");
  };
  const write = (method: "POST" | "PUT" | "DELETE" | "PATCH", url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization } }).then((response) => {
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response;
    });

  it("publishing a post refreshes the blog, its posts, the feed and the sitemap, and nothing else", async () => {
    await warm();
    const created = await write("POST", "/api/blog", newPost);
    expect(await cached()).toEqual(["/services", "/portfolio", "/", "/about"]);
    expect((await app.inject({ method: "GET", url: "/blog" })).body).toContain("Fresh post");
    expect((await app.inject({ method: "GET", url: "/blog/rss.xml" })).body).toContain("Fresh post");
    expect((await app.inject({ method: "GET", url: "/sitemap.xml" })).body).toContain(`/blog/${created.json().slug}</loc>`);

    await warm();
    await write("PUT", `/api/blog/${postId}`, { ...newPost, title: "Renamed post" });
    expect(await cached()).toEqual(["/services", "/portfolio", "/", "/about"]);
    await warm();
    await write("DELETE", `/api/blog/${postId}`);
    expect(await cached()).toEqual(["/services", "/portfolio", "/", "/about"]);
  });

  it("a new slug drops the post's cached page: the old address redirects to the new one, which shows the post", async () => {
    await warm();
    await write("PUT", `/api/blog/${postId}`, { ...newPost, title: "Published post", slug: "renamed-post" });
    expect(await cached()).toEqual(["/services", "/portfolio", "/", "/about"]);
    const old = await app.inject({ method: "GET", url: "/blog/published-post" });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/blog/renamed-post");
    const renamed = await app.inject({ method: "GET", url: "/blog/renamed-post" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toMatch(/<link rel="canonical" href="[^"]+\/blog\/renamed-post"\/>/);
    expect((await app.inject({ method: "GET", url: "/blog/renamed-post" })).headers["x-page-cache"]).toBe("HIT");

    // Back to the first slug: the page at it is drawn afresh, the second one now redirects.
    await write("PUT", `/api/blog/${postId}`, { ...newPost, title: "Published post", slug: "published-post" });
    expect((await app.inject({ method: "GET", url: "/blog/published-post" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/blog/renamed-post" })).headers.location).toBe("/blog/published-post");
  });

  it("a portfolio write refreshes the portfolio page and the sitemap (which lists the items); a content write the pages that show content items", async () => {
    await warm();
    await write("POST", "/api/portfolio", { title: "Logo", description: "A new logo", imageUrl: "/images/portfolio/logo.webp" });
    expect(await cached()).toEqual(["/blog", "/blog/published-post", "/blog/rss.xml", "/services", "/", "/about"]);

    await warm();
    await write("POST", "/api/content", { title: "Hero", content: "A new headline", location: "home/hero", status: "published" });
    expect(await cached()).toEqual(["/blog", "/blog/published-post", "/blog/rss.xml", "/sitemap.xml", "/services", "/portfolio"]);
    expect((await app.inject({ method: "GET", url: "/" })).body).toContain("A new headline");
  });

  it("answering a contact, deleting a subscriber, a new enquiry or a project refreshes nothing", async () => {
    const db = app.services.db;
    const [contact] = await db
      .insert(contacts)
      .values({ name: "Asha", email: "asha@example.com", subject: "Hello", message: "Hi there" })
      .returning();
    const [subscriber] = await db
      .insert(newsletterSubscriptions)
      .values({ email: "reader@example.com", source: "Blog Page", confirmTokenHash: hashToken("c".repeat(43)), unsubscribeTokenHash: hashToken("u".repeat(43)) })
      .returning();
    await warm();
    await write("POST", "/api/contact/reply", { contactId: contact!.id, message: "Thank you, we will call you." });
    await write("PATCH", `/api/contact/${contact!.id}`, { status: "read" });
    await write("DELETE", `/api/newsletter/subscribers/${subscriber!.id}`);
    await write("POST", "/api/projects", { name: "Relaunch", startDate: "2026-11-01", teamSize: 3 });
    await app.inject({ method: "POST", url: "/api/contact", payload: { name: "Ravi", email: "ravi@example.com", subject: "Quote", message: "Hello" } });
    expect(await cached()).toEqual(pages());
  });

  it("keeps one entry per theme choice, drawn in that theme, and the /theme form sets the choice and comes back", async () => {
    const get = (cookie?: string) => app.inject({ method: "GET", url: "/about", headers: cookie ? { cookie } : {} });
    expect((await get()).headers["x-page-cache"]).toBe("MISS");
    expect((await get("theme=dark")).headers["x-page-cache"]).toBe("MISS");
    const dark = await get("theme=dark");
    expect(dark.headers["x-page-cache"]).toBe("HIT");
    expect(dark.headers.vary).toContain("Cookie");
    expect(dark.body).toMatch(/<html class="dark" style="color-scheme:dark"/);
    const unchosen = await get();
    expect(unchosen.headers["x-page-cache"]).toBe("HIT");
    expect(unchosen.body).not.toMatch(/<html class=/);
    // So is the web font once the browser has it (docs/decisions/068): an entry per combination.
    expect((await get("theme=dark; web-font=1")).headers["x-page-cache"]).toBe("MISS");
    const darkWithFont = await get("theme=dark; web-font=1");
    expect(darkWithFont.headers["x-page-cache"]).toBe("HIT");
    expect(darkWithFont.body).toMatch(/<html class="dark web-font" style="color-scheme:dark"/);
    expect((await get("web-font=1")).body).toMatch(/<html class="web-font" /);
    expect((await get("theme=dark")).body).toBe(dark.body);
    // Any other cookie still means a page rendered for that visitor alone.
    expect((await get("theme=dark; session=1")).headers["x-page-cache"]).not.toBe("HIT");
    expect((await get("web-font=yes")).headers["x-page-cache"]).not.toBe("HIT");

    const choose = (payload: string) =>
      app.inject({ method: "POST", url: "/theme", headers: { "content-type": "application/x-www-form-urlencoded" }, payload });
    const chosen = await choose("theme=light&returnTo=%2Fportfolio%3Fcategory%3DSEO");
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe("/portfolio?category=SEO");
    expect(chosen.headers["set-cookie"]).toEqual(["theme=light; Path=/; Max-Age=31536000; SameSite=Lax"]);
    // Never a way to send visitors elsewhere; an unknown theme changes nothing.
    for (const returnTo of ["//elsewhere.example/", "https://elsewhere.example/", "/\\elsewhere.example", "/\t/elsewhere.example"]) {
      expect((await choose(`theme=dark&returnTo=${encodeURIComponent(returnTo)}`)).headers.location).toBe("/");
    }
    // Characters a header cannot hold come back encoded, never as an error.
    const odd = await choose(`theme=dark&returnTo=${encodeURIComponent("/about\n\u202e")}`);
    expect(odd.statusCode).toBe(303);
    expect(odd.headers.location).toBe("/about%E2%80%AE");
    const unknown = await choose("theme=purple&returnTo=%2Fabout");
    expect(unknown.headers.location).toBe("/about");
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });
});

/**
 * A page is cached under an address with a query only for values it recognises (a category that
 * exists, a published item, React Router's own requests as it makes them): any other value gets the
 * same answer, rendered afresh, and never takes a place in the cache.
 */
describe("cached pages with a query", () => {
  const rendered = useRenderedPagesApp();
  let app: TestApp["app"];
  let itemId: string;

  beforeEach(async () => {
    ({ app } = rendered);
    await rendered.db.insert(blogPosts).values([
      { ...newPost, title: "Local search", slug: "local-search", category: "SEO", status: "published" as const },
      { ...newPost, title: "A faster site", slug: "a-faster-site", category: "Web Design", status: "published" as const },
    ]);
    const [item] = await rendered.db
      .insert(portfolioItems)
      .values({ title: "Chai Corner", description: "Menu boards.", category: "Brand Identity", imageUrl: "/images/portfolio/logo.webp" })
      .returning();
    itemId = item!.id;
  });

  const get = (url: string) => app.inject({ method: "GET", url });
  const query = (parameters: Record<string, string>) => new URLSearchParams(parameters).toString();
  /** Requested twice: a value the page knows is stored the first time and served from the cache the second. */
  const expectCached = async (url: string) => {
    const first = await get(url);
    expect(first.statusCode, url).toBe(200);
    expect(first.headers["x-page-cache"], url).toBe("MISS");
    const second = await get(url);
    expect(second.headers["x-page-cache"], url).toBe("HIT");
    expect(second.body, url).toBe(first.body);
    return first;
  };
  /** Requested twice, neither answer comes from the cache nor takes a place in it; the first answer is returned. */
  const expectFresh = async (url: string, status = 200) => {
    const size = app.services.pageCache.size;
    const first = await get(url);
    expect(first.statusCode, url).toBe(status);
    expect(first.headers["x-page-cache"], url).toBeUndefined();
    expect((await get(url)).headers["x-page-cache"], url).toBeUndefined();
    expect(app.services.pageCache.size, url).toBe(size);
    return first;
  };

  it("the blog's ?category= of a category that exists, as its link writes it; any other value shows the same list, rendered afresh", async () => {
    expect((await expectCached(`/blog?${query({ category: "SEO" })}`)).body).not.toContain("A faster site");
    expect((await expectCached(`/blog?${query({ category: "Web Design" })}`)).body).toContain("A faster site");

    expect((await expectFresh("/blog?category=no-such-category")).body).toContain("No blog posts");
    // The same category written another way: the same posts, but each spelling would be an entry of its own.
    const spellings = [
      ["/blog?category=seo", "Local search", "A faster site"],
      ["/blog?category=SE%4F", "Local search", "A faster site"],
      ["/blog?category=SEO&category=other", "Local search", "A faster site"],
      ["/blog?category=Web%20Design", "A faster site", "Local search"],
    ];
    for (const [url, shown, hidden] of spellings) {
      const answer = await expectFresh(url!);
      expect(answer.body, url).toContain(shown);
      expect(answer.body, url).not.toContain(hidden);
    }
  });

  it("the portfolio's ?category= and ?item= of what is published; unknown ones show the whole portfolio, rendered afresh (an unknown item: 404, saying so)", async () => {
    await expectCached(`/portfolio?${query({ category: "Brand Identity" })}`);
    const opened = await expectCached(`/portfolio?${query({ item: itemId })}`);
    expect(opened.body).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/portfolio\\?item=${itemId}"/>`));
    await expectCached(`/portfolio?${query({ category: "Brand Identity", item: itemId })}`);

    await expectFresh("/portfolio?category=Unknown");
    // A link to an item that is gone: the grid, a word about it, and a 404 for search engines.
    const unknownItem = await expectFresh(`/portfolio?item=${crypto.randomUUID()}`, 404);
    expect(unknownItem.body).toContain("Chai Corner");
    expect(unknownItem.body).toContain("That project is no longer in our portfolio. Here is the rest of our work.");
    expect(opened.body).not.toContain("no longer in our portfolio");
    await expectFresh(`/portfolio?${query({ category: "Brand Identity", item: "not-an-item" })}`, 404);
  });

  it("pages for one person (a token in the address, the admin panel) are kept by no browser or proxy", async () => {
    for (const url of ["/admin/reset-password?token=abc", "/admin/accept-invite?token=abc", "/newsletter/unsubscribe?token=abc", "/admin/login"]) {
      const answer = await get(url);
      expect(answer.headers["cache-control"], url).toBe("no-store");
    }
    expect((await get("/about")).headers["cache-control"]).not.toContain("no-store");
  });

  it("a page that reads no such parameter is never cached with it", async () => {
    for (const url of ["/faq?category=SEO", `/about?item=${itemId}`, "/?category=SEO", "/blog?item=1", "/blog?paths=%2F&version=1"]) await expectFresh(url);
  });

  it("React Router's route manifest for this build, with the paths as the browser lists them; any other version or list is answered as before, not stored", async () => {
    const { version } = rendered.build.assets;
    const manifest = await expectCached(`/__manifest?${query({ paths: "/blog,/blog/local-search", version })}`);
    expect(Object.keys(manifest.json())).toContain("routes/site/blog/post");
    expect(manifest.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    expect((await expectFresh(`/__manifest?${query({ paths: "/about", version: "not-this-build" })}`, 204)).headers["x-remix-reload-document"]).toBe("true");
    // Unsorted, or an ancestor missing: not what the browser sends.
    await expectFresh(`/__manifest?${query({ paths: "/blog/local-search,/blog", version })}`);
    await expectFresh(`/__manifest?${query({ paths: "/blog/local-search", version })}`);
    await expectFresh(`/__manifest?${query({ paths: "/about", version, category: "SEO" })}`);
  });

  it("route manifests for made-up lists of addresses keep to their own places and push out no page", async () => {
    const { version } = rendered.build.assets;
    await expectCached("/");
    const size = app.services.pageCache.size;
    for (let index = 0; index < 80; index++) {
      expect((await get(`/__manifest?${query({ paths: `/made-up-${index}`, version })}`)).statusCode).toBe(200);
    }
    expect(app.services.pageCache.size).toBe(size + 50);
    expect((await get("/")).headers["x-page-cache"]).toBe("HIT");
  });

  it("a data request's ?_routes= naming the page's own routes, as React Router sends it", async () => {
    await expectCached(`/blog.data?${query({ category: "SEO", _routes: "routes/site/blog/index" })}`);
    await expectCached(`/_root.data?${query({ _routes: "root,routes/site/layout,routes/site/home" })}`);
    await expectCached(`/about.data`);

    await expectFresh(`/about.data?${query({ _routes: "routes/site/blog/index" })}`);
    await expectFresh(`/about.data?${query({ _routes: "made-up" })}`);
    await expectFresh(`/about.data?${query({ _routes: "root,root" })}`);
    // The blog's loader did not run, so nothing recognised the category.
    await expectFresh(`/blog.data?${query({ category: "SEO", _routes: "root" })}`);
  });

  it("a loop of 200 made-up categories leaves a cached page cached", async () => {
    await expectCached("/");
    await expectCached(`/blog?${query({ category: "SEO" })}`);
    const size = app.services.pageCache.size;
    for (let index = 0; index < 200; index++) {
      const response = await get(`/blog?category=${crypto.randomUUID()}`);
      expect(response.headers["x-page-cache"]).toBeUndefined();
    }
    expect(app.services.pageCache.size).toBe(size);
    expect((await get("/")).headers["x-page-cache"]).toBe("HIT");
    expect((await get(`/blog?${query({ category: "SEO" })}`)).headers["x-page-cache"]).toBe("HIT");
  });
});

describe("public list endpoints", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.app.close();
    t = undefined;
  });

  it("answer repeat requests from the cache and see a publish at once", async () => {
    t = await createTestApp();
    const { authorization } = await signInAsAdmin(t.app, t.db);
    const list = () => t!.app.inject({ method: "GET", url: "/api/blog/status/published", headers: { "accept-encoding": "gzip" } });

    const first = await list();
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(first.json()).toEqual([]);
    const second = await list();
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(await list().then((response) => response.headers.etag)).toBe(first.headers.etag);

    const created = await t.app.inject({ method: "POST", url: "/api/blog", headers: { authorization }, payload: newPost });
    expect(created.statusCode).toBe(201);
    const afterPublish = await list();
    expect(afterPublish.headers["x-page-cache"]).toBe("MISS");
    expect(afterPublish.json().map((post: { title: string }) => post.title)).toEqual(["Fresh post"]);
  });

  it("ignore query strings, so random ones cannot fill the cache", async () => {
    t = await createTestApp();
    await t.app.inject({ method: "GET", url: "/api/blog/status/published" });
    const sizeAfterFirst = t.app.services.pageCache.size;
    for (let index = 0; index < 20; index++) {
      const response = await t.app.inject({ method: "GET", url: `/api/blog/status/published?junk=${index}` });
      expect(response.headers["x-page-cache"]).toBe("HIT");
    }
    expect(t.app.services.pageCache.size).toBe(sizeAfterFirst);
  });

  it("are never served from the cache to a request with a token", async () => {
    t = await createTestApp();
    const { authorization } = await signInAsAdmin(t.app, t.db);
    await t.app.inject({ method: "GET", url: "/api/portfolio/status/published" });
    const withToken = await t.app.inject({ method: "GET", url: "/api/portfolio/status/published", headers: { authorization } });
    expect(withToken.headers["x-page-cache"]).toBeUndefined();
  });

  it("drop only what another instance on the same PostgreSQL database changed", async () => {
    if (process.env.TEST_DATABASE_KIND !== "postgres") {
      // The embedded database has one instance by construction: nothing to fan out to.
      t = await createTestApp();
      expect(t.app.services.database.kind).toBe("pglite");
      return;
    }
    t = await createTestApp();
    const { authorization } = await signInAsAdmin(t.app, t.db);
    const otherHandle = await openDatabase({ databaseUrl: testDatabaseUrl()!, dataDir: "" });
    const other = await buildApp({ config: testConfig(), database: otherHandle, logger: false });
    await other.ready();
    try {
      const state = async (url: string) => (await other.inject({ method: "GET", url })).headers["x-page-cache"];
      for (const url of ["/api/blog/status/published", "/api/portfolio/status/published"]) await state(url);

      expect((await t.app.inject({ method: "POST", url: "/api/blog", headers: { authorization }, payload: newPost })).statusCode).toBe(201);
      await expect.poll(() => other.services.pageCache.keys(), { timeout: 5000 }).toEqual(["/api/portfolio/status/published"]);
      const list = await other.inject({ method: "GET", url: "/api/blog/status/published" });
      expect(list.json().map((post: { title: string }) => post.title)).toEqual(["Fresh post"]);
      expect(await state("/api/portfolio/status/published")).toBe("HIT");
    } finally {
      await other.close();
      await otherHandle.close();
    }
  });
});
