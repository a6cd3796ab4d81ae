import type { AppLoadContext } from "react-router";
import { listPublishedPostsForSitemap } from "#server/modules/blog/service.ts";
import { listPublishedItemsForSitemap } from "#server/modules/portfolio/service.ts";
import { listCaseStudiesForSitemap } from "#server/modules/site-content/case-studies.ts";
import { loadLegalLinks, loadServiceCategories, loadServicesHub } from "#app/lib/site-content.server.ts";
import { caseStudyPath } from "#contracts/site-case-studies.ts";

/** A page whose own record says when it last changed. */
export interface DatedPath {
  path: string;
  updatedAt: Date;
}

/** sitemap.xml lists every published post: it shows posts. */
export function loadSitemapPosts(context: AppLoadContext) {
  context.dependsOn("posts");
  return listPublishedPostsForSitemap(context.services.db);
}

/** sitemap.xml lists every published portfolio item (at /portfolio?item={id}). */
export function loadSitemapPortfolioItems(context: AppLoadContext) {
  context.dependsOn("portfolio");
  return listPublishedItemsForSitemap(context.services.db);
}

/**
 * The pages whose list is the site's editable copy: service pages, case studies and legal pages. A case
 * study and a legal page are one record each, so they carry its last change; a service page is drawn from
 * several (its copy, the site's pictures, the hub's tiles), so it carries none.
 */
export async function loadSitemapContentPaths(context: AppLoadContext): Promise<{ services: string[]; caseStudies: DatedPath[]; legal: DatedPath[] }> {
  context.dependsOn("case-studies");
  const [categories, hub, caseStudies, legal] = await Promise.all([
    loadServiceCategories(context),
    loadServicesHub(context),
    listCaseStudiesForSitemap(context.services.db),
    loadLegalLinks(context),
  ]);
  return {
    services: [...categories.map((category) => `/services/${category.slug}`), ...hub.tiles.map((tile) => tile.link)],
    caseStudies: caseStudies.map((study) => ({ path: caseStudyPath(study), updatedAt: study.updatedAt })),
    legal: legal.map((page) => ({ path: page.path, updatedAt: page.updatedAt })),
  };
}
