import { blogPageCopy } from "#app/content/publishing.ts";
import { loadFeedPosts } from "#app/features/blog/blog.server.ts";
import { buildRssFeed } from "#app/features/blog/feed.ts";
import { loadCompany } from "#app/lib/site-content.server.ts";
import type { Route } from "./+types/rss";

/** /blog/rss.xml: RSS 2.0 of the published posts, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const [posts, company] = await Promise.all([loadFeedPosts(context), loadCompany(context)]);
  const xml = buildRssFeed(
    { title: blogPageCopy.feedTitle(company.brand), description: blogPageCopy.feedDescription(company.brand), origin: context.services.config.publicUrl },
    posts,
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
