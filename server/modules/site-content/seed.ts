import { caseStudyInputSchema } from "#contracts/site-case-studies.ts";
import { clientLogoInputSchema } from "#contracts/site-client-logos.ts";
import { companyDetailsInputSchema } from "#contracts/site-company.ts";
import { faqEntryInputSchema } from "#contracts/site-faq.ts";
import { siteImagesInputSchema } from "#contracts/site-images.ts";
import { legalPageInputSchema } from "#contracts/site-legal-pages.ts";
import { servicePageInputSchema } from "#contracts/site-services.ts";
import { teamMemberInputSchema } from "#contracts/site-team.ts";
import { testimonialInputSchema } from "#contracts/site-testimonials.ts";
import type { Database } from "../../db/client.ts";
import { appSettings, siteCaseStudies, siteClientLogos, siteCompany, siteFaq, siteLegalPages, siteServices, siteTeamMembers, siteTestimonials } from "../../db/schema.ts";
import { caseStudyColumns } from "./case-studies.ts";
import { clientLogoColumns } from "./client-logos.ts";
import {
  defaultCaseStudies,
  defaultClientLogos,
  defaultCompanyDetails,
  defaultFaq,
  defaultLegalPages,
  defaultServicePages,
  defaultSiteImages,
  defaultTeam,
  defaultTestimonials,
} from "./defaults.ts";
import { storeDefaultSiteImages } from "./images.ts";
import { teamMemberColumns } from "./team.ts";
import { testimonialColumns } from "./testimonials.ts";

const SEEDED_SETTING = "site_content_seeded_at";
/** Its own marker: sites seeded before the site images existed get them on their next start. */
const IMAGES_SEEDED_SETTING = "site_images_seeded_at";

/**
 * Stores the site's shipped copy (app/content, through defaults.ts) the first time the app starts on a
 * database without it: a new site, and an older site on its first start after the upgrade. Never again,
 * so an FAQ entry staff deleted stays deleted. Whatever SEED_DEMO_CONTENT says: this is the site's copy,
 * not demo data. One transaction; several instances starting at once store it once. Every row passes
 * its contract first, so shipped copy the admin could not save again fails the tests, not a start.
 */
export async function seedSiteContentOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(appSettings).values({ key: SEEDED_SETTING, value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;

    const company = companyDetailsInputSchema.parse(defaultCompanyDetails());
    await tx.insert(siteCompany).values({ id: 1, ...company }).onConflictDoNothing();
    await tx.insert(siteServices).values(defaultServicePages().map((page) => servicePageInputSchema.parse(page)).map((page) => ({ ...page, order: page.order ?? 0 })));
    await tx.insert(siteFaq).values(defaultFaq().map((entry) => faqEntryInputSchema.parse(entry)).map((entry) => ({ ...entry, order: entry.order ?? 0 })));
    await tx.insert(siteTestimonials).values(
      defaultTestimonials()
        .map((testimonial) => testimonialInputSchema.parse(testimonial))
        .map((testimonial) => ({ ...testimonialColumns(testimonial), order: testimonial.order ?? 0 })),
    );
    await tx.insert(siteCaseStudies).values(
      defaultCaseStudies()
        .map((study) => caseStudyInputSchema.parse(study))
        .map((study) => ({ ...caseStudyColumns(study), order: study.order ?? 0 })),
    );
    const team = defaultTeam().map((member) => teamMemberInputSchema.parse(member));
    if (team.length > 0) {
      await tx.insert(siteTeamMembers).values(team.map((member) => ({ ...teamMemberColumns(member), order: member.order ?? 0 })));
    }
    await tx.insert(siteClientLogos).values(
      defaultClientLogos()
        .map((logo) => clientLogoInputSchema.parse(logo))
        .map((logo) => ({ ...clientLogoColumns(logo), order: logo.order ?? 0 })),
    );
    await tx.insert(siteLegalPages).values(defaultLegalPages().map((page) => legalPageInputSchema.parse(page)).map((page) => ({ ...page, order: page.order ?? 0 })));
    return true;
  });
}

/**
 * Stores the shipped artwork as the site's pictures (the home hero, the studio gallery, the About
 * page's video poster) once, like `seedSiteContentOnce`, under a marker of its own: a site whose copy
 * was stored before the pictures became editable gets them on its first start after the upgrade.
 */
export async function seedSiteImagesOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(appSettings).values({ key: IMAGES_SEEDED_SETTING, value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await storeDefaultSiteImages(tx, siteImagesInputSchema.parse(defaultSiteImages()));
    return true;
  });
}
