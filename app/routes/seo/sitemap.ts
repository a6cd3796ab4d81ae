import { escapeXml } from "#app/lib/xml.ts";
import { postPath } from "#contracts/blog.ts";
import { portfolioItemPath } from "#contracts/portfolio.ts";
import type { Route } from "./+types/sitemap";
import { type DatedPath, loadSitemapContentPaths, loadSitemapPortfolioItems, loadSitemapPosts } from "./sitemap.server.ts";

/**
 * Every public page worth finding in a search engine whose address is in code; the loader adds the service
 * pages, case studies, legal pages, posts and portfolio items from the database. Left out on purpose: /thank-you
 * (reached only after sending a message, and noindex), /search (noindex), the newsletter confirmation links and
 * the admin panel. These pages in code have no date of their own: they carry no <lastmod> rather than an invented one.
 */
export const SITEMAP_STATIC_PATHS: string[] = ["/", "/about", "/services", "/portfolio", "/blog", "/contact", "/faq", "/case-studies", "/testimonials"];

interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `\n    <lastmod>${entry.lastmod}</lastmod>` : ""}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * sitemap.xml: every public route of SPEC §2, every published blog post (but those marked noindex) and portfolio
 * item, with absolute URLs (each the page's canonical) and, for pages that are one record, when it last changed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.services.config.publicUrl.replace(/\/+$/, "");
  const [posts, portfolioItems, content] = await Promise.all([loadSitemapPosts(context), loadSitemapPortfolioItems(context), loadSitemapContentPaths(context)]);
  const dated = (page: DatedPath) => ({ loc: `${origin}${page.path}`, lastmod: page.updatedAt.toISOString() });
  const entries: SitemapEntry[] = [
    ...[...SITEMAP_STATIC_PATHS, ...content.services].map((path) => ({ loc: `${origin}${path}` })),
    ...[...content.caseStudies, ...content.legal].map(dated),
    ...posts.map((post) => dated({ path: postPath(post), updatedAt: post.updatedAt })),
    ...portfolioItems.map((item) => dated({ path: portfolioItemPath(item.id), updatedAt: item.updatedAt })),
  ];
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
