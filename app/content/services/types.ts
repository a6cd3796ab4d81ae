import type { IconName } from "#contracts/icon-names.ts";
import { SERVICE_CATEGORY_SLUGS } from "#contracts/site-services-constants.ts";

/** The eight service lines (SPEC §2), in the order the services overview shows them. */
export const CATEGORY_SLUGS = SERVICE_CATEGORY_SLUGS;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];
/** The categories served by the shared category landing page (Digital Branding has its own hub). */
export type LandingSlug = Exclude<CategorySlug, "digital-branding">;

/** Service category (SPEC §3): what the services overview lists. */
export interface ServiceCategory {
  name: string;
  slug: CategorySlug;
  /** One or two sentences under the name. */
  summary: string;
  /** The services offered, by name (the cards or tiles of the category's page). */
  services: string[];
}

/** An image made for this site, with its intrinsic size (so the page never shifts while it loads). */
export interface Artwork {
  src: string;
  width: number;
  height: number;
  /** Empty for decoration that the text beside it already says. */
  alt: string;
}

export interface CallToAction {
  label: string;
  to: string;
}

/**
 * Service card (SPEC §3). Small icon-style images are shown smaller than illustrations; a card
 * whose image fails to load shows a placeholder with its title.
 */
export interface ServiceCard {
  title: string;
  description: string;
  benefits: string[];
  image: string;
  imageStyle: "icon" | "illustration";
}

export interface Step {
  title: string;
  text: string;
}

/** One category landing page (SPEC §2 "Category landing pages"). Plain data: it travels through a loader. */
export interface CategoryPage {
  slug: LandingSlug;
  name: string;
  meta: { title: string; description: string };
  hero: { title: string; subtitle: string; highlights: string[]; art: Artwork };
  services: { heading: string; intro: string; cards: ServiceCard[] };
  approach: { heading: string; intro: string; steps: Step[] };
  closing: { heading: string; text: string; cta: CallToAction };
}

/** Digital branding tile (SPEC §3). */
export interface DigitalBrandingTile {
  name: string;
  icon: IconName;
  description: string;
  link: string;
}

/** Feature item (SPEC §3), with a line that explains it. */
export interface FeatureItem {
  title: string;
  icon: IconName;
  description: string;
}

/** A card with an icon and an optional checklist, used across the digital-branding sub-pages. */
export interface IconCard {
  title: string;
  icon: IconName;
  description: string;
  points?: string[];
}

export interface Testimonial {
  name: string;
  position: string;
  quote: string;
  rating: number;
}

/** The hero every digital-branding sub-page opens with. */
export interface SubPageHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  art: Artwork;
}

export interface SubPageMeta {
  title: string;
  description: string;
  path: string;
}
