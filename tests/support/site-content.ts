import type { SiteContentKind } from "#contracts/site-content.ts";
import { siteCaseStudies, siteClientLogos, siteFaq, siteLegalPages, siteServices, siteTeamMembers, siteTestimonials } from "#server/db/schema.ts";
import { defaultCaseStudies, defaultServicePages } from "#server/modules/site-content/defaults.ts";

/** Site content (issue 13) for tests: a valid new entry of each kind under /api/site/{kind}. */

export const seoPage = defaultServicePages().find((page) => page.slug === "digital-branding/seo")!;
export const dairyStudy = defaultCaseStudies()[0]!;

/** A valid new entry of each kind, the stored table, and a field that may not be blank. */
export const siteContentKinds = {
  services: { table: siteServices, valid: { ...seoPage, order: undefined }, blank: "title" },
  faq: { table: siteFaq, valid: { question: "Do you work on weekends?", answer: "On Saturdays until 4 PM.", group: "Working together" }, blank: "question" },
  testimonials: {
    table: siteTestimonials,
    valid: { name: "Meera Iyer", role: "Owner", company: "Iyer Bakes, Anand", quote: "Orders doubled by Diwali.", rating: 5, photo: { url: "/uploads/abc123.webp", alt: "" } },
    blank: "quote",
  },
  "case-studies": { table: siteCaseStudies, valid: { ...dairyStudy, title: "Growing a Bakery Online", order: undefined }, blank: "client" },
  team: { table: siteTeamMembers, valid: { name: "Asha Patel", role: "Head of Design", photo: { url: "/images/about/team.svg", alt: "Asha Patel" } }, blank: "role" },
  "client-logos": { table: siteClientLogos, valid: { name: "Iyer Bakes", logo: { url: "/uploads/logo.webp", alt: "" }, width: 160, height: 56 }, blank: "name" },
  "legal-pages": { table: siteLegalPages, valid: { slug: "terms", title: "Terms of Use", description: "The terms.", body: "## Terms\n\nBe nice." }, blank: "body" },
} satisfies Record<SiteContentKind, { table: unknown; valid: Record<string, unknown>; blank: string }>;
export const siteContentKindNames = Object.keys(siteContentKinds) as SiteContentKind[];
