import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { searchSite } from "#server/modules/search/service.ts";
import { databaseMigratedAcross, type RawQuery } from "#tests/support/migrated-database.ts";

/**
 * Migration 0016 on a site whose search index was written before it (decision 060): the pages already
 * indexed get snippets without images' alt text and with their headings and list items apart, without
 * being saved again. Runs on PGlite in `npm test` and on the PostgreSQL server in `npm run test:pg`.
 */

let query: RawQuery;
let handle: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ query, handle, close } = await databaseMigratedAcross("0016_", insertIndexedPages));
}, 60_000);

afterAll(async () => {
  await close?.();
});

async function insertIndexedPages(query: RawQuery) {
  await query(`INSERT INTO blog_posts (title, slug, excerpt, content, author, status) VALUES ('How we plan', 'how-we-plan', '',
    E'![Team at work planning a quokkabird campaign](/images/blog/team.webp)\\n\\n## Why it matters\\n\\nOur zephyrine approach starts with a call.', 'Riya Mehta', 'published')`);
  await query(`INSERT INTO site_services (slug, title, summary, seo_title, seo_description, body) VALUES ('zephyrine-care', 'Zephyrine Care', 'Care for every shop',
    'Zephyrine Care', 'Zephyrine care in Anand', '{"hero": {"title": "Zephyrine care that lasts", "art": {"src": "/images/x.svg", "alt": "Illustration of a quokkabird"}}}')`);
  // As the index was: the alt text is in it.
  expect(await query(`SELECT key FROM search_documents WHERE body LIKE '%quokkabird%'`)).toHaveLength(2);
}

describe("migration 0016: the search index derived again", () => {
  it("drops the images' alt text from what was indexed, and keeps headings apart", async () => {
    expect(await query(`SELECT key FROM search_documents WHERE body LIKE '%quokkabird%'`)).toEqual([]);
    expect((await searchSite(handle.db, "quokkabird")).results).toEqual([]);
    const { results } = await searchSite(handle.db, "zephyrine");
    expect(results.map((result) => [result.title, result.snippet])).toEqual([
      ["Zephyrine Care", "Care for every shop. Zephyrine care that lasts."],
      ["How we plan", "Why it matters. Our zephyrine approach starts with a call."],
    ]);
  });
});
