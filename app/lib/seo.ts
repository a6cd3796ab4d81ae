import type { MetaDescriptor } from "react-router";
import { site } from "#contracts/site.ts";

export interface PageMetaInput {
  /** The page's own title; the brand is appended unless `exactTitle` is set. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/services/seo". */
  path: string;
  /** Site origin (PUBLIC_URL), from the root loader. */
  origin: string;
  /** Open Graph image path or URL; defaults to the site's share image. */
  image?: string;
  type?: "website" | "article";
  exactTitle?: boolean;
  noindex?: boolean;
  /** With `noindex`: search engines may still follow the page's links (search results: "noindex, follow"). */
  followLinks?: boolean;
}

export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";

/** One place that builds title, description, canonical and Open Graph tags for every page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.exactTitle ? input.title : `${input.title} | ${site.brand}`;
  const url = `${input.origin}${input.path === "/" ? "/" : input.path.replace(/\/+$/, "")}`;
  const image = absoluteUrl(input.origin, input.image ?? DEFAULT_SHARE_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.brand },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
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

/** The site origin from the root loader's data, for use in `meta` functions. */
export function originFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** A JSON-LD block's contents, safe inside <script>: `<` is escaped so no tag can be closed early. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
