/**
 * Case studies' messages, slugs and addresses, without Zod (the public pages link to studies); the
 * contracts are in site-case-studies.ts, which re-exports these.
 */

export const CASE_STUDY_MESSAGES = {
  notFound: "Case study not found",
  slugTaken: "Another case study has (or had) a title with this address: choose a different title",
  slugEmpty: "The title needs at least one letter or digit",
} as const;

/**
 * SPEC §2: the slug is the lower-cased title with spaces replaced by hyphens. Anything else that
 * cannot stand in a clean URL (punctuation, several spaces) becomes one hyphen too, so a title with a
 * comma or an ampersand still gives a readable address; today's titles give the same slug either way.
 */
export function caseStudySlugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Where a case study's page is: /case-studies/{slug}. */
export const caseStudyPath = (study: { slug: string }) => `/case-studies/${study.slug}`;
