import { beforeEach, describe, expect, it } from "vitest";
import { brands } from "#app/content/brands.ts";
import { caseStudies, caseStudySlug } from "#app/content/case-studies.ts";
import { findCaseStudy } from "#app/content/case-study-write-ups.ts";
import { faqGroups, homeFaqs } from "#app/content/faq.ts";
import { categoryPages } from "#app/content/services/category-pages.ts";
import { digitalBrandingHub } from "#app/content/services/digital-branding/hub.ts";
import { serviceCategories } from "#app/content/services/overview.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { DIGITAL_BRANDING_SUB_PAGES, LANDING_PAGE_SLUGS } from "#contracts/site-services-constants.ts";
import { site } from "#contracts/site.ts";
import type { Database } from "#server/db/client.ts";
import { siteFaq, siteServices } from "#server/db/schema.ts";
import { findCaseStudyBySlug, listCaseStudies } from "#server/modules/site-content/case-studies.ts";
import { listClientLogos } from "#server/modules/site-content/client-logos.ts";
import { loadCompanyDetails } from "#server/modules/site-content/company.ts";
import { DEFAULT_SUB_PAGES } from "#server/modules/site-content/defaults.ts";
import { listFaq } from "#server/modules/site-content/faq.ts";
import { listLegalPageLinks, loadLegalPage } from "#server/modules/site-content/legal-pages.ts";
import { seedSiteContentOnce } from "#server/modules/site-content/seed.ts";
import { listServiceCategories, loadCategoryPage, loadDigitalBrandingHub, loadDigitalBrandingSubPage } from "#server/modules/site-content/service-pages.ts";
import { listTeam } from "#server/modules/site-content/team.ts";
import { listTestimonials } from "#server/modules/site-content/testimonials.ts";
import { resetDatabase } from "#tests/support/test-database.ts";

/**
 * A fresh site's content equals today's app/content word for word: what the loaders read back from the
 * seeded rows is the very object each page takes from app/content now.
 */
let db: Database;
beforeEach(async () => {
  db = await resetDatabase();
});

describe("site content seeded from app/content", () => {
  beforeEach(async () => {
    expect(await seedSiteContentOnce(db)).toBe(true);
  });

  it("company details are contracts/site.ts's, with the one response-time promise", async () => {
    const company = await loadCompanyDetails(db);
    expect(company).toEqual({
      ...site,
      address: { ...site.address, mapUrl: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=3rd%20Floor/) },
      responseTime: "24-48 hours",
    });
  });

  it("the services overview, the seven landing pages, the hub and the eight sub-pages", async () => {
    expect(await listServiceCategories(db)).toEqual(serviceCategories);
    for (const slug of LANDING_PAGE_SLUGS) expect(await loadCategoryPage(db, slug), slug).toEqual(categoryPages[slug]);
    expect(await loadCategoryPage(db, "Research")).toEqual(categoryPages.research);
    expect(await loadCategoryPage(db, "digital-branding")).toBeUndefined();
    expect(await loadDigitalBrandingHub(db)).toEqual(digitalBrandingHub);
    for (const page of DIGITAL_BRANDING_SUB_PAGES) expect(await loadDigitalBrandingSubPage(db, page), page).toEqual(DEFAULT_SUB_PAGES[page]);
  });

  it("the FAQ by group and the home page's five, in their order", async () => {
    const faq = await listFaq(db);
    expect(faq.home).toEqual(homeFaqs);
    expect(faq.groups.map(({ heading, entries }) => ({ heading, entries }))).toEqual(faqGroups.map(({ heading, entries }) => ({ heading, entries })));
    // Anchors come from the headings; the fourth group's was hand-written before.
    expect(faq.groups.map((group) => group.id)).toEqual(["getting-started", "pricing-and-contracts", "working-together", "academy-hr-and-careers"]);
  });

  it("testimonials, case studies (cards and write-ups), client logos; no team members yet", async () => {
    expect((await listTestimonials(db)).map(({ imageAlt: _alt, ...testimonial }) => testimonial)).toEqual(testimonials);
    expect((await listCaseStudies(db)).map(({ slug: _slug, ...card }) => card)).toEqual(caseStudies);
    for (const card of caseStudies) {
      const slug = caseStudySlug(card.title);
      expect(await findCaseStudyBySlug(db, slug)).toEqual({ study: { ...findCaseStudy(slug), slug } });
    }
    expect((await listClientLogos(db)).map(({ logoAlt, ...brand }) => (expect(logoAlt).toBe(brand.name), brand))).toEqual(brands);
    expect(await listTeam(db)).toEqual([]);
  });

  it("a privacy notice under the DPDP Act and terms of use", async () => {
    expect((await listLegalPageLinks(db)).map(({ path, title }) => ({ path, title }))).toEqual([
      { path: "/privacy", title: "Privacy Policy" },
      { path: "/terms", title: "Terms of Use" },
    ]);
    const privacy = await loadLegalPage(db, "privacy");
    for (const part of ["## What we collect", "## Why we use it", "## How long we keep it", "To ask for deletion", "Digital Personal Data Protection Act, 2023", "hello@vistaar.example"]) {
      expect(privacy!.body).toContain(part);
    }
    expect((await loadLegalPage(db, "terms"))!.body).toContain("[Privacy Policy](/privacy)");
  });
});

describe("seeding", () => {
  it("happens once: entries staff deleted stay deleted on the next start", async () => {
    expect(await seedSiteContentOnce(db)).toBe(true);
    await db.delete(siteFaq);
    expect(await seedSiteContentOnce(db)).toBe(false);
    expect(await db.select().from(siteFaq)).toEqual([]);
  });

  it("a page without its row shows its shipped copy", async () => {
    expect(await listServiceCategories(db)).toEqual(serviceCategories);
    expect(await loadDigitalBrandingHub(db)).toEqual(digitalBrandingHub);
    expect(await db.select().from(siteServices)).toEqual([]);
    expect(await loadCompanyDetails(db)).toMatchObject({ brand: site.brand, phone: site.phone });
  });
});
