import { blogPageCopy } from "#app/content/publishing.ts";
import { loadFeedPosts } from "#app/features/blog/blog.server.ts";
import { buildRssFeed } from "#app/features/blog/feed.ts";
import type { Route } from "./+types/rss";

/** /blog/rss.xml: RSS 2.0 of the published posts, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await loadFeedPosts(context);
  const xml = buildRssFeed(
    { title: blogPageCopy.feedTitle, description: blogPageCopy.feedDescription, origin: context.services.config.publicUrl },
    posts,
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
