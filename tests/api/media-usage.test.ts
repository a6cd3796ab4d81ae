import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MEDIA_USAGE_ADMIN_PATHS, type MediaItem } from "#contracts/media.ts";
import { buildApp } from "#server/app.ts";
import { CACHE_TAGS } from "#server/cache/cache-tags.ts";
import { defaultSiteImages } from "#server/modules/site-content/defaults.ts";
import { signInAsAdmin } from "#tests/support/admin.ts";
import { multipartBody } from "#tests/support/publishing.ts";
import { dairyStudy, seoPage, siteContentKinds } from "#tests/support/site-content.ts";
import { testConfig } from "#tests/support/test-app.ts";
import { getTestDatabase, resetDatabase } from "#tests/support/test-database.ts";

/**
 * The media library counts the site's own copy (issue 13) as uses of an image, as it counts posts and
 * portfolio items: the card lists each place, and the image cannot be deleted while a page shows it.
 * Everything goes through the endpoints the admin screens call.
 */
let app: Awaited<ReturnType<typeof buildApp>>;
let auth: { authorization: string };
beforeEach(async () => {
  const db = await resetDatabase();
  app = await buildApp({ config: testConfig(), database: await getTestDatabase(), logger: false });
  // Stand-ins for the public pages, one per cache tag, cached as rendered pages are.
  for (const tag of CACHE_TAGS) {
    app.get(`/shows/${tag}`, { config: { publicCache: { tags: [] } } }, async (request, reply) => {
      request.dependsOn(tag);
      return reply.type("text/html").send(`<p>${tag}</p>`);
    });
  }
  await app.ready();
  auth = await signInAsAdmin(app, db);
});
afterEach(() => app.close());

