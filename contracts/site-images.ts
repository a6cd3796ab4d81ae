import { z } from "zod";
import { timestamp } from "./api-schema.ts";
import { contentObject, entryList, optionalText, requiredText, siteImageSchema, siteImageUrl } from "./site-content.ts";
import { SERVICE_CATEGORY_SLUGS, type ServiceCategorySlug } from "./site-services-constants.ts";

/**
 * The site's own pictures (issue 13 "site images"): the home hero's art (one picture per featured
 * service), the home page's studio gallery (in order) and the About page's video poster, each chosen
 * from the media library with its alt text, the shipped artwork by default. One record:
 * GET/PUT /api/site/images.
 */

export const SITE_IMAGES_MESSAGES = {
  heroRequired: "Every featured service needs its hero picture",
} as const;

/** A hero picture per service category the hero features (the hero rotates through them). */
const heroArtSchema = z.object(
  Object.fromEntries(SERVICE_CATEGORY_SLUGS.map((slug) => [slug, siteImageSchema("Hero picture")])) as Record<ServiceCategorySlug, ReturnType<typeof siteImageSchema>>,
  { error: SITE_IMAGES_MESSAGES.heroRequired },
);

export const gallerySlideSchema = z.object({
  url: siteImageUrl("Gallery picture"),
  alt: optionalText("Gallery picture alt text", 300),
  title: requiredText("Gallery title", 100),
  caption: requiredText("Gallery caption", 300),
});

export const siteImagesInputSchema = contentObject({
  hero: heroArtSchema,
  gallery: entryList("Gallery", gallerySlideSchema, { max: 20 }),
  aboutVideoPoster: siteImageSchema("Video poster"),
});
export type SiteImagesInput = z.input<typeof siteImagesInputSchema>;
export type SiteImages = z.output<typeof siteImagesInputSchema>;
export type GallerySlide = z.output<typeof gallerySlideSchema>;

/** GET/PUT /api/site/images: the pictures and when they last changed (null: the shipped artwork, never edited). */
export const siteImagesSchema = siteImagesInputSchema.extend({ updatedAt: timestamp().nullable() });
export type SiteImagesRecord = z.output<typeof siteImagesSchema>;
