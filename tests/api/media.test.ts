import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadPortfolio } from "#app/features/portfolio/portfolio.server.ts";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "#contracts/media.ts";
import { buildApp } from "#server/app.ts";
import { activityLog, blogPosts, media, portfolioItems } from "#server/db/schema.ts";
import { describeUploadedImages } from "#server/modules/media/service.ts";
import { multipartBody } from "#tests/support/publishing.ts";
import { STORAGE_BACKENDS, storedKeys, useStorageBackend } from "#tests/support/storage-backends.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";
import { getTestDatabase } from "#tests/support/test-database.ts";

/** A small picture in a given colour (different colours → different files). */
const png = (colour: string, width = 320, height = 180) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

let colours = 0;
/** A colour no other picture in this file has. */
const nextColour = () => {
  colours += 1;
  return `#${(colours * 9973).toString(16).padStart(6, "0").slice(-6)}`;
};

function uploadRequest(t: TestApp, auth: Record<string, string>, data: Buffer, fields: Record<string, string> = {}, url = "/api/blog/upload") {
  const body = multipartBody({ filename: "shop-front.png", contentType: "image/png", data }, fields);
  return t.app.inject({ method: "POST", url, payload: body.payload, headers: { ...auth, ...body.headers } });
}

describe("the media library", () => {
  const storageConfigs = useStorageBackend("directory");
  let t: TestApp;
  let auth: { authorization: string };
  beforeEach(async () => {
    ({ auth, ...t } = await createSignedInTestApp({ fileStorage: await storageConfigs.next() }));
  });
  afterEach(() => t.app.close());

  const upload = async (fields: Record<string, string> = {}, url?: string) => {
    const response = await uploadRequest(t, auth, await png(nextColour()), fields, url);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const list = (query = "") => t.app.inject({ method: "GET", url: `/api/media${query}`, headers: auth });
  const entryFor = async (url: string) => (await list()).json().find((item: { url: string }) => item.url === url);

  it("records every upload with its alt text, pixel size, bytes and file name, and keeps SPEC's upload answer", async () => {
    const response = await upload({ alt: "  Our shop front in Anand,\n at dusk " });
    const body = response.json();
    expect(body).toEqual({ success: true, filePath: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/), message: "Image uploaded successfully" });

    const entry = await entryFor(body.filePath);
    expect(entry).toEqual({
      id: expect.any(String),
      url: body.filePath,
      alt: "Our shop front in Anand, at dusk",
      decorative: false,
      width: 320,
      height: 180,
      bytes: (await t.app.services.storage.get(body.filePath.slice("/uploads/".length)))!.length,
      originalName: "shop-front.png",
      createdAt: expect.any(String),
      usedBy: [],
    });
    const [row] = await t.db.select().from(media).where(eq(media.url, body.filePath));
    expect(row!.storageKeys.sort()).toEqual(
      [body.filePath, body.filePath.replace(".webp", "-480.webp"), body.filePath.replace(".webp", "-960.webp")].map((url) => url.slice("/uploads/".length)).sort(),
    );
    expect(row!.uploadedBy).not.toBeNull();
  });

  it("reads the alt text whether it comes before or after the image, and through the portfolio and library endpoints", async () => {
    const data = await png(nextColour());
    const boundary = "----alt-after-image";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cafe.png"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nRiverbend Café's counter\r\n--${boundary}--\r\n`),
    ]);
    const after = await t.app.inject({ method: "POST", url: "/api/blog/upload", payload, headers: { ...auth, "content-type": `multipart/form-data; boundary=${boundary}` } });
    expect((await entryFor(after.json().filePath)).alt).toBe("Riverbend Café's counter");

    const portfolio = await upload({ alt: "A dental clinic's waiting room" }, "/api/portfolio/upload");
    expect((await entryFor(portfolio.json().filePath)).alt).toBe("A dental clinic's waiting room");

    const library = await upload({ alt: "Team photo" }, "/api/media");
    expect(library.statusCode).toBe(201);
    expect(library.json()).toMatchObject({
      url: expect.stringMatching(/^\/uploads\//),
      alt: "Team photo",
      width: 320,
      height: 180,
      usedBy: [],
      alreadyInLibrary: false,
      message: "Image uploaded successfully",
    });
  });

  it("refuses an alt text over 300 characters and stores nothing", async () => {
    const response = await uploadRequest(t, auth, await png(nextColour()), { alt: "x".repeat(MEDIA_LIMITS.alt + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MEDIA_MESSAGES.altTooLong, errors: { alt: MEDIA_MESSAGES.altTooLong } });
    expect(await storedKeys(t.app.services.storage)).toEqual([]);
    expect(await t.db.select().from(media)).toEqual([]);
  });

  it("keeps one entry for the same picture uploaded twice, alt text and all; the library's upload answers 200 saying it was there", async () => {
    const data = await png(nextColour());
    const first = await uploadRequest(t, auth, data, { alt: "First words" });
    const { id } = await entryFor(first.json().filePath);

    const again = await uploadRequest(t, auth, data, { alt: "Better words" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const library = await uploadRequest(t, auth, data, { alt: "Other words" }, "/api/media");
    expect(library.statusCode).toBe(200);
    expect(library.json()).toMatchObject({
      id,
      alt: "First words",
      originalName: "shop-front.png",
      alreadyInLibrary: true,
      message: 'This image is already in the library as "shop-front.png". Nothing was added, and its alt text was kept.',
    });

    expect((await list()).json()).toHaveLength(1);
    expect((await entryFor(first.json().filePath)).alt).toBe("First words");
    // Nothing changed in the library after the first upload: one entry in the activity log.
    expect((await t.db.select().from(activityLog).where(eq(activityLog.kind, "media"))).map((entry) => entry.action)).toEqual(["uploaded"]);
  });

  it("says where each image is used: a post's image, an image in a post's body, a portfolio item's image", async () => {
    const url = (await upload()).json().filePath as string;
    const unused = (await upload()).json().filePath as string;
    const [cover] = await t.db.insert(blogPosts).values({ title: "Cover user", slug: "cover-user", content: "Text", imageUrl: url }).returning();
    const [inline] = await t.db
      .insert(blogPosts)
      .values({ title: "Inline user", slug: "inline-user", content: `Before\n\n![A shop](${url.replace(".webp", "-960.webp")})\n\nAfter`, imageUrl: "/images/blog/local-seo.webp" })
      .returning();
    const [item] = await t.db.insert(portfolioItems).values({ title: "Item user", description: "Work", imageUrl: `http://localhost:3000${url}` }).returning();
    const [social] = await t.db
      .insert(blogPosts)
      .values({ title: "Social user", slug: "social-user", content: "Text", imageUrl: "/images/blog/local-seo.webp", ogImage: url })
      .returning();

    expect((await entryFor(url)).usedBy).toEqual([
      { type: "portfolio", id: item!.id, title: "Item user" },
      { type: "post", id: cover!.id, title: "Cover user" },
      { type: "post", id: inline!.id, title: "Inline user" },
      { type: "post", id: social!.id, title: "Social user" },
    ]);
    expect((await entryFor(unused)).usedBy).toEqual([]);
  });

  it("refuses to delete an image while it is used, saying where (409), then deletes every stored size once it is not", async () => {
    const url = (await upload()).json().filePath as string;
    const entry = await entryFor(url);
    await t.db.insert(blogPosts).values({ title: "Diwali offers", slug: "diwali-offers", content: `![](${url})`, imageUrl: "/images/blog/local-seo.webp" });
    const [item] = await t.db.insert(portfolioItems).values({ title: "Kesar Sweets", description: "Work", imageUrl: url }).returning();

    const refused = await t.app.inject({ method: "DELETE", url: `/api/media/${entry.id}`, headers: auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This image is used in portfolio item "Kesar Sweets" and blog post "Diwali offers". Remove it from there before deleting it.',
    });
    expect(await storedKeys(t.app.services.storage)).toHaveLength(3);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);

    await t.db.delete(blogPosts);
    await t.db.delete(portfolioItems).where(eq(portfolioItems.id, item!.id));
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/media/${entry.id}`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: MEDIA_MESSAGES.deleted });
    expect(await storedKeys(t.app.services.storage)).toEqual([]);
    expect(await t.db.select().from(media)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);

    const again = await t.app.inject({ method: "DELETE", url: `/api/media/${entry.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: MEDIA_MESSAGES.notFound });
  });

  it("changes the alt text and the decorative mark; pages get '' for a decorative image", async () => {
    const url = (await upload({ alt: "Old words" })).json().filePath as string;
    const { id } = await entryFor(url);
    const patch = (payload: object) => t.app.inject({ method: "PATCH", url: `/api/media/${id}`, payload, headers: auth });

    const renamed = await patch({ alt: "  A potter shaping a lamp  " });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, alt: "A potter shaping a lamp", decorative: false });
    expect(await describeUploadedImages(t.db, [url, "/uploads/unknown.webp"])).toEqual(new Map([[url, { width: 320, height: 180, alt: "A potter shaping a lamp" }]]));

    expect((await patch({ decorative: true })).json()).toMatchObject({ alt: "A potter shaping a lamp", decorative: true });
    expect((await describeUploadedImages(t.db, [url])).get(url)).toEqual({ width: 320, height: 180, alt: "" });

    const tooLong = await patch({ alt: "y".repeat(MEDIA_LIMITS.alt + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: MEDIA_MESSAGES.altTooLong, errors: { alt: MEDIA_MESSAGES.altTooLong } });
    const nothing = await patch({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(MEDIA_MESSAGES.nothingToChange);
    const unknown = await t.app.inject({ method: "PATCH", url: "/api/media/8f14e45f-ceea-4e7a-9f3b-2a5d6c7e8f90", payload: { alt: "x" }, headers: auth });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MEDIA_MESSAGES.notFound });
    expect((await entryFor(url)).alt).toBe("A potter shaping a lamp");
  });

  it("names the image by its file name in the activity log, whatever its alt text: upload, changes, delete", async () => {
    const url = (await upload({ alt: "Our shop front" })).json().filePath as string;
    const { id } = await entryFor(url);
    await t.app.inject({ method: "PATCH", url: `/api/media/${id}`, payload: { alt: "The shop front at dusk" }, headers: auth });
    await t.app.inject({ method: "PATCH", url: `/api/media/${id}`, payload: { decorative: true }, headers: auth });
    await t.app.inject({ method: "DELETE", url: `/api/media/${id}`, headers: auth });

    const entries = await t.db.select().from(activityLog).where(eq(activityLog.kind, "media")).orderBy(activityLog.id);
    expect(entries.map(({ action, entityId, title }) => ({ action, entityId, title }))).toEqual([
      { action: "uploaded", entityId: id, title: "shop-front.png" },
      { action: "updated", entityId: id, title: "shop-front.png" },
      { action: "updated", entityId: id, title: "shop-front.png" },
      { action: "deleted", entityId: id, title: "shop-front.png" },
    ]);
  });

  it("names an image uploaded without a file name by its stored file's name", async () => {
    const body = multipartBody({ filename: "", contentType: "image/png", data: await png(nextColour()) });
    const response = await t.app.inject({ method: "POST", url: "/api/media", payload: body.payload, headers: { ...auth, ...body.headers } });
    expect(response.statusCode, response.body).toBe(201);
    const { id, url } = response.json();
    await t.app.inject({ method: "PATCH", url: `/api/media/${id}`, payload: { alt: "A shop" }, headers: auth });
    const titles = (await t.db.select().from(activityLog).where(eq(activityLog.kind, "media"))).map((entry) => entry.title);
    expect(titles).toEqual([url.slice("/uploads/".length), url.slice("/uploads/".length)]);
  });

  it("gives the portfolio page each item's alt text from the library, and none once marked decorative", async () => {
    const url = (await upload({ alt: "Hand-painted menu board" }, "/api/portfolio/upload")).json().filePath as string;
    await t.db.insert(portfolioItems).values({ title: "Chai Corner", description: "Menu boards.", category: "Branding", imageUrl: url, status: "published" });
    const context = { services: t.app.services, cspNonce: "", clientIp: "198.51.100.7", dependsOn: () => {} } as unknown as AppLoadContext;

    expect((await loadPortfolio(context, new URLSearchParams())).imageAlts).toMatchObject({ [url]: "Hand-painted menu board" });
    const { id } = await entryFor(url);
    await t.app.inject({ method: "PATCH", url: `/api/media/${id}`, payload: { decorative: true }, headers: auth });
    expect((await loadPortfolio(context, new URLSearchParams())).imageAlts[url]).toBeUndefined();
  });

  it("lists 50 images a page, newest first, with the total in X-Total-Count and the pages in Link", async () => {
    const start = Date.parse("2026-10-01T00:00:00Z");
    await t.db.insert(media).values(
      Array.from({ length: 55 }, (_, index) => ({
        url: `/uploads/${index.toString(16).padStart(32, "0")}.webp`,
        storageKeys: [`${index.toString(16).padStart(32, "0")}.webp`],
        alt: index % 5 === 0 ? `Diwali stall ${index}` : `Office picture ${index}`,
        originalName: index === 7 ? "KESAR-front.JPG" : `photo-${index}.png`,
        width: 800,
        height: 600,
        bytes: 1000 + index,
        createdAt: new Date(start + index * 60_000),
      })),
    );

    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-total-count"]).toBe("55");
    expect(first.json()).toHaveLength(50);
    expect(first.json()[0].alt).toBe("Office picture 54");
    expect(first.headers.link).toBe('</api/media>; rel="first", </api/media?page=2>; rel="next", </api/media?page=2>; rel="last"');

    const second = await list("?page=2");
    expect(second.json().map((item: { alt: string }) => item.alt)).toEqual(["Office picture 4", "Office picture 3", "Office picture 2", "Office picture 1", "Diwali stall 0"]);
    expect(second.headers.link).toBe('</api/media>; rel="first", </api/media>; rel="prev", </api/media?page=2>; rel="last"');

    const byAlt = await list("?q=diwali");
    expect(byAlt.headers["x-total-count"]).toBe("11");
    expect(byAlt.json().every((item: { alt: string }) => item.alt.startsWith("Diwali stall"))).toBe(true);
    const byName = await list("?q=kesar-FRONT");
    expect(byName.json().map((item: { originalName: string }) => item.originalName)).toEqual(["KESAR-front.JPG"]);
    const literal = await list(`?q=${encodeURIComponent("100%")}`);
    expect(literal.json()).toEqual([]);
    expect(literal.headers["x-total-count"]).toBe("0");

    const small = await list("?q=stall&pageSize=5&page=2");
    expect(small.json()).toHaveLength(5);
    expect(small.headers.link).toBe(
      '</api/media?q=stall&pageSize=5>; rel="first", </api/media?q=stall&pageSize=5>; rel="prev", </api/media?q=stall&page=3&pageSize=5>; rel="next", </api/media?q=stall&page=3&pageSize=5>; rel="last"',
    );

    const bad = await list("?page=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Page must be a positive whole number");
  });

  it("is for signed-in staff only", async () => {
    for (const [method, url] of [
      ["GET", "/api/media"],
      ["PATCH", "/api/media/8f14e45f-ceea-4e7a-9f3b-2a5d6c7e8f90"],
      ["DELETE", "/api/media/8f14e45f-ceea-4e7a-9f3b-2a5d6c7e8f90"],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === "PATCH" ? { alt: "x" } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: MEDIA_MESSAGES.loginToView });
    }
  });
});

