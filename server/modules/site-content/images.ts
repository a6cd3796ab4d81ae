import { eq } from "drizzle-orm";
import { serviceOfferings } from "#app/content/service-offerings.ts";
import type { SiteImages, SiteImagesRecord } from "#contracts/site-images.ts";
import type { Database } from "../../db/client.ts";
import { siteImages } from "../../db/schema.ts";
import { defaultSiteImages } from "./defaults.ts";

/**
 * The site's own pictures (issue 13 "site images"): one record. Public pages call `loadSiteImages`
 * (the home page's hero and gallery, the About page's video poster); the admin API the others.
 */

const SINGLE_ROW_ID = 1;

type ImagesRow = typeof siteImages.$inferSelect;

function toImages(row: ImagesRow): SiteImages {
  return { hero: row.hero as SiteImages["hero"], gallery: row.gallery, aboutVideoPoster: row.aboutVideoPoster };
}

/** One query. Falls back to the shipped artwork when none is stored. */
export async function loadSiteImages(db: Database): Promise<SiteImages> {
  const [row] = await db.select().from(siteImages).where(eq(siteImages.id, SINGLE_ROW_ID));
  return row ? toImages(row) : defaultSiteImages();
}

/** GET /api/site/images. */
export async function getSiteImages(db: Database): Promise<SiteImagesRecord> {
  const [row] = await db.select().from(siteImages).where(eq(siteImages.id, SINGLE_ROW_ID));
  return row ? { ...toImages(row), updatedAt: row.updatedAt.toISOString() } : { ...defaultSiteImages(), updatedAt: null };
}

/** PUT /api/site/images: replaces the record (creates it the first time). */
export async function saveSiteImages(db: Database, images: SiteImages): Promise<SiteImagesRecord> {
  const values = { id: SINGLE_ROW_ID, ...images, updatedAt: new Date() };
  const [row] = await db.insert(siteImages).values(values).onConflictDoUpdate({ target: siteImages.id, set: values }).returning();
  return { ...toImages(row!), updatedAt: row!.updatedAt.toISOString() };
}

/** Stores the shipped artwork in the record (the seed); an existing record is left alone. */
export async function storeDefaultSiteImages(db: Pick<Database, "insert">, images: SiteImages): Promise<void> {
  await db.insert(siteImages).values({ id: SINGLE_ROW_ID, ...images }).onConflictDoNothing();
}

/** One picture the site shows from this record, named the way the admin's Images screen names it. */
export interface SiteImageSlot {
  /** Which picture: `hero/<service>`, `gallery/<position from 1>`, `about-video-poster`. */
  slot: string;
  title: string;
  url: string;
}

/** The hero's pictures are named by the service they illustrate, as on the Images screen. */
const heroServiceName = (slug: string) => serviceOfferings.find((offering) => offering.link === `/services/${slug}`)?.title ?? slug;

/** Every picture the pages show from this record (the shipped artwork when none is stored): what the media library counts as uses. One query. */
export async function listSiteImageSlots(db: Database): Promise<SiteImageSlot[]> {
  const images = await loadSiteImages(db);
  return [
    ...Object.entries(images.hero).map(([slug, image]) => ({ slot: `hero/${slug}`, title: `Home hero: ${heroServiceName(slug)}`, url: image.url })),
    ...images.gallery.map((slide, index) => ({ slot: `gallery/${index + 1}`, title: `Studio gallery: ${slide.title}`, url: slide.url })),
    { slot: "about-video-poster", title: "About page video poster", url: images.aboutVideoPoster.url },
  ];
}
