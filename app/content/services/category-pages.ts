import { academy } from "./categories/academy.ts";
import { ecommerceSupport } from "./categories/ecommerce-support.ts";
import { graphicDesign } from "./categories/graphic-design.ts";
import { hrSolutions } from "./categories/hr-solutions.ts";
import { managementSolutions } from "./categories/management-solutions.ts";
import { research } from "./categories/research.ts";
import { techSolutions } from "./categories/tech-solutions.ts";
import type { CategoryPage, LandingSlug } from "./types.ts";

/** The seven category landing pages served by routes/site/services/category.tsx, by slug. */
export const categoryPages: Record<LandingSlug, CategoryPage> = {
  "management-solutions": managementSolutions,
  "graphic-design": graphicDesign,
  "hr-solutions": hrSolutions,
  research,
  academy,
  "tech-solutions": techSolutions,
  "ecommerce-support": ecommerceSupport,
};

/** The landing page for a slug, or undefined when there is none (also for inherited keys like "constructor"). */
export function findCategoryPage(slug: string | undefined): CategoryPage | undefined {
  if (!slug || !Object.hasOwn(categoryPages, slug)) return undefined;
  return categoryPages[slug as LandingSlug];
}
