import { sql } from "drizzle-orm";
import type { SearchResponse, SearchResult } from "#contracts/search.ts";
import { HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_LIMITS, type SearchResultKind, type SnippetPart } from "#contracts/search-constants.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/query-helpers.ts";
import { escapeHtml } from "../../email/escape-html.ts";

/**
 * The site search (issue 15; docs/decisions/031-site-search.md) over `search_documents`, which
 * triggers keep equal to the published posts and portfolio items, the service pages and the case
 * studies (migration 0009). One query, the same on PGlite and PostgreSQL:
 * - found: the words, stemmed (`websearch_to_tsquery('english', q)`: "marketers" finds "marketing",
 *   "a phrase", -word, or), anywhere in a page (GIN index on `document`); or a title that has
 *   something like the words (pg_trgm's word similarity ≥ 0.6, trigram index on titles): "brandng"
 *   finds Digital Branding;
 * - ranked: the better of ts_rank of the words in the title (weight A) and summary and keywords (B),
 *   divided by 1 + log of their length (`head`: small, so ranking thousands of matches reads no
 *   bodies), and 0.5 × the title's word similarity, rounded to 3 places; among equals (pages whose words
 *   are only in their body rank 0), service pages, then case studies, posts (newest first) and portfolio items;
 * - a snippet from the best page's text around the words found (`ts_headline`, only for the results
 *   shown), marked with two control characters that no stored text keeps and turned into escaped HTML here.
 */

export interface SiteSearchResult extends SearchResult {
  /** The snippet as text runs, for the page (React escapes each). */
  snippetParts: SnippetPart[];
}

export interface SiteSearchResponse extends SearchResponse {
  results: SiteSearchResult[];
}

const TITLE_SIMILARITY_WEIGHT = 0.5;
/** Snippets come from the opening of a page's text: enough for any page but the longest posts, cheap for those. */
const HEADLINE_SOURCE_CHARS = 20_000;
/** Best first; among equals service pages, case studies, posts (newest first), portfolio items. */
const ORDER_COLUMNS = [`"score" DESC`, `"kind_order"`, `"published_on" DESC NULLS LAST`, `"created_at" DESC`, `"key"`];
const ORDER = sql.raw(ORDER_COLUMNS.join(", "));
const KIND_ORDER = sql.raw(`CASE "kind" WHEN 'service' THEN 0 WHEN 'case-study' THEN 1 WHEN 'post' THEN 2 ELSE 3 END`);
const RANKED_ORDER = ORDER_COLUMNS.map((column) => `"ranked".${column}`).join(", ");
const HEADLINE_OPTIONS = `StartSel="${HIGHLIGHT_START}", StopSel="${HIGHLIGHT_END}", MaxWords=32, MinWords=14, MaxFragments=2, FragmentDelimiter=" … "`;

interface SearchRow {
  kind: SearchResultKind;
  title: string;
  url: string;
  published_on: string | null;
  headline: string;
}

/** The best pages for `query` (already trimmed and at most SEARCH_LIMITS.query long), best first. */
export async function searchSite(db: Database, query: string): Promise<SiteSearchResponse> {
  const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
  const words = sql`${query}::text`;
  const result = await db.transaction(async (tx) => {
    // Each branch is answered from its index: when most pages match a common word the planner would
    // rather read every row, and checking every row's full document costs ten times more (bench:search).
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute(sql`
      WITH "matches" AS (
        SELECT "key", "kind", "published_on", "created_at", round(ts_rank("head", ${tsQuery}, 1)::numeric, 3) AS "score"
        FROM "search_documents" WHERE "document" @@ ${tsQuery}
        UNION ALL
        SELECT "key", "kind", "published_on", "created_at", round((${TITLE_SIMILARITY_WEIGHT} * word_similarity(${words}, "title"))::numeric, 3)
        FROM "search_documents" WHERE ${words} <% "title"
      ),
      -- A page found both ways is in "matches" twice: the best twice as many rows hold the best pages' best rows.
      "best_rows" AS (
        SELECT *, ${KIND_ORDER} AS "kind_order" FROM "matches" ORDER BY ${ORDER} LIMIT ${SEARCH_LIMITS.results * 2}
      ),
      "ranked" AS (
        SELECT * FROM (SELECT DISTINCT ON ("key") * FROM "best_rows" ORDER BY "key", "score" DESC) AS "pages"
        ORDER BY ${ORDER}
        LIMIT ${SEARCH_LIMITS.results}
      )
      SELECT "d"."kind", "d"."title", "d"."url", "d"."published_on"::text AS "published_on",
        ts_headline('english', left(concat_ws(' ', "d"."summary", "d"."body"), ${HEADLINE_SOURCE_CHARS}), ${tsQuery}, ${HEADLINE_OPTIONS}) AS "headline"
      FROM "ranked" JOIN "search_documents" AS "d" ON "d"."key" = "ranked"."key"
      ORDER BY ${sql.raw(RANKED_ORDER)}`);
  });
  return {
    query,
    results: rowsOf<SearchRow>(result).map((row) => {
      const snippetParts = snippetPartsOf(row.headline);
      return {
        kind: row.kind,
        title: row.title,
        url: row.url,
        date: row.published_on,
        snippet: snippetParts.map((part) => part.text).join(""),
        snippetHtml: snippetParts.map((part) => (part.mark ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text))).join(""),
        snippetParts,
      };
    }),
  };
}

/** The database's headline as text runs; a marker left open (never, in practice) just ends the mark. */
export function snippetPartsOf(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(HIGHLIGHT_START).entries()) {
    const [marked, rest] = index === 0 ? [undefined, piece] : splitOnce(piece, HIGHLIGHT_END);
    if (marked) parts.push({ text: marked, mark: true });
    if (rest) parts.push({ text: rest.replaceAll(HIGHLIGHT_END, ""), mark: false });
  }
  return parts;
}

function splitOnce(value: string, separator: string): [string, string] {
  const at = value.indexOf(separator);
  return at === -1 ? [value, ""] : [value.slice(0, at), value.slice(at + separator.length)];
}
