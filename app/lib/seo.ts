import type { MetaDescriptor } from "react-router";
import { SITE_LAYOUT_ROUTE_ID, type SiteChromeData } from "#app/lib/company.ts";
import { site as shippedSite } from "#contracts/site.ts";

/** Where the site is and what it is called: the origin (PUBLIC_URL) and the company name as stored. */
export interface SiteIdentity {
  origin: string;
  brand: string;
}

export interface PageMetaInput {
  /** The page's own title; the brand is appended unless `exactTitle` is set. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/services/seo". */
  path: string;
  /** The site's origin and name, from the loaders (`siteFrom(matches)`). */
  site: SiteIdentity;
  /** Open Graph image path or URL; defaults to the site's share image. An SVG is replaced (`shareImage`). */
  image?: string;
  type?: "website" | "article";
  exactTitle?: boolean;
  noindex?: boolean;
  /** With `noindex`: search engines may still follow the page's links (search results: "noindex, follow"). */
  followLinks?: boolean;
}

export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";

/** The size link previews are drawn at (1.91:1); the share images the site ships are this size. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** PNG copies of the case studies' SVG scenes, at SHARE_IMAGE_SIZE (scripts/artwork/marketing.mjs renders them). */
export const RASTER_SHARE_COPIES: ReadonlyMap<string, string> = new Map(
  ["dairy-brand", "textile-hiring", "clinic-local-seo"].map((name) => [`/images/case-studies/${name}.svg`, `/images/case-studies/${name}.png`]),
);

const SHIPPED_SHARE_IMAGES = new Set([DEFAULT_SHARE_IMAGE, ...RASTER_SHARE_COPIES.values()]);

/**
 * The picture a link preview can show. Facebook, LinkedIn, X and WhatsApp draw no SVG: an SVG becomes its
 * PNG copy when the site ships one, any other (an image staff chose, a data: address) the default share image.
 */
export function shareImage(pathOrUrl: string | undefined): string {
  if (!pathOrUrl) return DEFAULT_SHARE_IMAGE;
  const vector = /\.svgz?([?#]|$)/i.test(pathOrUrl) || /^data:/i.test(pathOrUrl);
  return vector ? (RASTER_SHARE_COPIES.get(pathOrUrl) ?? DEFAULT_SHARE_IMAGE) : pathOrUrl;
}

/** One place that builds title, description, canonical and Open Graph tags for every page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { origin, brand } = input.site;
  const title = input.exactTitle ? input.title : `${input.title} | ${brand}`;
  const url = `${origin}${input.path === "/" ? "/" : input.path.replace(/\/+$/, "")}`;
  const shared = shareImage(input.image);
  const image = absoluteUrl(origin, shared);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: brand },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    // Only for the images whose size is known here: a network then draws the card before fetching the image.
    ...(SHIPPED_SHARE_IMAGES.has(shared)
      ? [
          { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
          { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
        ]
      : []),
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) tags.push({ name: "robots", content: input.followLinks ? "noindex, follow" : "noindex, nofollow" });
  return tags;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * For `meta` functions: the origin from the root loader's data, and the company name the staff stored
 * (the site layout's loader), so titles, Open Graph and JSON-LD say what the header says. Where the
 * layout's loader did not answer (its own error page), the shipped name.
 */
export function siteFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteIdentity {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  const chrome = matches.find((match) => match?.id === SITE_LAYOUT_ROUTE_ID)?.data as SiteChromeData | undefined;
  return { origin: root?.origin ?? "", brand: chrome?.company.brand ?? shippedSite.brand };
}
