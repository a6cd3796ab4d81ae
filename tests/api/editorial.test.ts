import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BLOG_MESSAGES, POST_REVISIONS_KEPT } from "#contracts/blog.ts";
import { activityLog, admins, blogPosts, postRevisions } from "#server/db/schema.ts";
import { createPreviewToken, isValidPreviewToken } from "#server/modules/blog/preview-tokens.ts";
import { keepRevision } from "#server/modules/blog/revisions.ts";
import { publishDuePosts, SCHEDULER_ACTOR, startScheduledPublishing } from "#server/modules/blog/scheduled-publishing.ts";
import { TEST_ADMIN } from "#tests/support/admin.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";

/** Issue 15's editorial loop through the API: scheduled publishing, preview links, revisions. */

let t: TestApp;
let auth: { authorization: string };
beforeEach(async () => {
  ({ auth, ...t } = await createSignedInTestApp());
});
afterEach(() => t.app.close());

const HOUR = 60 * 60 * 1000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

const post = {
  title: "Diwali offers that sell",
  excerpt: "Three campaigns that filled shops in Anand.",
  content: "First line.\nSecond line.\n\nThird paragraph.",
  imageUrl: "/images/blog/local-seo.webp",
  category: "Marketing",
  author: "Riya Mehta",
  date: "2026-11-20",
  readTime: "4 min read",
  tags: ["Festive"],
  status: "draft",
};

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, headers: Record<string, string> = auth) =>
  t.app.inject({ method, url, payload, headers });

async function create(values: object = {}) {
  const response = await call("POST", "/api/blog", { ...post, ...values });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; slug: string; status: string; publishAt: string | null; title: string }>();
}

const publishedTitles = async () => (await call("GET", "/api/blog/status/published", undefined, {})).json<Array<{ title: string }>>().map((p) => p.title);

