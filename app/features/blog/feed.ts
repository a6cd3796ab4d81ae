import { BLOG_FEED_PATH, type BlogPostSummary, postPath } from "#contracts/blog.ts";
import { escapeXml } from "#app/lib/xml.ts";

/** RSS 2.0 for the published posts (DESIGN "Beyond the spec": RSS for the blog). */

export interface FeedChannel {
  title: string;
  description: string;
  /** Site origin, e.g. https://www.vistaar.example */
  origin: string;
}


/** RFC 822 date, as RSS wants it, for a YYYY-MM-DD post date. */
function rfc822(date: string): string {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`).toUTCString();
}

export function buildRssFeed(channel: FeedChannel, posts: BlogPostSummary[]): string {
  const blogUrl = `${channel.origin}/blog`;
  const items = posts.map((post) => {
    const link = `${channel.origin}${postPath(post)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = posts[0] ? rfc822(posts[0].date) : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en-IN</language>",
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${channel.origin}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
