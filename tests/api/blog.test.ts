import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { todayInIndia } from "#contracts/blog.ts";
import { blogPosts } from "#server/db/schema.ts";
import { refusedAuthorizations } from "#tests/support/publishing.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };
beforeEach(async () => {
  ({ auth, ...t } = await createSignedInTestApp());
});
afterEach(() => t.app.close());

const validPost = {
  title: "Local SEO for Clinics",
  excerpt: "How clinics in Anand get found on the map.",
  content: "First paragraph.\n\nSecond paragraph.",
  imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp",
  category: "SEO",
  author: "Riya Mehta",
  date: "2026-11-18",
  readTime: "6 min read",
  tags: ["Local SEO", "Clinics"],
  status: "published",
};

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers: Record<string, string> = auth) =>
  t.app.inject({ method, url, payload, headers });

async function insertPost(values: Partial<typeof blogPosts.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(blogPosts)
    .values({ title: "A post", content: "Text", author: "Aarav", imageUrl: "/images/blog/local-seo.webp", ...values })
    .returning();
  return row!;
}

describe("public blog API", () => {
  it("GET /api/blog/status/published lists only published posts, newest first, with SPEC's fields", async () => {
    const older = await insertPost({ title: "Older", date: "2026-01-05" });
    const newer = await insertPost({ title: "Newer", date: "2026-03-01", tags: ["A"] });
    await insertPost({ title: "Draft", date: "2026-06-01", status: "draft" });

    const response = await call("GET", "/api/blog/status/published", undefined, {});
    expect(response.statusCode).toBe(200);
    const posts = response.json();
    expect(posts.map((post: { title: string }) => post.title)).toEqual(["Newer", "Older"]);
    expect(posts[0]).toEqual({
      _id: newer.id,
      title: "Newer",
      excerpt: "",
      content: "Text",
      imageUrl: "/images/blog/local-seo.webp",
      category: "Digital Marketing",
      author: "Aarav",
      date: "2026-03-01",
      readTime: "5 min read",
      tags: ["A"],
      status: "published",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(posts[1]._id).toBe(older.id);
  });

  it("GET /api/blog/{id} answers a published post, and 404 for a draft, an unknown id and a non-id", async () => {
    const published = await insertPost({ title: "Public" });
    const draft = await insertPost({ title: "Secret", status: "draft" });

    const found = await call("GET", `/api/blog/${published.id}`, undefined, {});
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ _id: published.id, title: "Public" });

    for (const id of [draft.id, "8f14e45f-ceea-4e7a-9f3b-2a5d6c7e8f90", "not-a-uuid", "1' OR '1'='1"]) {
      const response = await call("GET", `/api/blog/${encodeURIComponent(id)}`, undefined, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Blog post not found" });
    }
  });

  it("GET /api/blog/category/{category} lists published posts of that category (any letter case)", async () => {
    await insertPost({ title: "SEO one", category: "SEO" });
    await insertPost({ title: "SEO draft", category: "SEO", status: "draft" });
    await insertPost({ title: "Ads", category: "Digital Marketing" });
    const response = await call("GET", "/api/blog/category/seo", undefined, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().map((post: { title: string }) => post.title)).toEqual(["SEO one"]);
    const spaced = await call("GET", `/api/blog/category/${encodeURIComponent("Digital Marketing")}`, undefined, {});
    expect(spaced.json().map((post: { title: string }) => post.title)).toEqual(["Ads"]);
  });
});

describe("admin blog API", () => {
  it("refuses every admin endpoint without a valid token (none, expired, forged, malformed)", async () => {
    const post = await insertPost();
    for (const [label, headers] of await refusedAuthorizations(t.db, t.config)) {
      const list = await call("GET", "/api/blog", undefined, headers);
      expect(list.statusCode, label).toBe(401);
      expect(list.json()).toEqual({ message: "Please log in to view blog posts" });
      for (const [method, url] of [
        ["POST", "/api/blog"],
        ["PUT", `/api/blog/${post.id}`],
        ["DELETE", `/api/blog/${post.id}`],
      ] as const) {
        const response = await call(method, url, validPost, headers);
        expect(response.statusCode, `${method} ${url} with ${label}`).toBe(401);
        expect(response.json().message).toBeTruthy();
      }
    }
    expect(await t.db.select().from(blogPosts)).toHaveLength(1);
    expect((await t.db.select().from(blogPosts))[0]!.title).toBe("A post");
  });

  it("GET /api/blog lists every post with drafts, the most recently written first", async () => {
    await insertPost({ title: "First written", date: "2026-12-01" });
    await insertPost({ title: "Second written", date: "2026-01-01", status: "draft" });
    const response = await call("GET", "/api/blog");
    expect(response.statusCode).toBe(200);
    expect(response.json().map((post: { title: string }) => post.title)).toEqual(["Second written", "First written"]);
  });

  it("POST /api/blog creates a post (201) and answers it; it then comes first in the admin list", async () => {
    await insertPost({ title: "Existing" });
    const response = await call("POST", "/api/blog", { ...validPost, title: "  Local SEO for Clinics  " });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ ...validPost, _id: expect.any(String) });
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, created._id));
    expect(row).toMatchObject({ title: "Local SEO for Clinics", tags: ["Local SEO", "Clinics"], status: "published" });
    expect((await call("GET", "/api/blog")).json()[0]._id).toBe(created._id);
  });

  it("applies SPEC's defaults: category 'Digital Marketing', readTime '5 min read', status published, date today", async () => {
    const response = await call("POST", "/api/blog", {
      title: "Defaults",
      content: "Body",
      author: "Kabir",
      imageUrl: "/images/blog/website-speed.webp",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      category: "Digital Marketing",
      readTime: "5 min read",
      status: "published",
      date: todayInIndia(),
      tags: [],
    });
    const blanks = await call("POST", "/api/blog", {
      title: "Blanks",
      content: "Body",
      author: "Kabir",
      imageUrl: "/images/blog/website-speed.webp",
      category: "  ",
      readTime: "",
      status: "",
      date: "",
    });
    expect(blanks.json()).toMatchObject({ category: "Digital Marketing", readTime: "5 min read", status: "published", date: todayInIndia() });
  });

  it("trims tags and drops empty ones (and repeats)", async () => {
    const response = await call("POST", "/api/blog", { ...validPost, tags: ["  SEO ", "", "   ", "Maps", "seo"] });
    expect(response.json().tags).toEqual(["SEO", "Maps"]);
  });

  it("uses the opening of the content as the excerpt when none is given", async () => {
    const content = `${"Word ".repeat(80)}end.`;
    const response = await call("POST", "/api/blog", { ...validPost, excerpt: "", content });
    const { excerpt } = response.json();
    expect(excerpt.startsWith("Word Word")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(221);
  });

  it.each([
    ["title", "Title is required", { title: "" }],
    ["title", "Title is required", { title: "    " }],
    ["title", "Title is required", { title: undefined }],
    ["content", "Content is required", { content: " " }],
    ["author", "Author is required", { author: "" }],
    ["imageUrl", "Image is required", { imageUrl: "" }],
    ["imageUrl", "The image must be an uploaded image or a web address starting with http:// or https://", { imageUrl: "javascript:alert(1)" }],
    ["date", "Please enter a valid date", { date: "2026-02-30" }],
    ["date", "Please enter a valid date", { date: "yesterday" }],
    ["status", "Status must be draft or published", { status: "archived" }],
    ["title", "Title must be at most 200 characters", { title: "x".repeat(201) }],
    ["tags", "At most 20 tags", { tags: Array.from({ length: 21 }, (_, index) => `tag${index}`) }],
  ])("refuses a bad %s with '%s' and stores nothing", async (field, message, change) => {
    const response = await call("POST", "/api/blog", { ...validPost, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
    expect(await t.db.select().from(blogPosts)).toHaveLength(0);
  });

  it("PUT /api/blog/{id} replaces the post and answers the updated post", async () => {
    const post = await insertPost({ title: "Before", status: "draft" });
    const response = await call("PUT", `/api/blog/${post.id}`, { ...validPost, title: "After", tags: ["New"] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: post.id, title: "After", tags: ["New"], status: "published" });
    expect(new Date(response.json().updatedAt).getTime()).toBeGreaterThanOrEqual(post.updatedAt.getTime());
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.title).toBe("After");

    const invalid = await call("PUT", `/api/blog/${post.id}`, { ...validPost, title: " " });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Title is required");
  });

  it("PUT and DELETE answer 404 for an unknown id or a non-id", async () => {
    for (const id of ["8f14e45f-ceea-4e7a-9f3b-2a5d6c7e8f90", "nope"]) {
      expect((await call("PUT", `/api/blog/${id}`, validPost)).statusCode).toBe(404);
      const deleted = await call("DELETE", `/api/blog/${id}`);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toEqual({ message: "Blog post not found" });
    }
  });

  it("DELETE /api/blog/{id} removes the post and answers a truthy body", async () => {
    const post = await insertPost();
    const response = await call("DELETE", `/api/blog/${post.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Blog post deleted successfully" });
    expect(await t.db.select().from(blogPosts)).toHaveLength(0);
    expect((await call("GET", `/api/blog/${post.id}`, undefined, {})).statusCode).toBe(404);
  });

  it("publishing a draft makes it public; unpublishing hides it again", async () => {
    const created = (await call("POST", "/api/blog", { ...validPost, status: "draft" })).json();
    expect((await call("GET", "/api/blog/status/published", undefined, {})).json()).toEqual([]);
    expect((await call("GET", `/api/blog/${created._id}`, undefined, {})).statusCode).toBe(404);

    await call("PUT", `/api/blog/${created._id}`, { ...validPost, status: "published" });
    expect((await call("GET", "/api/blog/status/published", undefined, {})).json()).toHaveLength(1);
    expect((await call("GET", `/api/blog/${created._id}`, undefined, {})).statusCode).toBe(200);

    await call("PUT", `/api/blog/${created._id}`, { ...validPost, status: "draft" });
    expect((await call("GET", `/api/blog/${created._id}`, undefined, {})).statusCode).toBe(404);
  });

  it("accepts a long post (bigger than the default JSON limit) and refuses content over 50,000 characters", async () => {
    const long = await call("POST", "/api/blog", { ...validPost, content: "अ".repeat(50_000) });
    expect(long.statusCode).toBe(201);
    const tooLong = await call("POST", "/api/blog", { ...validPost, content: "a".repeat(50_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("Content must be at most 50,000 characters");
  });
});
