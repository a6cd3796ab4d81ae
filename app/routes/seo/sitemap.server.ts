import type { AppLoadContext } from "react-router";
import { listPublishedPostsForSitemap } from "#server/modules/blog/service.ts";

/** sitemap.xml lists every published post: it shows posts. */
export function loadSitemapPosts(context: AppLoadContext) {
  context.dependsOn("posts");
  return listPublishedPostsForSitemap(context.services.db);
}
