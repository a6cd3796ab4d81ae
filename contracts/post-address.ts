/**
 * Post addresses (slugs) and search fields: rules and words used by the admin editor, the API and the
 * server's page loaders. Kept apart from blog.ts, whose words public pages ship, so they add nothing to
 * a visitor's download.
 */

export const POST_ADDRESS_LIMITS = {
  slug: 100,
  metaTitle: 120,
  metaDescription: 320,
} as const;

export const POST_ADDRESS_MESSAGES = {
  slugInvalid: "Use lower-case letters, digits and single hyphens only, e.g. local-seo-guide",
  slugLooksLikeId: "A slug cannot look like a post id: add a word to it",
  slugTaken: "Another post already uses this slug",
  ogImageInvalid: "The social image must be an uploaded image or a web address starting with http:// or https://",
  noindexInvalid: "Hide from search engines must be true or false",
} as const;

/**
 * Yoast's guidance, shown as hints in the editor (never enforced): search results cut titles after about
 * 60 characters and descriptions after about 160; under 70 a description is usually replaced by the engine.
 */
export const SEO_LENGTH_HINTS = { titleMax: 60, descriptionMin: 70, descriptionMax: 160 } as const;

/** A slug: lower-case letters and digits in words joined by single hyphens ("local-seo-guide"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Post ids are UUIDs; /blog/{uuid} is an old address that redirects, so no slug may look like one. */
export const POST_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG_FROM_TITLE_MAX = 80;

/**
 * The slug a title proposes: accents dropped, lower case, anything but letters and digits turned into
 * single hyphens, at most 80 characters; "post" when nothing is left (a title in another script).
 * Migration 0005 made the slugs of existing posts with the same rule, in SQL.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return words.slice(0, SLUG_FROM_TITLE_MAX).replace(/^-+|-+$/g, "") || "post";
}
