import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPostBody } from "#app/features/blog/post-body.server.ts";
import { slugFromTitle } from "#contracts/post-address.ts";
import { databaseMigratedAcross, type RawQuery } from "#tests/support/migrated-database.ts";

/**
 * Migration 0005 on a database that already holds posts written as plain text (before post bodies were
 * Markdown): every paragraph and line break they showed still shows, character for character, and every
 * post gets the slug `slugFromTitle` would give it. Runs on PGlite in `npm test` and on the PostgreSQL
 * server in `npm run test:pg`.
 */

/** What the page showed before: paragraphs split at blank lines, trimmed, single line breaks kept. */
function shownBefore(content: string): string[][] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => paragraph.split("\n").map((line) => line.replace(/\s+/g, " ").trim()));
}

/** What the rendered Markdown shows: each paragraph's lines as text (tags and screen-reader notes dropped, entities decoded). */
function shownNow(html: string): string[][] {
  const decode = (text: string) =>
    text.replace(/<span class="sr-only">[^<]*<\/span>/g, "").replace(/<[^>]+>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map(([, inner]) => inner!.split(/<br \/>\n?/).map((line) => decode(line).replace(/\s+/g, " ").trim()));
}

const PLAIN_POSTS = [
  {
    title: "Ten tips: #1 for Anand's shops",
    content: [
      "1. Start early.\n2) Book budgets.\n# not a heading\n* not a bullet\n- not a dash\n+ not a plus\n> not a quote",
      "Use *stars*, _underscores_, `ticks`, [brackets](https://example.com) and ~~tildes~~ as typed.\nTags stay text: <b>twice</b> <script>alert(1)</script>",
      "---\n===\n***\n```\n~~~",
      "    Indented lines stay paragraphs.\nBackslashes \\* \\_ C:\\path\\to\\file stay.\nEntities stay: &amp; &copy; &#169;",
      "A | table | row\n|---|---|\nis text.\r\nWindows line ends too.\r\n\r\nLast paragraph, 2026.",
    ].join("\n\n"),
  },
  { title: "Ten tips: #1 for Anand's shops", content: "A second post with the same title." },
  { title: "ગુજરાતી", content: "Only non-Latin letters in the title." },
  { title: "Café Résumé — ₹20,000 budget!", content: "Accents and symbols in the title." },
];

let query: RawQuery;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ query, close } = await databaseMigratedAcross("0005_", insertPlainPosts));
}, 60_000);

afterAll(async () => {
  await close?.();
});

async function insertPlainPosts(query: RawQuery) {
  for (const [index, post] of PLAIN_POSTS.entries()) {
    const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
    await query(
      `INSERT INTO blog_posts (title, content, author, created_at) VALUES (${literal(post.title)}, ${literal(post.content)}, 'Riya', now() + interval '${index} second')`,
    );
  }
}

const migrated = async () =>
  (await query("SELECT title, content, slug FROM blog_posts ORDER BY created_at")) as Array<{ title: string; content: string; slug: string }>;

describe("migration 0005: plain-text posts become Markdown and get slugs", () => {
  it("keeps every paragraph, line break and character a post showed before", async () => {
    const rows = await migrated();
    for (const [index, post] of PLAIN_POSTS.entries()) {
      const { html } = await renderPostBody(rows[index]!.content, { describeImages: async () => new Map(), siteOrigin: "https://www.vistaar.example" });
      // Markdown's own elements would mean the text turned into syntax: only paragraphs, line breaks, and
      // web addresses that are now links (GFM's autolinks), with the same words.
      expect(html.match(/<(?!\/?(p|br|a|span)\b)[a-z0-9]+/g), post.title).toBeNull();
      expect(shownNow(html), post.title).toEqual(shownBefore(post.content));
    }
  });

  it("gives every post a unique slug, made as for new posts", async () => {
    const rows = await migrated();
    expect(rows.map((row) => row.slug)).toEqual([
      "ten-tips-1-for-anand-s-shops",
      expect.stringMatching(/^ten-tips-1-for-anand-s-shops-[0-9a-f]{8}$/),
      "post",
      "cafe-resume-20-000-budget",
    ]);
    expect(rows[0]!.slug).toBe(slugFromTitle(PLAIN_POSTS[0]!.title));
    expect(rows[3]!.slug).toBe(slugFromTitle(PLAIN_POSTS[3]!.title));
  });
});