describe("a draft before its image", () => {
  it("is kept without an image, and needs one to be published or scheduled", async () => {
    const draft = await create({ imageUrl: "" });
    expect(draft).toMatchObject({ status: "draft", imageUrl: "" });
    for (const change of [{ status: "published" }, { status: "scheduled", publishAt: inAnHour() }]) {
      const refused = await call("PUT", `/api/blog/${draft._id}`, { ...post, imageUrl: "", ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json()).toEqual({ message: "Image is required", errors: { imageUrl: "Image is required" } });
    }
    const [stored] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, draft._id));
    expect(stored).toMatchObject({ status: "draft", imageUrl: "" });
    expect(await publishedTitles()).toEqual([]);
    // Asked for everything at once, the image is among what is missing.
    const empty = await call("POST", "/api/blog", { status: "published" });
    expect(Object.keys(empty.json().errors).sort()).toEqual(["author", "content", "imageUrl", "title"]);

    const published = await call("PUT", `/api/blog/${draft._id}`, { ...post, status: "published" });
    expect(published.statusCode, published.body).toBe(200);
    expect(await publishedTitles()).toEqual([post.title]);
  });

  it("autosaves a draft without its image, but not a published post's edits", async () => {
    const draft = await create({ imageUrl: "" });
    const autosaved = await call("POST", `/api/blog/${draft._id}/autosave`, { ...post, imageUrl: "", title: "Still writing" });
    expect(autosaved.statusCode, autosaved.body).toBe(200);
    const live = await create({ status: "published", title: "Live post" });
    const refused = await call("POST", `/api/blog/${live._id}/autosave`, { ...post, status: "published", imageUrl: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ imageUrl: "Image is required" });
  });

  it("restoring a revision from before the image keeps the image the post has now", async () => {
    const draft = await create({ imageUrl: "", title: "Early words" });
    await call("PUT", `/api/blog/${draft._id}`, { ...post, status: "published" });
    const [, early] = (await call("GET", `/api/blog/${draft._id}/revisions`)).json<Array<{ id: string; title: string }>>();
    expect(early!.title).toBe("Early words");
    const restored = await call("POST", `/api/blog/${draft._id}/revisions/${early!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ title: "Early words", status: "published", imageUrl: post.imageUrl });
  });
});

describe("scheduled publishing", () => {
  it("keeps a scheduled post with its publish time, out of the published API until then", async () => {
    const publishAt = inAnHour();
    const created = await create({ status: "scheduled", publishAt });
    expect(created).toMatchObject({ status: "scheduled", publishAt });
    expect(await publishedTitles()).toEqual([]);
    expect((await call("GET", `/api/blog/${created.slug}`, undefined, {})).statusCode).toBe(404);
  });

  it("accepts a publish time written with India's offset", async () => {
    const at = new Date(Date.now() + 2 * HOUR);
    const local = new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 19);
    const created = await create({ status: "scheduled", publishAt: `${local}+05:30` });
    expect(created.publishAt).toBe(new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString());
  });

  it("refuses a past publish time or none with a clear message on publishAt, and stores nothing", async () => {
    const past = await call("POST", "/api/blog", { ...post, status: "scheduled", publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ errors: { publishAt: BLOG_MESSAGES.publishAtPast } });
    const missing = await call("POST", "/api/blog", { ...post, status: "scheduled" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { publishAt: BLOG_MESSAGES.publishAtRequired } });
    const garbage = await call("POST", "/api/blog", { ...post, status: "scheduled", publishAt: "next tuesday" });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ errors: { publishAt: BLOG_MESSAGES.publishAtInvalid } });
    expect(await t.db.select().from(blogPosts)).toEqual([]);

    const created = await create();
    const change = await call("PUT", `/api/blog/${created._id}`, { ...post, status: "scheduled", publishAt: "2020-01-01T00:00:00Z" });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors.publishAt).toBe(BLOG_MESSAGES.publishAtPast);
    expect((await t.db.select().from(blogPosts))[0]!.status).toBe("draft");
  });

  it("forgets the publish time of a post that is not scheduled", async () => {
    const created = await create({ status: "draft", publishAt: inAnHour() });
    expect(created.publishAt).toBeNull();
  });

  it("publishes a due post once, dated the day it went live in India, with an activity entry", async () => {
    const created = await create({ status: "scheduled", publishAt: "2030-03-01T20:00:00Z" });
    await create({ title: "Later", status: "scheduled", publishAt: "2030-03-05T20:00:00Z" });
    expect(await publishDuePosts(t.db, new Date("2030-03-01T19:59:59Z"))).toEqual([]);

    const due = new Date("2030-03-01T20:00:00Z");
    expect(await publishDuePosts(t.db, due)).toEqual([{ id: created._id, title: post.title }]);
    expect(await publishDuePosts(t.db, due)).toEqual([]);

    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, created._id));
    // 20:00 UTC is 01:30 the next morning in India.
    expect(row).toMatchObject({ status: "published", publishAt: null, date: "2030-03-02" });
    expect(await publishedTitles()).toEqual([post.title]);
    const entries = await t.db.select().from(activityLog).where(and(eq(activityLog.action, "published"), eq(activityLog.entityId, created._id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: "post", actorName: SCHEDULER_ACTOR.name, title: post.title });
  });

  it("publishes at start what was due while no instance ran, and refreshes the cached published list", async () => {
    const created = await create({ status: "scheduled", publishAt: inAnHour() });
    // The published list is cached (empty) before the post's time comes.
    expect(await publishedTitles()).toEqual([]);
    // The time passed while the site was down.
    await t.db.update(blogPosts).set({ publishAt: new Date(Date.now() - HOUR) }).where(eq(blogPosts.id, created._id));

    const job = startScheduledPublishing(t.app, t.db);
    await job.firstRound;
    await job.stop();
    expect((await t.db.select().from(blogPosts))[0]!.status).toBe("published");
    expect(await publishedTitles()).toEqual([post.title]);
  });
});

describe("preview links", () => {
  it("POST /api/blog/{id}/preview-link answers a link to the post's address, valid 7 days", async () => {
    const created = await create();
    const before = Date.now();
    const response = await call("POST", `/api/blog/${created._id}/preview-link`);
    const after = Date.now();
    expect(response.statusCode, response.body).toBe(200);
    const { url, expiresAt } = response.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(new RegExp(`^/blog/${created.slug}\\?preview=[\\w.-]+$`));
    // Seven days from when the server answered (its expiry is in whole seconds), which was between `before` and `after`.
    expect((Date.parse(expiresAt) - before) / (24 * HOUR)).toBeGreaterThan(6.99);
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(after + 7 * 24 * HOUR);
    const token = decodeURIComponent(url.split("preview=")[1]!);
    expect(isValidPreviewToken(t.app.services.jwtSecret, { postId: created._id, generation: 0 }, token)).toBe(true);

    expect((await call("POST", "/api/blog/00000000-0000-4000-8000-000000000000/preview-link")).statusCode).toBe(404);
    expect((await call("POST", `/api/blog/${created._id}/preview-link`, undefined, {})).statusCode).toBe(401);
  });

  it("DELETE /api/blog/{id}/preview-links stops every link made so far, records who did it, and is 404 for no post", async () => {
    const created = await create();
    const { jwtSecret } = t.app.services;
    const tokenOf = (url: string) => decodeURIComponent(url.split("preview=")[1]!);
    const first = tokenOf((await call("POST", `/api/blog/${created._id}/preview-link`)).json<{ url: string }>().url);

    const stopped = await call("DELETE", `/api/blog/${created._id}/preview-links`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ success: true, message: BLOG_MESSAGES.previewLinksStopped });
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, created._id));
    expect(row!.previewLinksGeneration).toBe(1);
    expect(isValidPreviewToken(jwtSecret, { postId: created._id, generation: 1 }, first)).toBe(false);
    const second = tokenOf((await call("POST", `/api/blog/${created._id}/preview-link`)).json<{ url: string }>().url);
    expect(isValidPreviewToken(jwtSecret, { postId: created._id, generation: 1 }, second)).toBe(true);

    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.action, "preview-links-stopped"));
    const [admin] = await t.db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email));
    expect(entry).toMatchObject({ kind: "post", entityId: created._id, title: created.title, actorId: admin!.id });

    expect((await call("DELETE", "/api/blog/00000000-0000-4000-8000-000000000000/preview-links")).statusCode).toBe(404);
    expect((await call("DELETE", `/api/blog/${created._id}/preview-links`, undefined, {})).statusCode).toBe(401);
  });

  it("a token works for its post only, until it expires, and not once changed", () => {
    const secret = "a-secret-long-enough-for-signing-preview-links";
    const postId = "5f0c8a52-1d4e-4f7a-9d0b-2a1c3e4f5a6b";
    const otherPost = "0b7e4c1a-2f3d-4e5f-8a9b-1c2d3e4f5a6b";
    const madeAt = new Date("2026-11-23T10:00:00Z");
    const { token, expiresAt } = createPreviewToken(secret, { postId, generation: 0 }, madeAt);
    expect(expiresAt.toISOString()).toBe("2026-11-30T10:00:00.000Z");

    expect(isValidPreviewToken(secret, { postId, generation: 0 }, token, new Date("2026-11-30T09:59:59Z"))).toBe(true);
    expect(isValidPreviewToken(secret, { postId, generation: 0 }, token, new Date("2026-11-30T10:00:00Z"))).toBe(false);
    expect(isValidPreviewToken(secret, { postId: otherPost, generation: 0 }, token, madeAt)).toBe(false);
    expect(isValidPreviewToken("another-secret-of-another-site-altogether", { postId, generation: 0 }, token, madeAt)).toBe(false);
    // A longer life written into the token breaks its signature.
    const [expiry, signature] = token.split(".");
    expect(isValidPreviewToken(secret, { postId, generation: 0 }, `${Number(expiry) + 86_400}.${signature}`, madeAt)).toBe(false);
    const flipped = signature!.startsWith("A") ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(isValidPreviewToken(secret, { postId, generation: 0 }, `${expiry}.${flipped}`, madeAt)).toBe(false);
    expect(isValidPreviewToken(secret, { postId, generation: 0 }, "", madeAt)).toBe(false);
    expect(isValidPreviewToken(secret, { postId, generation: 0 }, "not a token", madeAt)).toBe(false);
    // Made before 'Stop earlier links' (generation 0), refused after it (1); one made after works.
    expect(isValidPreviewToken(secret, { postId, generation: 1 }, token, madeAt)).toBe(false);
    const later = createPreviewToken(secret, { postId, generation: 1 }, madeAt).token;
    expect(isValidPreviewToken(secret, { postId, generation: 1 }, later, madeAt)).toBe(true);
    expect(isValidPreviewToken(secret, { postId, generation: 2 }, later, madeAt)).toBe(false);
  });
});

describe("revisions", () => {
  async function adminName() {
    const [admin] = await t.db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email));
    return admin!.name || admin!.email;
  }
  const revisions = async (postId: string) => {
    const response = await call("GET", `/api/blog/${postId}/revisions`);
    expect(response.statusCode).toBe(200);
    return response.json<Array<{ id: string; createdAt: string; author: string; title: string; kind: string }>>();
  };

  it("keeps one per save, newest first, with who saved it, and each with every field", async () => {
    const created = await create();
    await call("PUT", `/api/blog/${created._id}`, { ...post, title: "Diwali offers that sell, updated" });
    await call("PUT", `/api/blog/${created._id}`, { ...post, title: "Third title", content: "Rewritten." });

    const list = await revisions(created._id);
    expect(list.map((revision) => revision.title)).toEqual(["Third title", "Diwali offers that sell, updated", post.title]);
    expect(list.every((revision) => revision.author === list[0]!.author)).toBe(true);
    expect(list[0]!.author).toBe(await adminName());
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[2]!.createdAt));

    const first = await call("GET", `/api/blog/${created._id}/revisions/${list[2]!.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: list[2]!.id, postId: created._id, kind: "saved", post: { ...post, slug: created.slug, publishAt: null } });
    expect((await call("GET", `/api/blog/${created._id}/revisions/00000000-0000-4000-8000-000000000000`)).json()).toEqual({ message: BLOG_MESSAGES.revisionNotFound });
    expect((await call("GET", `/api/blog/${created._id}/revisions`, undefined, {})).statusCode).toBe(401);
  });

  it("restores a revision as a new one, keeping the post's status, and overwrites nothing", async () => {
    const created = await create();
    await call("PUT", `/api/blog/${created._id}`, { ...post, title: "Wrong title", content: "Oops.", status: "published" });
    const [, original] = await revisions(created._id);

    const restored = await call("POST", `/api/blog/${created._id}/revisions/${original!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: post.title, content: post.content, status: "published" });
    expect(await publishedTitles()).toEqual([post.title]);

    const after = await revisions(created._id);
    expect(after.map((revision) => [revision.title, revision.kind])).toEqual([
      [post.title, "restored"],
      ["Wrong title", "saved"],
      [post.title, "saved"],
    ]);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.action, "restored"));
    expect(entries).toHaveLength(1);
    const otherPost = await create({ title: "Another post" });
    expect((await call("POST", `/api/blog/${otherPost._id}/revisions/${original!.id}/restore`)).statusCode).toBe(404);
  });

  it(`keeps the newest ${POST_REVISIONS_KEPT} of a post, dropping the oldest`, async () => {
    const created = await create({ title: "Revision 0" });
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, created._id));
    for (let n = 1; n < POST_REVISIONS_KEPT; n++) await keepRevision(t.db, { ...row!, title: `Revision ${n}` }, null, "saved");
    expect(await t.db.$count(postRevisions, eq(postRevisions.postId, created._id))).toBe(POST_REVISIONS_KEPT);

    await call("PUT", `/api/blog/${created._id}`, { ...post, title: `Revision ${POST_REVISIONS_KEPT}` });
    const list = await revisions(created._id);
    expect(list).toHaveLength(POST_REVISIONS_KEPT);
    expect(list[0]!.title).toBe(`Revision ${POST_REVISIONS_KEPT}`);
    expect(list.at(-1)!.title).toBe("Revision 1");
  });

  it("autosave keeps a draft's text (never its status), one revision per run, and a published post's edits until Update", async () => {
    const created = await create();
    for (const content of ["Typing…", "Typing more…"]) {
      const response = await call("POST", `/api/blog/${created._id}/autosave`, { ...post, content, status: "published" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ pending: false });
    }
    const [saved] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, created._id));
    expect(saved).toMatchObject({ content: "Typing more…", status: "draft" });
    expect((await revisions(created._id)).map((revision) => revision.kind)).toEqual(["autosaved", "saved"]);

    await call("PUT", `/api/blog/${created._id}`, { ...post, content: "Live text.", status: "published" });
    const edit = await call("POST", `/api/blog/${created._id}/autosave`, { ...post, content: "Not live yet.", status: "published" });
    expect(edit.json()).toMatchObject({ pending: true });
    const live = await call("GET", `/api/blog/${created.slug}`, undefined, {});
    expect(live.json().content).toBe("Live text.");
    const withPending = await revisions(created._id);
    expect(withPending[0]!.kind).toBe("pending");
    expect((await call("GET", `/api/blog/${created._id}/revisions/${withPending[0]!.id}`)).json().post.content).toBe("Not live yet.");

    await call("PUT", `/api/blog/${created._id}`, { ...post, content: "Not live yet.", status: "published" });
    expect((await call("GET", `/api/blog/${created.slug}`, undefined, {})).json().content).toBe("Not live yet.");
    expect((await revisions(created._id)).map((revision) => revision.kind)).toEqual(["saved", "saved", "autosaved", "saved"]);
  });

  it("answers a published post's pending edits for the editor to open with, and discards them on request", async () => {
    const created = await create({ status: "published", content: "Live text." });
    const pendingEdits = async (postId: string) => {
      const response = await call("GET", `/api/blog/${postId}/pending-edits`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ pending: { id: string; kind: string; createdAt: string; post: { title: string; content: string; status: string } } | null }>();
    };
    expect(await pendingEdits(created._id)).toEqual({ pending: null });

    await call("POST", `/api/blog/${created._id}/autosave`, { ...post, title: "Typed title", content: "Typed, not live.", status: "published" });
    await call("POST", `/api/blog/${created._id}/autosave`, { ...post, title: "Typed title", content: "Typed more, not live.", status: "draft" });
    const { pending } = await pendingEdits(created._id);
    expect(pending).toMatchObject({ kind: "pending", post: { title: "Typed title", content: "Typed more, not live.", status: "published" } });
    expect(pending!.id).toBe((await revisions(created._id))[0]!.id);
    expect((await call("GET", `/api/blog/${created.slug}`, undefined, {})).json().content).toBe("Live text.");

    const discarded = await call("DELETE", `/api/blog/${created._id}/pending-edits`);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json()).toMatchObject({ _id: created._id, title: post.title, content: "Live text.", status: "published" });
    expect(await pendingEdits(created._id)).toEqual({ pending: null });
    expect((await revisions(created._id)).map((revision) => revision.kind)).toEqual(["saved"]);
    expect((await call("GET", `/api/blog/${created.slug}`, undefined, {})).json().content).toBe("Live text.");
    expect(await t.db.select({ title: activityLog.title }).from(activityLog).where(eq(activityLog.action, "discarded-changes"))).toEqual([{ title: post.title }]);
    // Discarding again changes nothing; an unknown post is a 404; signed out is a 401.
    expect((await call("DELETE", `/api/blog/${created._id}/pending-edits`)).statusCode).toBe(200);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("GET", `/api/blog/${unknown}/pending-edits`)).json()).toEqual({ message: BLOG_MESSAGES.notFound });
    expect((await call("DELETE", `/api/blog/${unknown}/pending-edits`)).statusCode).toBe(404);
    expect((await call("GET", `/api/blog/${created._id}/pending-edits`, undefined, {})).statusCode).toBe(401);
    expect((await call("DELETE", `/api/blog/${created._id}/pending-edits`, undefined, {})).statusCode).toBe(401);
  });

  it("Update publishes the pending edits; a draft never has any", async () => {
    const created = await create({ status: "published", content: "Live text." });
    await call("POST", `/api/blog/${created._id}/autosave`, { ...post, content: "Pending text.", status: "published" });
    await call("PUT", `/api/blog/${created._id}`, { ...post, content: "Pending text.", status: "published" });
    expect((await call("GET", `/api/blog/${created._id}/pending-edits`)).json()).toEqual({ pending: null });
    expect((await call("GET", `/api/blog/${created.slug}`, undefined, {})).json().content).toBe("Pending text.");

    const draftPost = await create({ title: "A draft" });
    await call("POST", `/api/blog/${draftPost._id}/autosave`, { ...post, title: "A draft", content: "Typed.", status: "published" });
    expect((await call("GET", `/api/blog/${draftPost._id}/pending-edits`)).json()).toEqual({ pending: null });
  });

  it("a new post autosaved as a draft is one post: created once, then saved in place, never published by autosave", async () => {
    // What the editor does: the first autosave of a new post creates it as a draft, the next ones save it by id.
    const first = await call("POST", "/api/blog", { ...post, title: "Autosaved new post", status: "draft" });
    expect(first.statusCode).toBe(201);
    const { _id: id } = first.json<{ _id: string }>();
    for (const content of ["More.", "More and more."]) {
      const response = await call("POST", `/api/blog/${id}/autosave`, { ...post, title: "Autosaved new post", content, status: "published" });
      expect(response.json()).toMatchObject({ pending: false });
    }
    const rows = await t.db.select().from(blogPosts).where(eq(blogPosts.title, "Autosaved new post"));
    expect(rows.map((row) => [row.id, row.status, row.content])).toEqual([[id, "draft", "More and more."]]);
    expect(await publishedTitles()).toEqual([]);
  });
});
