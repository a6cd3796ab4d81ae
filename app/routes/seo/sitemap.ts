import { escapeXml } from "#app/lib/xml.ts";
import { postPath } from "#contracts/blog.ts";
import type { Route } from "./+types/sitemap";
import { loadSitemapContentPaths, loadSitemapPosts } from "./sitemap.server.ts";

/**
 * Every public page worth finding in a search engine whose address is in code; the loader adds the service
 * pages, case studies and legal pages from the database. Left out on purpose: /thank-you (reached only
 * after sending a message, and noindex), /search (noindex), the newsletter confirmation links and the admin panel.
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

/** sitemap.xml: every public route of SPEC §2 and every published blog post (but those marked noindex), with absolute URLs. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.services.config.publicUrl.replace(/\/+$/, "");
  const [posts, content] = await Promise.all([loadSitemapPosts(context), loadSitemapContentPaths(context)]);
  const paths = [...SITEMAP_STATIC_PATHS, ...content.services, ...content.caseStudies, ...content.legal];
  const entries: SitemapEntry[] = [
    ...paths.map((path) => ({ loc: `${origin}${path}` })),
    ...posts.map((post) => ({ loc: `${origin}${postPath(post)}`, lastmod: post.updatedAt.toISOString() })),
  ];
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
