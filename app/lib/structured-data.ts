import type { MetaDescriptor } from "react-router";
import { absoluteUrl, shareImage, type SiteIdentity } from "#app/lib/seo.ts";
import { SEARCH_PARAM, SEARCH_PATH } from "#contracts/search-constants.ts";

/**
 * JSON-LD (schema.org) for search engines: the nodes pages describe themselves with, and the one way a
 * page gives them (`structuredData`, from its meta function, as it gives its title and Open Graph tags).
 */

export type JsonLdNode = Record<string, unknown>;

/**
 * A page's JSON-LD as one graph, where nodes name each other by `@id`. React Router writes it into the
 * head with `<`, `>` and `&` as \u escapes, so no text in it can close the <script> early.
 */
export function structuredData(nodes: JsonLdNode[]): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", "@graph": nodes } };
}

/** The agency's logo for search engines: square, raster, at least 112 px. */
export const ORGANIZATION_LOGO = "/icon-512.png";

/** Where the agency works, as the home page's Organization and every service say. */
export const AREA_SERVED = ["Anand", "Gujarat", "India"];

/** The stable name of the agency's Organization node: the home page describes it in full, other pages point at it. */
export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/**
 * The agency where another node names it (a publisher, a provider): its `@id`, with the name, address and
 * logo Google wants inline on pages that do not carry the whole Organization.
 */
export function organizationRef(site: SiteIdentity): JsonLdNode {
  return {
    "@type": "Organization",
    "@id": organizationId(site.origin),
    name: site.brand,
    url: `${site.origin}/`,
    logo: { "@type": "ImageObject", url: absoluteUrl(site.origin, ORGANIZATION_LOGO) },
  };
}

/** The site itself, published by the agency, with the site search (/search?q=) for a search box in results. */
export function webSite(site: SiteIdentity): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": `${site.origin}/#website`,
    name: site.brand,
    url: `${site.origin}/`,
    inLanguage: "en-IN",
    publisher: { "@id": organizationId(site.origin) },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.origin}${SEARCH_PATH}?${SEARCH_PARAM}={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A step of a page's visible breadcrumb. The last one, the page itself, has no link. */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The visible breadcrumb for search engines, from the same list the page draws: the same names and links,
 * made absolute. The page itself, unlinked, is left to Google to take as the page's own address.
 */
export function breadcrumbList(origin: string, trail: Crumb[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      ...(crumb.to ? { item: absoluteUrl(origin, crumb.to) } : {}),
    })),
  };
}

interface PageDescription {
  site: SiteIdentity;
  /** The page's path, as its canonical link has it. */
  path: string;
  description: string;
}

/** A service page: what the agency offers there, where, and that the agency provides it. */
export function service({ site, path, description, name }: PageDescription & { name: string }): JsonLdNode {
  return {
    "@type": "Service",
    name,
    serviceType: name,
    description,
    url: absoluteUrl(site.origin, path),
    provider: organizationRef(site),
    areaServed: AREA_SERVED,
  };
}

/** A write-up the agency published (a case study), with a picture search engines can show. */
export function article({ site, path, description, headline, image }: PageDescription & { headline: string; image: string }): JsonLdNode {
  const url = absoluteUrl(site.origin, path);
  return {
    "@type": "Article",
    headline,
    description,
    image: [absoluteUrl(site.origin, shareImage(image))],
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: organizationRef(site),
    publisher: organizationRef(site),
    inLanguage: "en-IN",
  };
}
