/**
 * What a cached public answer can depend on. A page or API answer declares the tags of the data it
 * shows; a write names the tags of the data it changed (`invalidatePages`), and exactly the entries
 * carrying one of them are dropped, on every instance. Contacts, subscribers, projects and admin
 * accounts appear on no public page: writing them drops nothing.
 */
export const CACHE_TAGS = [
  "posts",
  "portfolio",
  "content",
  // The site's editable copy (issue 13, server/modules/site-content): one tag per kind.
  "company",
  "services",
  "faq",
  "testimonials",
  "case-studies",
  "team",
  "client-logos",
  "legal-pages",
  "site-images",
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** Tags from a message sent by another instance; anything unreadable means "everything". */
export function parseCacheTags(payload: string | undefined): CacheTag[] | undefined {
  const tags = (payload ?? "").split(",").filter(Boolean);
  if (tags.length === 0 || !tags.every((tag): tag is CacheTag => (CACHE_TAGS as readonly string[]).includes(tag))) return undefined;
  return tags;
}
