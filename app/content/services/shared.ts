import type { CallToAction } from "./types.ts";

/** Calls to action the service pages share (SPEC §2). Buttons SPEC leaves alert-only go to /contact. */
export const FREE_ANALYSIS: CallToAction = { label: "Get Free Analysis", to: "/contact" };
export const FREE_CONSULTATION: CallToAction = { label: "Get Free Consultation", to: "/contact" };
export const GET_A_PROPOSAL: CallToAction = { label: "Get a proposal", to: "/contact" };
export const GET_STARTED: CallToAction = { label: "Get Started", to: "/contact" };
export const CONTACT_US: CallToAction = { label: "Contact Us", to: "/contact" };
export const VIEW_ALL_SERVICES: CallToAction = { label: "View All Services", to: "/services" };

/** Intrinsic sizes of the generated service artwork (scripts/artwork/services.mjs). */
export const ART_SIZE = {
  hero: { width: 720, height: 560 },
  card: { width: 640, height: 400 },
  icon: { width: 160, height: 160 },
  section: { width: 640, height: 480 },
} as const;

export const heroArt = (name: string, alt = "") => ({ src: `/images/services/heroes/${name}.svg`, alt, ...ART_SIZE.hero });
export const sectionArt = (name: string, alt: string) => ({ src: `/images/services/sections/${name}.svg`, alt, ...ART_SIZE.section });
export const cardImage = (name: string) => `/images/services/cards/${name}.svg`;
export const iconImage = (name: string) => `/images/services/icons/${name}.svg`;
