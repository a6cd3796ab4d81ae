// sitemap.xml reads published posts through the blog service.
export { listPublishedPostsForSitemap } from "#server/modules/blog/service.ts";
