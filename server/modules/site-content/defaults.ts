import { storyVideo } from "#app/content/about.ts";
import { brands } from "#app/content/brands.ts";
import { caseStudies, caseStudySlug } from "#app/content/case-studies.ts";
import { findCaseStudy } from "#app/content/case-study-write-ups.ts";
import { faqGroups, homeFaqs } from "#app/content/faq.ts";
import { gallery } from "#app/content/home.ts";
import { serviceOfferings } from "#app/content/service-offerings.ts";
import { categoryPages } from "#app/content/services/category-pages.ts";
import { googleAdsPpc } from "#app/content/services/digital-branding/google-ads-ppc.ts";
import { digitalBrandingHub } from "#app/content/services/digital-branding/hub.ts";
import { influencerMarketing } from "#app/content/services/digital-branding/influencer-marketing.ts";
import { leadsGeneration } from "#app/content/services/digital-branding/leads-generation.ts";
import { seo } from "#app/content/services/digital-branding/seo.ts";
import { socialMediaAdvertising } from "#app/content/services/digital-branding/social-media-advertising.ts";
import { socialMediaMarketing } from "#app/content/services/digital-branding/social-media-marketing.ts";
import { uiUxDesign } from "#app/content/services/digital-branding/ui-ux-design.ts";
import { webDevelopment } from "#app/content/services/digital-branding/web-development.ts";
import { serviceCategories } from "#app/content/services/overview.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { fullAddress, site } from "#contracts/site.ts";
import type { ClientLogoInput } from "#contracts/site-client-logos.ts";
import type { CompanyDetailsInput } from "#contracts/site-company.ts";
import type { CaseStudyInput } from "#contracts/site-case-studies.ts";
import type { FaqEntryInput } from "#contracts/site-faq.ts";
import type { SiteImages } from "#contracts/site-images.ts";
import type { LegalPageInput } from "#contracts/site-legal-pages.ts";
import type { ServicePageInput } from "#contracts/site-services.ts";
import {
  DIGITAL_BRANDING_SLUG,
  type DigitalBrandingSubPage,
  LANDING_PAGE_SLUGS,
  SERVICE_CATEGORY_SLUGS,
  SERVICE_PAGE_SLUGS,
  type ServiceCategorySlug,
  type ServicePageSlug,
} from "#contracts/site-services-constants.ts";
import type { TeamMemberInput } from "#contracts/site-team.ts";
import type { TestimonialInput } from "#contracts/site-testimonials.ts";
import { privacyNotice, termsOfUse } from "./legal-defaults.ts";

/**
 * Today's copy in app/content (and contracts/site.ts), as the rows the site starts with: what the first
 * start (and the upgrade of an older database) stores, and what a page shows when its row is missing.
 * Read back through the loaders, it gives exactly the objects app/content holds (site-content tests).
 */

/** The sub-pages' copy as app/content holds it, by sub-page. */
export const DEFAULT_SUB_PAGES = {
  "social-media-marketing": socialMediaMarketing,
  seo,
  "web-development": webDevelopment,
  "ui-ux-design": uiUxDesign,
  "google-ads-ppc": googleAdsPpc,
  "leads-generation": leadsGeneration,
  "influencer-marketing": influencerMarketing,
  "social-media-advertising": socialMediaAdvertising,
} satisfies Record<DigitalBrandingSubPage, { meta: { title: string; description: string; path: string }; hero: { eyebrow: string } }>;
export type DefaultSubPages = typeof DEFAULT_SUB_PAGES;

