import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { todayInIndia } from "#contracts/blog.ts";
import { blogPosts, postSlugHistory } from "#server/db/schema.ts";
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

let inserted = 0;
async function insertPost(values: Partial<typeof blogPosts.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(blogPosts)
    .values({ title: "A post", slug: `a-post-${++inserted}`, content: "Text", author: "Aarav", imageUrl: "/images/blog/local-seo.webp", ...values })
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
      publishAt: null,
      slug: newer.slug,
      metaTitle: "",
      metaDescription: "",
      ogImage: "",
      noindex: false,
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

  it("refuses a tag over 40 characters with a 400 that says so, and stores nothing (the form never cuts one short)", async () => {
    const response = await call("POST", "/api/blog", { ...validPost, title: "Long tags", tags: ["SEO", "Performance marketing for dental clinics!"] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.tags).toBe("Each of the tags must be at most 40 characters");
    expect(await t.db.select().from(blogPosts).where(eq(blogPosts.title, "Long tags"))).toEqual([]);
    const forty = await call("POST", "/api/blog", { ...validPost, title: "Long tags", tags: ["Performance marketing for dental clinics"] });
    expect(forty.json().tags).toEqual(["Performance marketing for dental clinics"]);
  });

  it("uses the opening of the content as the excerpt when none is given", async () => {
    const content = `${"Word ".repeat(80)}end.`;
    const response = await call("POST", "/api/blog", { ...validPost, excerpt: "", content });
    const { excerpt } = response.json();
    expect(excerpt.startsWith("Word Word")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(221);
  });

  it("makes that excerpt of the words readers see, never the Markdown", async () => {
    const content = [
      "Intro paragraph about our **review**.",
      "",
      "## First heading",
      "",
      "- item one",
      "- item two",
      "",
      "Visit our [SEO services](/services/seo) today. ![A gradient](/uploads/0123456789abcdef0123456789abcdef.webp)",
      "",
      "`npm start` and <b>done</b>",
    ].join("\n");
    const response = await call("POST", "/api/blog", { ...validPost, excerpt: "", content });
    expect(response.json().excerpt).toBe("Intro paragraph about our review. First heading item one item two Visit our SEO services today. npm start and <b>done</b>");
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
    ["status", "Status must be draft, scheduled or published", { status: "archived" }],
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

  it("PUT keeps what it leaves out: a draft changed without a status stays a draft, on its date", async () => {
    const post = await insertPost({ title: "Draft", status: "draft", date: "2026-10-02", tags: ["Kept"] });
    const { status: _status, date: _date, tags: _tags, ...withoutThem } = validPost;
    const response = await call("PUT", `/api/blog/${post.id}`, { ...withoutThem, title: "Draft, retitled" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: "Draft, retitled", status: "draft", date: "2026-10-02", tags: ["Kept"] });
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ title: "Draft, retitled", status: "draft" });
    expect((await call("GET", `/api/blog/${post.id}`, undefined, {})).statusCode).toBe(404);
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

describe("slugs", () => {
  const create = (change: object = {}) => call("POST", "/api/blog", { ...validPost, ...change });

  it("makes a slug from the title on creation, numbering repeats, and answers it", async () => {
    const first = await create({ title: "Local SEO: The ₹0 Guide (2026)!" });
    expect(first.statusCode).toBe(201);
    expect(first.json().slug).toBe("local-seo-the-0-guide-2026");
    expect((await create({ title: "Local SEO — the ₹0 guide, 2026" })).json().slug).toBe("local-seo-the-0-guide-2026-2");
    expect((await create({ title: "Café Naïve Résumé" })).json().slug).toBe("cafe-naive-resume");
    expect((await create({ title: "ગુજરાતી માર્ગદર્શિકા" })).json().slug).toBe("post");
    const rows = await t.db.select({ slug: blogPosts.slug }).from(blogPosts);
    expect(rows.map((row) => row.slug).sort()).toEqual(["cafe-naive-resume", "local-seo-the-0-guide-2026", "local-seo-the-0-guide-2026-2", "post"]);
  });

  it("takes a slug the editor chose (trimmed, lower-cased)", async () => {
    const response = await create({ slug: "  Clinic-SEO-Guide " });
    expect(response.statusCode).toBe(201);
    expect(response.json().slug).toBe("clinic-seo-guide");
  });

  it.each([
    ["spaces", "local seo", "Use lower-case letters, digits and single hyphens only, e.g. local-seo-guide"],
    ["a double hyphen", "local--seo", "Use lower-case letters, digits and single hyphens only, e.g. local-seo-guide"],
    ["a slash", "blog/local-seo", "Use lower-case letters, digits and single hyphens only, e.g. local-seo-guide"],
    ["non-Latin letters", "सीओ", "Use lower-case letters, digits and single hyphens only, e.g. local-seo-guide"],
    ["a post id's shape", "8f14e45f-ceea-4e7a-9f3b-2a5d6c7e8f90", "A slug cannot look like a post id: add a word to it"],
    ["over 100 characters", "a".repeat(101), "Slug must be at most 100 characters"],
  ])("refuses a slug with %s and stores nothing", async (_label, slug, message) => {
    const response = await create({ slug });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { slug: message } });
    expect(await t.db.select().from(blogPosts)).toHaveLength(0);
  });

  it("refuses a slug another post has (409, saying so at the field) and changes nothing", async () => {
    const taken = await insertPost({ slug: "clinic-seo" });
    const other = await insertPost({ slug: "other-post", title: "Other" });
    const created = await create({ slug: "clinic-seo" });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({ message: "Another post already uses this slug", errors: { slug: "Another post already uses this slug" } });
    const changed = await call("PUT", `/api/blog/${other.id}`, { ...validPost, slug: "clinic-seo" });
    expect(changed.statusCode).toBe(409);
    const rows = await t.db.select().from(blogPosts);
    expect(rows.map((row) => [row.id, row.slug]).sort()).toEqual([[taken.id, "clinic-seo"], [other.id, "other-post"]].sort());
    expect(await t.db.select().from(postSlugHistory)).toEqual([]);
  });

  it("keeps the slug when a change leaves it out (SPEC's clients know no slug), even with a new title", async () => {
    const post = (await create({ slug: "kept-slug" })).json();
    const { slug: _slug, ...withoutSlug } = post;
    const response = await call("PUT", `/api/blog/${post._id}`, { ...withoutSlug, title: "A whole new title" });
    expect(response.json()).toMatchObject({ title: "A whole new title", slug: "kept-slug" });
  });

  it("a new slug keeps the old one answering: GET /api/blog/{id}, {slug} and {old slug} all find the post", async () => {
    const post = (await create({ slug: "first-slug" })).json();
    const renamed = await call("PUT", `/api/blog/${post._id}`, { ...validPost, slug: "second-slug" });
    expect(renamed.json().slug).toBe("second-slug");
    expect(await t.db.select({ slug: postSlugHistory.slug, postId: postSlugHistory.postId }).from(postSlugHistory)).toEqual([
      { slug: "first-slug", postId: post._id },
    ]);
    for (const key of [post._id, "second-slug", "first-slug"]) {
      const response = await call("GET", `/api/blog/${key}`, undefined, {});
      expect(response.statusCode, key).toBe(200);
      expect(response.json()).toMatchObject({ _id: post._id, slug: "second-slug" });
    }
    for (const key of ["third-slug", "Second-Slug", "second_slug", "x".repeat(100)]) {
      const response = await call("GET", `/api/blog/${key}`, undefined, {});
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toEqual({ message: "Blog post not found" });
    }
  });

  it("a made-up slug never reuses another post's old address; a chosen one may take it over", async () => {
    const first = (await create({ title: "Ads checklist" })).json();
    await call("PUT", `/api/blog/${first._id}`, { ...validPost, title: "Ads checklist", slug: "ads-checklist-2026" });
    const second = (await create({ title: "Ads checklist" })).json();
    expect(second.slug).toBe("ads-checklist-2");

    const third = await create({ title: "Another", slug: "ads-checklist" });
    expect(third.statusCode).toBe(201);
    expect((await call("GET", "/api/blog/ads-checklist", undefined, {})).json()._id).toBe(third.json()._id);
    expect(await t.db.select().from(postSlugHistory)).toEqual([]);
  });

  it("a post going back to an earlier slug, and a deleted post, leave no stale redirects", async () => {
    const post = (await create({ slug: "one" })).json();
    await call("PUT", `/api/blog/${post._id}`, { ...validPost, slug: "two" });
    await call("PUT", `/api/blog/${post._id}`, { ...validPost, slug: "one" });
    expect((await t.db.select({ slug: postSlugHistory.slug }).from(postSlugHistory)).map((row) => row.slug)).toEqual(["two"]);
    await call("DELETE", `/api/blog/${post._id}`);
    expect(await t.db.select().from(postSlugHistory)).toEqual([]);
    expect((await call("GET", "/api/blog/two", undefined, {})).statusCode).toBe(404);
  });

  it("drafts are not found by slug either", async () => {
    await insertPost({ slug: "secret-plan", status: "draft" });
    expect((await call("GET", "/api/blog/secret-plan", undefined, {})).statusCode).toBe(404);
  });
});

describe("search fields", () => {
  const seo = { metaTitle: "Local SEO for clinics in Anand | Vistaar", metaDescription: "Eight steps clinics take to reach Google's map pack.", ogImage: "/images/blog/website-speed.webp", noindex: true };

  it("stores metaTitle, metaDescription, ogImage and noindex, trimmed, and answers them", async () => {
    const response = await call("POST", "/api/blog", { ...validPost, ...seo, metaTitle: `  ${seo.metaTitle} ` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject(seo);
    const [row] = await t.db.select().from(blogPosts);
    expect(row).toMatchObject(seo);
  });

  it("defaults to empty (the page then uses the title, excerpt and image) and indexable", async () => {
    expect((await call("POST", "/api/blog", validPost)).json()).toMatchObject({ metaTitle: "", metaDescription: "", ogImage: "", noindex: false });
  });

  it("keeps them when a change leaves them out, clears them when it sends them empty", async () => {
    const post = (await call("POST", "/api/blog", { ...validPost, ...seo })).json();
    const kept = await call("PUT", `/api/blog/${post._id}`, { ...validPost, title: "New title" });
    expect(kept.json()).toMatchObject({ title: "New title", ...seo });
    const cleared = await call("PUT", `/api/blog/${post._id}`, { ...validPost, metaTitle: "", metaDescription: null, ogImage: "", noindex: false });
    expect(cleared.json()).toMatchObject({ metaTitle: "", metaDescription: "", ogImage: "", noindex: false });
  });

  it.each([
    ["ogImage", "The social image must be an uploaded image or a web address starting with http:// or https://", { ogImage: "javascript:alert(1)" }],
    ["ogImage", "The social image must be an uploaded image or a web address starting with http:// or https://", { ogImage: "data:image/png;base64,AAAA" }],
    ["noindex", "Hide from search engines must be true or false", { noindex: "yes" }],
    ["metaTitle", "Meta title must be at most 120 characters", { metaTitle: "x".repeat(121) }],
    ["metaDescription", "Meta description must be at most 320 characters", { metaDescription: "x".repeat(321) }],
  ])("refuses a bad %s with '%s'", async (field, message, change) => {
    const response = await call("POST", "/api/blog", { ...validPost, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
    expect(await t.db.select().from(blogPosts)).toHaveLength(0);
  });
});