let pictures = 0;
/** A picture no other test uploads (its colour differs, so its content hash does). */
async function uploadPicture(): Promise<MediaItem> {
  pictures += 1;
  const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: `#${(pictures * 7919).toString(16).padStart(6, "0").slice(-6)}` } })
    .png()
    .toBuffer();
  const body = multipartBody({ filename: `office-${pictures}.png`, contentType: "image/png", data });
  const response = await app.inject({ method: "POST", url: "/api/media", payload: body.payload, headers: { ...auth, ...body.headers } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const call = async (method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH", url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: auth, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};
const usesOf = async (image: MediaItem) => {
  const library = (await call("GET", "/api/media")) as MediaItem[];
  return library.find((item) => item.id === image.id)!.usedBy;
};

/** Every kind of site content showing `url` (a service page its smaller copy, as an editor may pick it), added through the API. */
async function useEverywhere(url: string) {
  const smaller = url.replace(".webp", "-960.webp");
  const testimonial = await call("POST", "/api/site/testimonials", { ...siteContentKinds.testimonials.valid, photo: { url, alt: "Meera at her counter" } });
  const member = await call("POST", "/api/site/team", { ...siteContentKinds.team.valid, photo: { url, alt: "Asha Patel" } });
  const study = await call("POST", "/api/site/case-studies", { ...siteContentKinds["case-studies"].valid, image: { url, alt: dairyStudy.image.alt } });
  const logo = await call("POST", "/api/site/client-logos", { ...siteContentKinds["client-logos"].valid, logo: { url, alt: "" } });
  const hero = seoPage.body.hero as { art: Record<string, unknown> };
  const service = await call("POST", "/api/site/services", {
    ...siteContentKinds.services.valid,
    body: { ...seoPage.body, hero: { ...hero, art: { ...hero.art, src: smaller } } },
  });
  const legal = await call("POST", "/api/site/legal-pages", { ...siteContentKinds["legal-pages"].valid, body: `## Where we work\n\n![Our office](${url})` });
  const shipped = defaultSiteImages();
  await call("PUT", "/api/site/images", {
    ...shipped,
    hero: { ...shipped.hero, "digital-branding": { url, alt: "Our team at a launch" } },
    gallery: [...shipped.gallery, { url, alt: "", title: "Our office", caption: "Where the work happens." }],
  });
  return { testimonial, member, study, logo, service, legal, gallerySlot: `gallery/${shipped.gallery.length + 1}` };
}

describe("where an image is used: the site's own copy", () => {
  it("lists every testimonial, team member, case study, client logo, service page, legal page and site picture showing it", async () => {
    const image = await uploadPicture();
    const unused = await uploadPicture();
    const uses = await useEverywhere(image.url);

    expect(await usesOf(image)).toEqual([
      { type: "case-study", id: uses.study.id, title: "Growing a Bakery Online" },
      { type: "client-logo", id: uses.logo.id, title: "Iyer Bakes" },
      { type: "legal-page", id: uses.legal.id, title: "Terms of Use" },
      { type: "service-page", id: uses.service.id, title: seoPage.title },
      { type: "site-image", id: "hero/digital-branding", title: "Home hero: Digital Branding" },
      { type: "site-image", id: uses.gallerySlot, title: "Studio gallery: Our office" },
      { type: "team-member", id: uses.member.id, title: "Asha Patel" },
      { type: "testimonial", id: uses.testimonial.id, title: "Meera Iyer" },
    ]);
    expect(await usesOf(unused)).toEqual([]);
    // Each kind of use has the admin screen that edits it.
    expect((await usesOf(image)).map((usage) => MEDIA_USAGE_ADMIN_PATHS[usage.type])).toContain("/admin/site/testimonials");
  });

  it("refuses to delete it while a page shows it (409, saying where), and keeps the file served", async () => {
    const image = await uploadPicture();
    await useEverywhere(image.url);

    const refused = await app.inject({ method: "DELETE", url: `/api/media/${image.id}`, headers: auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This image is used in case study "Growing a Bakery Online", client logo "Iyer Bakes", legal page "Terms of Use" and 5 more. Remove it from there before deleting it.',
    });
    for (const size of [image.url, image.url.replace(".webp", "-480.webp"), image.url.replace(".webp", "-960.webp")]) {
      expect((await app.inject({ method: "GET", url: size })).statusCode, size).toBe(200);
    }
  });

  it("follows edits: a use taken away is no longer listed, and once none is left the image can be deleted", async () => {
    const image = await uploadPicture();
    const uses = await useEverywhere(image.url);

    await call("PUT", `/api/site/testimonials/${uses.testimonial.id}`, { ...siteContentKinds.testimonials.valid, photo: null });
    expect((await usesOf(image)).map((usage) => usage.type)).not.toContain("testimonial");
    await call("PUT", "/api/site/images", defaultSiteImages());
    expect((await usesOf(image)).map((usage) => usage.type)).not.toContain("site-image");
    for (const [kind, entry] of [
      ["team", uses.member],
      ["case-studies", uses.study],
      ["client-logos", uses.logo],
      ["services", uses.service],
      ["legal-pages", uses.legal],
    ] as const) {
      await call("DELETE", `/api/site/${kind}/${entry.id as string}`);
    }
    expect(await usesOf(image)).toEqual([]);

    const deleted = await app.inject({ method: "DELETE", url: `/api/media/${image.id}`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: image.url })).statusCode).toBe(404);
  });

  it("counts a service page's picture only where the page shows it, not an address written in its text", async () => {
    const image = await uploadPicture();
    const body = seoPage.body as { pillarsIntro: string };
    await call("POST", "/api/site/services", { ...siteContentKinds.services.valid, body: { ...seoPage.body, pillarsIntro: `${body.pillarsIntro} (see ${image.url})` } });
    expect(await usesOf(image)).toEqual([]);
  });
});

describe("an alt text change", () => {
  it("refreshes the cached pages of every kind of use, and no others", async () => {
    const image = await uploadPicture();
    await useEverywhere(image.url);
    for (const tag of CACHE_TAGS) await app.inject({ method: "GET", url: `/shows/${tag}` });
    for (const tag of CACHE_TAGS) expect((await app.inject({ method: "GET", url: `/shows/${tag}` })).headers["x-page-cache"], tag).toBe("HIT");

    await call("PATCH", `/api/media/${image.id}`, { alt: "The Anand office at dusk" });
    const dropped: string[] = [];
    for (const tag of CACHE_TAGS) if ((await app.inject({ method: "GET", url: `/shows/${tag}` })).headers["x-page-cache"] !== "HIT") dropped.push(tag);
    expect(dropped.sort()).toEqual(["case-studies", "client-logos", "legal-pages", "services", "site-images", "team", "testimonials"]);
  });
});

describe("a post's unpublished changes and its history (decision 051)", () => {
  const post = {
    title: "Diwali offers that sell",
    excerpt: "Three campaigns that filled shops in Anand.",
    content: "Live text.",
    imageUrl: "/images/blog/local-seo.webp",
    category: "Marketing",
    author: "Riya Mehta",
    date: "2026-11-20",
    readTime: "4 min read",
    tags: ["Festive"],
    status: "published",
  };
  const published = async () => (await call("POST", "/api/blog", post)) as { _id: string; title: string };
  const deleteImage = (image: MediaItem) => app.inject({ method: "DELETE", url: `/api/media/${image.id}`, headers: auth });

  it("counts the images of a published post's pending edits (image, social image, body) as a use of their own, and refuses to delete them", async () => {
    const [cover, social, inline, unused] = [await uploadPicture(), await uploadPicture(), await uploadPicture(), await uploadPicture()];
    const created = await published();
    const smaller = inline.url.replace(".webp", "-960.webp");
    await call("POST", `/api/blog/${created._id}/autosave`, { ...post, imageUrl: cover.url, ogImage: social.url, content: `Live text.\n\n![The shop](${smaller})` });

    const pendingUse = { type: "post-pending-edits", id: created._id, title: post.title };
    for (const image of [cover, social, inline]) expect(await usesOf(image)).toEqual([pendingUse]);
    expect(await usesOf(unused)).toEqual([]);
    expect(MEDIA_USAGE_ADMIN_PATHS["post-pending-edits"]).toBe("/admin/blog");

    const refused = await deleteImage(cover);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: `This image is used in blog post (unpublished changes) "${post.title}". Remove it from there before deleting it.` });
    expect((await app.inject({ method: "GET", url: cover.url })).statusCode).toBe(200);
    expect((await deleteImage(unused)).statusCode).toBe(200);
  });

  it("ends with the pending edits: discarding frees their images, Update makes them the post's own use, listed once", async () => {
    const [kept, dropped] = [await uploadPicture(), await uploadPicture()];
    const created = await published();
    await call("POST", `/api/blog/${created._id}/autosave`, { ...post, imageUrl: dropped.url });
    expect((await usesOf(dropped)).map((usage) => usage.type)).toEqual(["post-pending-edits"]);
    await call("DELETE", `/api/blog/${created._id}/pending-edits`);
    expect(await usesOf(dropped)).toEqual([]);
    expect((await deleteImage(dropped)).statusCode).toBe(200);

    await call("POST", `/api/blog/${created._id}/autosave`, { ...post, imageUrl: kept.url });
    await call("PUT", `/api/blog/${created._id}`, { ...post, imageUrl: kept.url });
    expect(await usesOf(kept)).toEqual([{ type: "post", id: created._id, title: post.title }]);
    // New pending edits that keep the image: the post is one place to fix, not two.
    await call("POST", `/api/blog/${created._id}/autosave`, { ...post, imageUrl: kept.url, content: "Typed, not live." });
    expect(await usesOf(kept)).toEqual([{ type: "post", id: created._id, title: post.title }]);
    // Pending edits that take it out do not free it while the live post shows it.
    await call("POST", `/api/blog/${created._id}/autosave`, { ...post, content: "Typed, not live." });
    expect(await usesOf(kept)).toEqual([{ type: "post", id: created._id, title: post.title }]);
    expect((await deleteImage(kept)).statusCode).toBe(409);
  });

  it("does not count older revisions: an image a post no longer shows can be deleted", async () => {
    const [old, current] = [await uploadPicture(), await uploadPicture()];
    const draft = (await call("POST", "/api/blog", { ...post, status: "draft", imageUrl: old.url, content: `![Old](${old.url})` })) as { _id: string };
    // A draft's autosave is the post itself, not pending edits.
    await call("POST", `/api/blog/${draft._id}/autosave`, { ...post, status: "draft", imageUrl: current.url });
    expect(await usesOf(current)).toEqual([{ type: "post", id: draft._id, title: post.title }]);
    expect(await usesOf(old)).toEqual([]);
    expect((await deleteImage(old)).statusCode).toBe(200);
  });

  it("names the images a revision has that left the library, before and after restoring it", async () => {
    const [gone, goneInText, kept] = [await uploadPicture(), await uploadPicture(), await uploadPicture()];
    const created = (await call("POST", "/api/blog", {
      ...post,
      status: "draft",
      imageUrl: gone.url,
      content: `![Gone](http://localhost:3000${goneInText.url.replace(".webp", "-480.webp")})\n\n![Kept](${kept.url}).`,
    })) as { _id: string };
    await call("PUT", `/api/blog/${created._id}`, { ...post, status: "draft", content: `![Kept](${kept.url})` });
    const [latest, original] = (await call("GET", `/api/blog/${created._id}/revisions`)) as Array<{ id: string }>;
    expect((await call("GET", `/api/blog/${created._id}/revisions/${original!.id}`)).missingImages).toEqual([]);
    for (const image of [gone, goneInText]) expect((await deleteImage(image)).statusCode).toBe(200);

    const detail = await call("GET", `/api/blog/${created._id}/revisions/${original!.id}`);
    const missing = [gone.url, goneInText.url.replace(".webp", "-480.webp")];
    expect(detail).toMatchObject({ id: original!.id, post: { imageUrl: gone.url }, missingImages: missing });
    expect((await call("GET", `/api/blog/${created._id}/revisions/${latest!.id}`)).missingImages).toEqual([]);

    // Restored all the same (the text is what was asked for), with the images to pick again named.
    const restored = await call("POST", `/api/blog/${created._id}/revisions/${original!.id}/restore`);
    expect(restored).toMatchObject({ _id: created._id, imageUrl: gone.url, status: "draft", missingImages: missing });
    const again = await call("POST", `/api/blog/${created._id}/revisions/${latest!.id}/restore`);
    expect(again).toMatchObject({ imageUrl: post.imageUrl, missingImages: [] });
  });
});
