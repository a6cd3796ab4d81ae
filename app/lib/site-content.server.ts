import type { AppLoadContext } from "react-router";
import { withInlineHeroArt } from "./inline-svg.server.ts";
import { findCaseStudyBySlug, listCaseStudies } from "#server/modules/site-content/case-studies.ts";
import { listClientLogos } from "#server/modules/site-content/client-logos.ts";
import { type CompanyIdentity, loadCompanyDetails } from "#server/modules/site-content/company.ts";
import { listFaq } from "#server/modules/site-content/faq.ts";
import { listLegalPageLinks, loadLegalPage } from "#server/modules/site-content/legal-pages.ts";
import {
  listServiceCategories,
  loadCategoryPage,
  loadDigitalBrandingHub,
  loadDigitalBrandingSubPage,
} from "#server/modules/site-content/service-pages.ts";
import { loadSiteImages } from "#server/modules/site-content/images.ts";
import { listTeam } from "#server/modules/site-content/team.ts";
import { listTestimonials } from "#server/modules/site-content/testimonials.ts";
import type { SiteImages } from "#contracts/site-images.ts";
import type { LegalPageSlug } from "#contracts/site-legal-pages.ts";
import type { DigitalBrandingSubPage } from "#contracts/site-services-constants.ts";
import { type SiteChromeData, toCompanyChrome } from "./company.ts";

/**
 * The site's editable copy (issue 13, server/modules/site-content) for the public pages, read straight
 * from its loaders (never our API over HTTP). Each declares the tag of what it reads, so a write to it
 * drops exactly the cached pages that show it, on every instance (server/plugins/page-cache.ts).
 */

/** The header's info panel, the footer (services, legal links) and the chat button: on every public page. */
export async function loadSiteChrome(context: AppLoadContext): Promise<SiteChromeData> {
  context.dependsOn("company", "legal-pages", "services");
  const { db } = context.services;
  const [company, legalLinks, categories] = await Promise.all([loadCompanyDetails(db), listLegalPageLinks(db), listServiceCategories(db)]);
  return {
    company: toCompanyChrome(company),
    legalLinks: legalLinks.map((link) => ({ title: link.title, path: link.path })),
    serviceLinks: categories.map((category) => ({ label: category.name, to: `/services/${category.slug}` })),
  };
}

/** The whole record, for what the chrome does not carry (JSON-LD, the About page's story). */
export function loadCompany(context: AppLoadContext): Promise<CompanyIdentity> {
  context.dependsOn("company");
  return loadCompanyDetails(context.services.db);
}

export function loadFaq(context: AppLoadContext) {
  context.dependsOn("faq");
  return listFaq(context.services.db);
}

export function loadTestimonials(context: AppLoadContext) {
  context.dependsOn("testimonials");
  return listTestimonials(context.services.db);
}

export function loadCaseStudies(context: AppLoadContext) {
  context.dependsOn("case-studies");
  return listCaseStudies(context.services.db);
}

export function loadCaseStudy(context: AppLoadContext, slug: string) {
  context.dependsOn("case-studies");
  return findCaseStudyBySlug(context.services.db, slug);
}

export function loadClientLogos(context: AppLoadContext) {
  context.dependsOn("client-logos");
  return listClientLogos(context.services.db);
}

export function loadTeam(context: AppLoadContext) {
  context.dependsOn("team");
  return listTeam(context.services.db);
}

export function loadLegal(context: AppLoadContext, slug: LegalPageSlug) {
  context.dependsOn("legal-pages");
  return loadLegalPage(context.services.db, slug);
}

export function loadLegalLinks(context: AppLoadContext) {
  context.dependsOn("legal-pages");
  return listLegalPageLinks(context.services.db);
}

export function loadServiceCategories(context: AppLoadContext) {
  context.dependsOn("services");
  return listServiceCategories(context.services.db);
}

/* Service pages open with their hero art inside the page when it is a small shipped SVG (inline-svg.server.ts). */

export async function loadServiceCategory(context: AppLoadContext, slug: string | undefined) {
  context.dependsOn("services");
  const page = await loadCategoryPage(context.services.db, slug);
  return page && withInlineHeroArt(page);
}

export async function loadServicesHub(context: AppLoadContext) {
  context.dependsOn("services");
  return withInlineHeroArt(await loadDigitalBrandingHub(context.services.db));
}

export async function loadServiceSubPage<Page extends DigitalBrandingSubPage>(context: AppLoadContext, page: Page) {
  context.dependsOn("services");
  return withInlineHeroArt(await loadDigitalBrandingSubPage(context.services.db, page));
}

/** The site's pictures (hero art, gallery, the About video's poster): tag `site-images`. */
export async function loadPageImages(context: AppLoadContext): Promise<SiteImages> {
  context.dependsOn("site-images");
  return loadSiteImages(context.services.db);
}
