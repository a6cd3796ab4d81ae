import type { AppLoadContext } from "react-router";
import { findPublishedContent } from "#server/modules/content/service.ts";
import { homeHero } from "#app/content/home.ts";
import { absoluteUrl, DEFAULT_SHARE_IMAGE } from "#app/lib/seo.ts";
import { AREA_SERVED, type JsonLdNode, ORGANIZATION_LOGO, organizationId } from "#app/lib/structured-data.ts";
import { openingHoursSpecification } from "#app/lib/opening-hours.ts";
import { loadCaseStudies, loadClientLogos, loadCompany, loadFaq, loadPageImages, loadTestimonials } from "#app/lib/site-content.server.ts";
import type { CompanyIdentity } from "#server/modules/site-content/company.ts";
import { CONTENT_LOCATION } from "#contracts/content.ts";
import { caseStudyPath } from "#contracts/site-case-studies.ts";
import type { SiteImages } from "#contracts/site-images.ts";
import { type ServiceOffering, serviceOfferings } from "#app/content/service-offerings.ts";
import { inlineShippedSvg } from "#app/lib/inline-svg.server.ts";

/**
 * The hero's offerings with the pictures staff chose (media library) for each service; the first one,
 * shown at once, inside the page when it is one of the site's small SVGs (docs/decisions/035).
 */
function withHeroArt(hero: SiteImages["hero"]): ServiceOffering[] {
  return serviceOfferings.map((offering, index) => {
    const art = hero[offering.link.replace("/services/", "") as keyof SiteImages["hero"]];
    const withArt = art ? { ...offering, image: art.url, imageAlt: art.alt } : offering;
    return index === 0 ? { ...withArt, image: inlineShippedSvg(withArt.image) } : withArt;
  });
}

export interface HomeHeroCopy {
  headline: string;
  description: string;
}

/**
 * A content item's text as hero copy: its first line is the headline, the remaining lines (if any)
 * the description. A blank item, or one without a description, falls back to the static copy.
 */
export function heroCopyFromContent(content: string | undefined): HomeHeroCopy {
  const fallback = { headline: homeHero.headline, description: homeHero.description };
  if (!content) return fallback;
  const [first = "", ...rest] = content.replace(/\r\n?/g, "\n").split("\n");
  const headline = first.trim();
  if (!headline) return fallback;
  const description = rest.join("\n").trim();
  return { headline, description: description || fallback.description };
}

/** The hero copy for the home page: a published `home/hero` content item, else the static copy. */
export async function loadHomeHero(context: AppLoadContext): Promise<HomeHeroCopy> {
  context.dependsOn("content");
  const published = await findPublishedContent(context.services.db, [CONTENT_LOCATION.homeHero]);
  return heroCopyFromContent(published[CONTENT_LOCATION.homeHero]?.content);
}

/** The agency as a local business, for search engines (schema.org), from the company details: the node other pages point at. */
export function organizationJsonLd(company: CompanyIdentity, origin: string, description: string): JsonLdNode {
  return {
    "@type": ["Organization", "ProfessionalService"],
    "@id": organizationId(origin),
    name: company.brand,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: absoluteUrl(origin, ORGANIZATION_LOGO),
    image: absoluteUrl(origin, DEFAULT_SHARE_IMAGE),
    description,
    foundingDate: String(company.foundedYear),
    telephone: company.phone.display,
    email: company.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    areaServed: AREA_SERVED,
    openingHoursSpecification: openingHoursSpecification(company.businessHours),
    sameAs: company.socialLinks.map((link) => link.href),
  };
}

/** How many testimonials the home page shows (the first ones, in their order). */
export const HOME_TESTIMONIALS = 3;

/**
 * Everything the home page reads from the database, each part declaring its tag. Only what the page
 * shows is passed on (it is sent again for hydration), and the Organization its meta puts in the JSON-LD.
 */
export async function loadHomeContent(context: AppLoadContext, description: string) {
  const origin = context.services.config.publicUrl;
  const [hero, images, company, faq, testimonials, caseStudies, logos] = await Promise.all([
    loadHomeHero(context),
    loadPageImages(context),
    loadCompany(context),
    loadFaq(context),
    loadTestimonials(context),
    loadCaseStudies(context),
    loadClientLogos(context),
  ]);
  return {
    hero,
    heroOfferings: withHeroArt(images.hero),
    images: { gallery: images.gallery },
    organization: organizationJsonLd(company, origin, description),
    faqs: faq.home,
    testimonials: testimonials.slice(0, HOME_TESTIMONIALS).map(({ imageAlt: _alt, ...testimonial }) => testimonial),
    caseStudies: caseStudies.map((study) => ({
      title: study.title,
      category: study.category,
      description: study.description,
      image: study.image,
      imageAlt: study.imageAlt,
      href: caseStudyPath(study),
    })),
    brands: logos.map((logo) => ({ name: logo.name, logo: logo.logo, width: logo.width, height: logo.height })),
  };
}
