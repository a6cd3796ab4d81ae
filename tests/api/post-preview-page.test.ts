import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { BLOG_MESSAGES } from "#contracts/blog.ts";
import type { Database } from "#server/db/client.ts";
import { serializeRequestForLog } from "#server/app.ts";
import { blogPosts } from "#server/db/schema.ts";
import { createPreviewToken } from "#server/modules/blog/preview-tokens.ts";
import { startScheduledPublishing } from "#server/modules/blog/scheduled-publishing.ts";
import { useRenderedPagesApp } from "#tests/support/server-build.ts";
import type { TestApp } from "#tests/support/test-app.ts";

const scheduledPost = {
  title: "Wedding season campaigns",
  excerpt: "What worked for banquet halls in Vadodara.",
  content: "## The brief\nFill the calendar.",
  category: "Marketing",
  author: "Riya Mehta",
  date: "2026-11-20",
  readTime: "3 min read",
  imageUrl: "/images/blog/local-seo.webp",
  slug: "wedding-season-campaigns",
};

/** Preview links and scheduled posts on the rendered pages (React Router's server build, production mode: the page cache on). */
describe("a post's preview link and its going live", () => {
  const rendered = useRenderedPagesApp();
  let app: TestApp["app"];
  let db: Database;
  let authorization: string;
  let postId: string;

  beforeEach(async () => {
    ({ app, db, authorization } = rendered);
    const [row] = await db
      .insert(blogPosts)
      .values({ ...scheduledPost, status: "scheduled", publishAt: new Date(Date.now() + 60 * 60 * 1000) })
      .returning();
    postId = row!.id;
  });

  const get = (url: string) => app.inject({ method: "GET", url });
  const previewUrl = async () => {
    const response = await app.inject({ method: "POST", url: `/api/blog/${postId}/preview-link`, headers: { authorization } });
    return response.json<{ url: string }>().url;
  };

  it("shows the post as it will look, without signing in: a Preview banner, noindex, never cached", async () => {
    const url = await previewUrl();
    for (let visit = 0; visit < 2; visit++) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-page-cache"]).toBeUndefined();
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(response.body).toContain(`<h1 class="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">${scheduledPost.title}</h1>`);
      expect(response.body).toMatch(/role="note" aria-label="Preview"/);
      expect(response.body).toContain(BLOG_MESSAGES.previewNote);
      expect(response.body).toContain("The brief</h2>");
    }
  });

  it("'Stop earlier links': links sent before answer 404 at once, a link made afterwards works", async () => {
    const sent = await previewUrl();
    expect((await get(sent)).statusCode).toBe(200);
    const [before] = await db.select().from(blogPosts).where(eq(blogPosts.id, postId));
    const stopped = await app.inject({ method: "DELETE", url: `/api/blog/${postId}/preview-links`, headers: { authorization } });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ success: true, message: BLOG_MESSAGES.previewLinksStopped });
    const refused = await get(sent);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain(BLOG_MESSAGES.notFound);
    const fresh = await previewUrl();
    expect(fresh).not.toBe(sent);
    expect((await get(fresh)).statusCode).toBe(200);
    // The post itself did not change: its updated time (the editor's, the sitemap's) stays.
    const [after] = await db.select().from(blogPosts).where(eq(blogPosts.id, postId));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
  });

  it("keeps the link's secret out of the logs", async () => {
    const url = await previewUrl();
    const logged = serializeRequestForLog({ method: "GET", url: `${url}&utm_source=chat` });
    expect(logged.url).toBe(`/blog/${scheduledPost.slug}?preview=[redacted]&utm_source=chat`);
  });

  it("is 404 without a token, with an expired one, another post's, or a changed one", async () => {
    const secret = app.services.jwtSecret;
    const slug = scheduledPost.slug;
    const expired = createPreviewToken(secret, { postId, generation: 0 }, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000)).token;
    const otherPost = createPreviewToken(secret, { postId: "0b7e4c1a-2f3d-4e5f-8a9b-1c2d3e4f5a6b", generation: 0 }).token;
    const valid = createPreviewToken(secret, { postId, generation: 0 }).token;
    const changed = `${valid.slice(0, -2)}${valid.endsWith("AA") ? "BB" : "AA"}`;
    for (const url of [`/blog/${slug}`, `/blog/${slug}?preview=${expired}`, `/blog/${slug}?preview=${otherPost}`, `/blog/${slug}?preview=${changed}`, `/blog/${slug}?preview=`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(BLOG_MESSAGES.notFound);
    }
    // A draft too.
    await db.update(blogPosts).set({ status: "draft", publishAt: null }).where(eq(blogPosts.id, postId));
    expect((await get(`/blog/${slug}`)).statusCode).toBe(404);
    expect((await get(`/blog/${slug}?preview=${encodeURIComponent(valid)}`)).statusCode).toBe(200);
  });

  it("goes live at its time with nobody signed in: on /blog, its page, the feed and the sitemap, cached pages refreshed", async () => {
    const pages = ["/blog", `/blog/${scheduledPost.slug}`, "/blog/rss.xml", "/sitemap.xml"];
    const bodies = async () => Promise.all(pages.map(async (url) => (await get(url)).body));
    // Before its time: nowhere, and the answers are cached.
    const before = await bodies();
    for (const body of before) expect(body).not.toContain(`blog/${scheduledPost.slug}<`);
    expect(before[0]).not.toContain(scheduledPost.title);
    expect((await get("/blog")).headers["x-page-cache"]).toBe("HIT");

    const preview = await previewUrl();
    // Its time passes (as for a site that was stopped meanwhile) and the job's round runs.
    await db.update(blogPosts).set({ publishAt: new Date(Date.now() - 1000) }).where(eq(blogPosts.id, postId));
    const job = startScheduledPublishing(app, db);
    await job.firstRound;
    await job.stop();

    const [list, page, feed, sitemap] = await bodies();
    expect(list).toContain(scheduledPost.title);
    expect(page).toContain(`${scheduledPost.title}</h1>`);
    expect(feed).toContain(`<title>${scheduledPost.title}</title>`);
    expect(sitemap).toContain(`/blog/${scheduledPost.slug}</loc>`);
    // The preview link now leads to the public page.
    const followed = await get(preview);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(`/blog/${scheduledPost.slug}`);
  });
});
