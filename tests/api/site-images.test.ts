import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storyVideo } from "#app/content/about.ts";
import { gallery } from "#app/content/home.ts";
import { serviceOfferings } from "#app/content/service-offerings.ts";
import type { SiteImages } from "#contracts/site-images.ts";
import type { AdminRole } from "#contracts/staff-constants.ts";
import { activityLog, admins, appSettings, siteImages } from "#server/db/schema.ts";
import { startSession } from "#server/modules/auth/sessions.ts";
import { defaultSiteImages } from "#server/modules/site-content/defaults.ts";
import { loadSiteImages } from "#server/modules/site-content/images.ts";
import { seedSiteContentOnce, seedSiteImagesOnce } from "#server/modules/site-content/seed.ts";
import { buildApp } from "#server/app.ts";
import { createSignedInTestApp, type TestApp, testConfig } from "#tests/support/test-app.ts";
import { getTestDatabase } from "#tests/support/test-database.ts";

let t: TestApp;
let auth: { authorization: string };
beforeEach(async () => {
  ({ auth, ...t } = await createSignedInTestApp());
});
afterEach(() => t.app.close());

const get = (headers: Record<string, string> = auth) => t.app.inject({ method: "GET", url: "/api/site/images", headers });
const put = (payload: unknown, headers: Record<string, string> = auth) =>
  t.app.inject({ method: "PUT", url: "/api/site/images", headers, payload: payload as object });

/** The shipped artwork, read from where the pages took it before it was editable. */
function shippedArtwork() {
  return {
    hero: Object.fromEntries(serviceOfferings.map((offering) => [offering.link.replace("/services/", ""), { url: offering.image, alt: offering.imageAlt }])),
    gallery: gallery.slides.map((slide) => ({ url: slide.src, alt: slide.alt, title: slide.title, caption: slide.caption })),
    aboutVideoPoster: { url: storyVideo.poster, alt: storyVideo.label },
  };
}

function changed(): SiteImages {
  const images = defaultSiteImages();
  return {
    ...images,
    hero: { ...images.hero, "digital-branding": { url: "/uploads/2026/11/new-hero.webp", alt: "Our team at a product launch" } },
    gallery: [images.gallery[2]!, { url: "/uploads/2026/11/office.webp", alt: "The Anand office", title: "Our office", caption: "Where the work happens." }],
    aboutVideoPoster: { url: "/uploads/2026/11/poster.webp", alt: "" },
  };
}

async function signedIn(role: AdminRole): Promise<Record<string, string>> {
  const [row] = await t.db.insert(admins).values({ email: `${role}@images.example`, name: role, role, passwordHash: "not-used" }).returning();
  const { token } = await startSession(t.db, t.config.jwtSecret!, { adminId: row!.id, remember: false });
  return { authorization: `Bearer ${token}` };
}

describe("site images: seed", () => {
  it("the first start stores the shipped artwork, once", async () => {
    expect(await seedSiteImagesOnce(t.db)).toBe(true);
    expect(await seedSiteImagesOnce(t.db)).toBe(false);
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { updatedAt, ...images } = response.json();
    expect(images).toEqual(shippedArtwork());
    expect(updatedAt).not.toBeNull();
    expect(await loadSiteImages(t.db)).toEqual(shippedArtwork());
  });

  it("a site whose copy was seeded before the pictures were editable gets them on its next start", async () => {
    expect(await seedSiteContentOnce(t.db)).toBe(true);
    await t.db.delete(siteImages);
    await t.db.delete(appSettings).where(eq(appSettings.key, "site_images_seeded_at"));
    expect(await seedSiteContentOnce(t.db)).toBe(false);
    expect(await seedSiteImagesOnce(t.db)).toBe(true);
    expect(await t.db.select().from(siteImages)).toHaveLength(1);
  });

  it("a record staff saved is never replaced by the seed", async () => {
    expect((await put(changed())).statusCode).toBe(200);
    await t.db.delete(appSettings).where(eq(appSettings.key, "site_images_seeded_at"));
    expect(await seedSiteImagesOnce(t.db)).toBe(true);
    expect(await loadSiteImages(t.db)).toEqual(changed());
  });
});

describe("GET/PUT /api/site/images", () => {
  it("answers the shipped artwork before anything is stored", async () => {
    const response = await get();
    expect(response.json()).toEqual({ ...shippedArtwork(), updatedAt: null });
  });

  it("replaces the pictures, answers them, records the change and the pages read them", async () => {
    const response = await put(changed());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(changed());
    expect((await get()).json()).toMatchObject(changed());
    expect(await loadSiteImages(t.db)).toEqual(changed());
    const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.kind, "site"));
    expect(entry).toMatchObject({ action: "updated", title: "Site images" });
  });

  it.each([
    ["a picture from another host", { ...changed(), aboutVideoPoster: { url: "https://evil.example/x.png", alt: "" } }, "aboutVideoPoster", "Images must be uploaded (/uploads/…) or shipped with the site (/images/…)"],
    ["a script address", { ...changed(), gallery: [{ url: "javascript:alert(1)", alt: "", title: "T", caption: "C" }] }, "gallery", "Images must be uploaded (/uploads/…) or shipped with the site (/images/…)"],
    ["an empty gallery", { ...changed(), gallery: [] }, "gallery", "Gallery needs at least one entry"],
    ["a gallery picture without a title", { ...changed(), gallery: [{ url: "/uploads/a.webp", alt: "", title: " ", caption: "C" }] }, "gallery", "Gallery title is required"],
    ["no hero art", { ...changed(), hero: undefined }, "hero", "Every featured service needs its hero picture"],
    ["a service without its hero picture", { ...changed(), hero: { ...changed().hero, research: undefined } }, "hero", "Hero picture is required"],
  ])("refuses %s with 400 and stores nothing", async (_name, payload, field, message) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await t.db.select().from(siteImages)).toEqual([]);
  });

  it("refuses a body that is no object", async () => {
    const response = await put([]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The request body must be a JSON object.");
  });

  it("is for owners and editors: 401 without a session, 403 for sales", async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put(changed(), {})).statusCode).toBe(401);
    const sales = await signedIn("sales");
    expect((await get(sales)).statusCode).toBe(403);
    const refused = await put(changed(), sales);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "You do not have permission to do this." });
    expect(await t.db.select().from(siteImages)).toEqual([]);
    const editor = await signedIn("editor");
    expect((await put(changed(), editor)).statusCode).toBe(200);
  });
});

describe("cached pages after a change of pictures", () => {
  it("drops exactly the pages that show the site's pictures", async () => {
    const app = await buildApp({ config: testConfig(), database: await getTestDatabase(), logger: false });
    try {
      const tags = ["site-images", "company"] as const;
      for (const tag of tags) {
        app.get(`/shows/${tag}`, { config: { publicCache: { tags: [] } } }, async (request, reply) => {
          request.dependsOn(tag);
          return reply.type("text/html").send(`<p>${tag}</p>`);
        });
      }
      await app.ready();
      const visit = (tag: string) => app.inject({ method: "GET", url: `/shows/${tag}` });
      for (const tag of tags) await visit(tag);
      for (const tag of tags) expect((await visit(tag)).headers["x-page-cache"], tag).toBe("HIT");
      const saved = await app.inject({ method: "PUT", url: "/api/site/images", headers: auth, payload: changed() });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await visit("site-images")).headers["x-page-cache"]).not.toBe("HIT");
      expect((await visit("company")).headers["x-page-cache"]).toBe("HIT");
    } finally {
      await app.close();
    }
  });
});