describe.each(STORAGE_BACKENDS)("with %s storage", (backend) => {
  const storageConfigs = useStorageBackend(backend);
  let t: TestApp;
  let auth: { authorization: string };
  beforeEach(async () => {
    ({ auth, ...t } = await createSignedInTestApp({ fileStorage: await storageConfigs.next() }));
  });
  afterEach(() => t.app.close());

  it("deleting an unused image removes every stored size", async () => {
    const url = (await uploadRequest(t, auth, await png(nextColour()))).json().filePath as string;
    const other = (await uploadRequest(t, auth, await png(nextColour()))).json().filePath as string;
    const [entry] = await t.db.select().from(media).where(eq(media.url, url));
    expect(await storedKeys(t.app.services.storage)).toHaveLength(6);
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/media/${entry!.id}`, headers: auth });
    expect(deleted.statusCode).toBe(200);
    const hash = other.slice("/uploads/".length, -".webp".length);
    expect(await storedKeys(t.app.services.storage)).toEqual([`${hash}-480.webp`, `${hash}-960.webp`, `${hash}.webp`]);
  });

  if (backend !== "directory") {
    it("an image uploaded through one instance is served by another", async () => {
      const url = (await uploadRequest(t, auth, await png(nextColour()))).json().filePath as string;
      const other = await buildApp({ config: t.config, database: await getTestDatabase(), logger: false });
      try {
        const served = await other.inject({ method: "GET", url });
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
        expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
      } finally {
        await other.close();
      }
    });
  }
});
