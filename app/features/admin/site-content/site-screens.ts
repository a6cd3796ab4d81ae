import type { z } from "zod";
import { caseStudyInputSchema } from "#contracts/site-case-studies.ts";
import { clientLogoInputSchema } from "#contracts/site-client-logos.ts";
import type { SiteContentKind } from "#contracts/site-content.ts";
import { faqEntryInputSchema } from "#contracts/site-faq.ts";
import { legalPageInputSchema } from "#contracts/site-legal-pages.ts";
import { SERVICE_PAGE_BODIES, servicePageInputSchema } from "#contracts/site-services.ts";
import type { ServicePageSlug } from "#contracts/site-services-constants.ts";
import { teamMemberInputSchema } from "#contracts/site-team.ts";
import { testimonialInputSchema } from "#contracts/site-testimonials.ts";
import type { SiteEntry } from "./site-content-api.ts";

/**
 * The screens of the admin's 'Site content' area (issue 13): one per kind of the site's copy, each
 * with its contract (the form is built from it), where it shows on the public site, and whether its
 * order matters (a list staff can drag).
 */

export interface SiteListScreen {
  kind: SiteContentKind;
  path: string;
  title: string;
  description: string;
  /** "FAQ entry": the buttons' and toasts' noun. */
  noun: string;
  schema: z.ZodType;
  /** Staff put these in order (drag, arrow keys, move buttons). */
  sortable: boolean;
  /** Entries can be added and deleted here (service pages are the site's fixed pages: edit only). */
  canAdd: boolean;
  /** Fields the form leaves out (the order is the list's). */
  hidden: readonly string[];
  /** Labels that differ from the field's name. */
  labels: Record<string, string>;
  nameOf: (entry: SiteEntry) => string;
  detailOf: (entry: SiteEntry) => string;
  /** The public page that shows the entry. */
  viewPath: (entry: SiteEntry | null) => string;
  /** A field whose shape depends on another (a service page's copy on its page). */
  dependentSchema?: { field: string; schemaFor: (values: Record<string, unknown>) => z.ZodType | null };
  /** Markdown fields shown with a rendered preview. */
  markdownFields?: readonly string[];
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export const SITE_LIST_SCREENS = {
  services: {
    kind: "services",
    path: "/admin/site/services",
    title: "Services",
    description: "The service pages' words, lists and pictures. Which sections a page has stays as designed.",
    noun: "Service page",
    schema: servicePageInputSchema,
    sortable: true,
    canAdd: false,
    hidden: ["order", "slug"],
    labels: { body: "Page copy" },
    nameOf: (entry) => text(entry.title),
    detailOf: (entry) => `/services/${text(entry.slug)}`,
    viewPath: (entry) => (entry ? `/services/${text(entry.slug)}` : "/services"),
    dependentSchema: { field: "body", schemaFor: (values) => SERVICE_PAGE_BODIES[values.slug as ServicePageSlug] ?? null },
  },
  faq: {
    kind: "faq",
    path: "/admin/site/faq",
    title: "FAQ",
    description: "Questions and answers on /faq, grouped under their headings, in this order.",
    noun: "FAQ entry",
    schema: faqEntryInputSchema,
    sortable: true,
    canAdd: true,
    hidden: ["order"],
    labels: { group: "Group (the heading on /faq)", homeOrder: "Place on the home page (empty: not shown there)" },
    nameOf: (entry) => text(entry.question),
    detailOf: (entry) => text(entry.group),
    viewPath: () => "/faq",
  },
  testimonials: {
    kind: "testimonials",
    path: "/admin/site/testimonials",
    title: "Testimonials",
    description: "What clients say, on /testimonials; the home page shows the first three.",
    noun: "Testimonial",
    schema: testimonialInputSchema,
    sortable: true,
    canAdd: true,
    hidden: ["order"],
    labels: { rating: "Rating (stars, 1 to 5)" },
    nameOf: (entry) => text(entry.name),
    detailOf: (entry) => [text(entry.role), text(entry.company)].filter(Boolean).join(", "),
    viewPath: () => "/testimonials",
  },
  "case-studies": {
    kind: "case-studies",
    path: "/admin/site/case-studies",
    title: "Case studies",
    description: "Success stories: cards on the home page and /case-studies, each with its own page. A new title moves the page to a new address; the old one redirects.",
    noun: "Case study",
    schema: caseStudyInputSchema,
    sortable: true,
    canAdd: true,
    hidden: ["order"],
    labels: { solution: "Solution (what we did)", results: "Results (figures)" },
    nameOf: (entry) => text(entry.title),
    detailOf: (entry) => `${text(entry.category)} · /case-studies/${text(entry.slug)}`,
    viewPath: (entry) => (entry ? `/case-studies/${text(entry.slug)}` : "/case-studies"),
  },
  team: {
    kind: "team",
    path: "/admin/site/team",
    title: "Team",
    description: "The people on the About page, in this order.",
    noun: "Team member",
    schema: teamMemberInputSchema,
    sortable: true,
    canAdd: true,
    hidden: ["order"],
    labels: {},
    nameOf: (entry) => text(entry.name),
    detailOf: (entry) => text(entry.role),
    viewPath: () => "/about",
  },
  "client-logos": {
    kind: "client-logos",
    path: "/admin/site/client-logos",
    title: "Client logos",
    description: "The home page's 'Brands We've Worked With' carousel, in this order.",
    noun: "Client logo",
    schema: clientLogoInputSchema,
    sortable: true,
    canAdd: true,
    hidden: ["order"],
    labels: { width: "Width (pixels)", height: "Height (pixels)" },
    nameOf: (entry) => text(entry.name),
    detailOf: (entry) => `${String(entry.width)} × ${String(entry.height)}`,
    viewPath: () => "/",
  },
  "legal-pages": {
    kind: "legal-pages",
    path: "/admin/site/legal-pages",
    title: "Legal pages",
    description: "The privacy notice at /privacy and the terms at /terms, in Markdown.",
    noun: "Legal page",
    schema: legalPageInputSchema,
    sortable: false,
    canAdd: true,
    hidden: ["order"],
    labels: { slug: "Page", description: "Search snippet", body: "Text (Markdown)" },
    nameOf: (entry) => text(entry.title),
    detailOf: (entry) => `/${text(entry.slug)}`,
    viewPath: (entry) => (entry ? `/${text(entry.slug)}` : "/privacy"),
    markdownFields: ["body"],
  },
} satisfies Record<SiteContentKind, SiteListScreen>;

/** Every screen of the area, for its tabs and its overview. */
export const SITE_CONTENT_PAGES = [
  { path: "/admin/site/company", title: "Company details", description: "Name, phone, email, address, business hours, social links, response time." },
  ...Object.values(SITE_LIST_SCREENS).map(({ path, title, description }) => ({ path, title, description })),
  { path: "/admin/site/images", title: "Images", description: "The home hero's pictures, the studio gallery and the About page's video poster." },
] as const;