export function defaultCompanyDetails(): CompanyDetailsInput {
  return {
    name: site.brand,
    legalName: site.legalName,
    tagline: site.tagline,
    about: site.about,
    nameMeaning: { ...site.nameMeaning },
    phone: site.phone.display,
    whatsapp: { ...site.whatsapp },
    email: site.email,
    address: { ...site.address, mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress)}` },
    hours: site.businessHours.map((entry) => ({ ...entry })),
    social: site.socialLinks.map((link) => ({ network: link.network, url: link.href, label: link.label })),
    // SPEC §9: the thank-you page promises a reply within 24-48 hours; the one promise every page repeats.
    responseTime: site.responseTime,
    foundedYear: site.foundedYear,
  };
}

function overviewSummary(slug: string): string {
  return serviceCategories.find((category) => category.slug === slug)!.summary;
}

const withoutEyebrow = <Hero extends { eyebrow: string }>({ eyebrow: _eyebrow, ...hero }: Hero) => hero;

function defaultServicePage(slug: ServicePageSlug): ServicePageInput {
  const order = SERVICE_PAGE_SLUGS.indexOf(slug);
  if (slug === DIGITAL_BRANDING_SLUG) {
    const { meta, hero, tiles: _tilesAreTheSubPages, ...body } = digitalBrandingHub;
    return {
      slug,
      title: serviceCategories[0]!.name,
      summary: overviewSummary(slug),
      icon: "",
      seoTitle: meta.title,
      seoDescription: meta.description,
      order,
      body: { hero: withoutEyebrow(hero), ...body },
    };
  }
  if ((LANDING_PAGE_SLUGS as readonly string[]).includes(slug)) {
    const { slug: _slug, name, meta, ...body } = categoryPages[slug as (typeof LANDING_PAGE_SLUGS)[number]];
    return { slug, title: name, summary: overviewSummary(slug), icon: "", seoTitle: meta.title, seoDescription: meta.description, order, body };
  }
  const subPage = slug.slice(DIGITAL_BRANDING_SLUG.length + 1) as DigitalBrandingSubPage;
  const { meta, hero, ...body } = DEFAULT_SUB_PAGES[subPage];
  const tile = digitalBrandingHub.tiles.find((candidate) => candidate.link === meta.path)!;
  return {
    slug,
    title: hero.eyebrow,
    summary: tile.description,
    icon: tile.icon,
    seoTitle: meta.title,
    seoDescription: meta.description,
    order,
    body: { hero: withoutEyebrow(hero), ...body },
  };
}

export function defaultServicePages(): ServicePageInput[] {
  return SERVICE_PAGE_SLUGS.map(defaultServicePage);
}

export function defaultFaq(): FaqEntryInput[] {
  return faqGroups.flatMap((group) => group.entries.map((entry) => ({ ...entry, group: group.heading }))).map((entry, order) => {
    const onHome = homeFaqs.findIndex((candidate) => candidate.question === entry.question);
    return { ...entry, order, homeOrder: onHome === -1 ? null : onHome + 1 };
  });
}

/** "Founder, Kesar Organics, Ahmedabad" is the role "Founder" at "Kesar Organics, Ahmedabad". */
export function defaultTestimonials(): TestimonialInput[] {
  return testimonials.map((testimonial, order) => {
    const [role = "", ...company] = testimonial.position.split(", ");
    return {
      name: testimonial.name,
      role,
      company: company.join(", "),
      quote: testimonial.quote,
      rating: testimonial.rating,
      // The portrait sits beside the name, which says who it is: decoration.
      photo: { url: testimonial.image, alt: "" },
      order,
    };
  });
}

export function defaultCaseStudies(): CaseStudyInput[] {
  return caseStudies.map((card, order) => {
    const study = findCaseStudy(caseStudySlug(card.title))!;
    return {
      title: study.title,
      category: study.category,
      description: study.description,
      image: { url: study.image, alt: study.imageAlt },
      client: study.client,
      location: study.location,
      industry: study.industry,
      duration: study.duration,
      services: [...study.services],
      challenge: [...study.challenge],
      solution: study.approach.map((step) => ({ ...step })),
      results: study.results.map((result) => ({ ...result })),
      outcome: study.outcome,
      quote: { ...study.quote },
      order,
    };
  });
}

/** Today's About page shows no team members: none until staff add them. */
export function defaultTeam(): TeamMemberInput[] {
  return [];
}

export function defaultClientLogos(): ClientLogoInput[] {
  return brands.map((brand, order) => ({ name: brand.name, logo: { url: brand.logo, alt: brand.name }, width: brand.width, height: brand.height, order }));
}

export function defaultLegalPages(): LegalPageInput[] {
  return [
    { slug: "privacy", ...privacyNotice, order: 0 },
    { slug: "terms", ...termsOfUse, order: 1 },
  ];
}

/** The shipped artwork: the hero's illustration per featured service, the studio gallery, the story video's poster. */
export function defaultSiteImages(): SiteImages {
  const heroFor = (slug: ServiceCategorySlug) => {
    const offering = serviceOfferings.find((candidate) => candidate.link === `/services/${slug}`);
    if (!offering) throw new Error(`The hero features no service at /services/${slug}`);
    return { url: offering.image, alt: offering.imageAlt };
  };
  return {
    hero: Object.fromEntries(SERVICE_CATEGORY_SLUGS.map((slug) => [slug, heroFor(slug)])) as SiteImages["hero"],
    gallery: gallery.slides.map(({ src, alt, title, caption }) => ({ url: src, alt, title, caption })),
    aboutVideoPoster: { url: storyVideo.poster, alt: storyVideo.label },
  };
}
