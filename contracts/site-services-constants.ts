/**
 * The service pages' slugs, without Zod (browser code reads them: app/content/services/types.ts);
 * the contracts of their copy are in site-services.ts.
 */

/** The seven category pages served by one landing-page module, in the overview's order. */
export const LANDING_PAGE_SLUGS = [
  "tech-solutions",
  "graphic-design",
  "hr-solutions",
  "academy",
  "ecommerce-support",
  "research",
  "management-solutions",
] as const;
export const DIGITAL_BRANDING_SLUG = "digital-branding";
/** The Digital Branding sub-pages, under /services/digital-branding/. */
export const DIGITAL_BRANDING_SUB_PAGES = [
  "social-media-marketing",
  "seo",
  "web-development",
  "ui-ux-design",
  "google-ads-ppc",
  "leads-generation",
  "influencer-marketing",
  "social-media-advertising",
] as const;

/** The eight service lines (SPEC §2), in the order the services overview shows them. */
export const SERVICE_CATEGORY_SLUGS = [DIGITAL_BRANDING_SLUG, ...LANDING_PAGE_SLUGS] as const;

/** A service page is named by its path under /services: "research", "digital-branding", "digital-branding/seo". */
export const SERVICE_PAGE_SLUGS = [
  ...SERVICE_CATEGORY_SLUGS,
  ...DIGITAL_BRANDING_SUB_PAGES.map((page) => `${DIGITAL_BRANDING_SLUG}/${page}` as const),
] as const;
export type ServicePageSlug = (typeof SERVICE_PAGE_SLUGS)[number];
export type ServiceCategorySlug = (typeof SERVICE_CATEGORY_SLUGS)[number];
export type LandingPageSlug = (typeof LANDING_PAGE_SLUGS)[number];
export type DigitalBrandingSubPage = (typeof DIGITAL_BRANDING_SUB_PAGES)[number];
