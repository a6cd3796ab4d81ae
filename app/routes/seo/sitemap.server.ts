import type { AppLoadContext } from "react-router";
import { listPublishedPostsForSitemap } from "#server/modules/blog/service.ts";
import { loadCaseStudies, loadLegalLinks, loadServiceCategories, loadServicesHub } from "#app/lib/site-content.server.ts";
import { caseStudyPath } from "#contracts/site-case-studies.ts";

/** sitemap.xml lists every published post: it shows posts. */
export function loadSitemapPosts(context: AppLoadContext) {
  context.dependsOn("posts");
  return listPublishedPostsForSitemap(context.services.db);
}

/** The pages whose list is the site's editable copy: service pages, case studies and legal pages. */
export async function loadSitemapContentPaths(context: AppLoadContext): Promise<{ services: string[]; caseStudies: string[]; legal: string[] }> {
  const [categories, hub, caseStudies, legal] = await Promise.all([
    loadServiceCategories(context),
    loadServicesHub(context),
    loadCaseStudies(context),
    loadLegalLinks(context),
  ]);
  return {
    services: [...categories.map((category) => `/services/${category.slug}`), ...hub.tiles.map((tile) => tile.link)],
    caseStudies: caseStudies.map(caseStudyPath),
    legal: legal.map((page) => page.path),
  };
}
