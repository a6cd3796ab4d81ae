import { describe, expect, it } from "vitest";
import { escapeXml } from "#app/lib/xml.ts";
import { buildRssFeed } from "./feed.ts";

const channel = { title: "Vistaar Blog", description: "Ideas & advice", origin: "https://www.vistaar.example" };
const post = {
  _id: "8f14e45f-ceea-4e7a-9f3b-2a5d6c7e8f90",
  slug: "ads-that-work-sell",
  title: "Ads <that> work & sell",
  excerpt: 'He said "5 tips" \u0007',
  imageUrl: "/images/blog/local-seo.webp",
  category: "Digital Marketing",
  date: "2026-11-18",
  readTime: "5 min read",
};

describe("buildRssFeed", () => {
  it("lists each post with title, link (its slug), guid, date, description and category, escaped", () => {
    const xml = buildRssFeed(channel, [post]);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>Ads &lt;that&gt; work &amp; sell</title>");
    expect(xml).toContain("<link>https://www.vistaar.example/blog/ads-that-work-sell</link>");
    expect(xml).toContain('<guid isPermaLink="true">https://www.vistaar.example/blog/ads-that-work-sell</guid>');
    expect(xml).toContain("<pubDate>Wed, 18 Nov 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<description>He said &quot;5 tips&quot; </description>");
    expect(xml).toContain("<category>Digital Marketing</category>");
    expect(xml).toContain("<description>Ideas &amp; advice</description>");
    expect(xml).toContain(`<atom:link href="${channel.origin}/blog/rss.xml" rel="self"`);
  });

  it("is a valid empty channel without posts", () => {
    const xml = buildRssFeed(channel, []);
    expect(xml).toContain("<channel>");
    expect(xml).not.toContain("<item>");
  });

  it("escapes the five XML characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
  });
});
