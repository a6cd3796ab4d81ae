import { sql } from "drizzle-orm";
import type { SearchResponse, SearchResult } from "#contracts/search.ts";
import { HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_LIMITS, type SearchResultKind, type SnippetPart } from "#contracts/search-constants.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/query-helpers.ts";
import { escapeHtml } from "../../email/escape-html.ts";

/**
 * The site search (issue 15; docs/decisions/027-i15-search-site-search.md) over `search_documents`, which
 * triggers keep equal to the published posts and portfolio items, the service pages and the case
 * studies (migration 0009). One query, the same on PGlite and PostgreSQL:
 * - found: the words, stemmed (`websearch_to_tsquery('english', q)`: "marketers" finds "marketing",
 *   "a phrase", -word, or), anywhere in a page (GIN index on the document); or a title that has
 *   something like the words (pg_trgm's word similarity ≥ 0.6, trigram index on titles): "brandng"
 *   finds Digital Branding;
 * - ranked: ts_rank (title A, summary and keywords B, body C, divided by 1 + log of the length, so a
 *   long page does not win by length) + 0.5 × the title's word similarity, rounded to 3 places; among
 *   equals, service pages, then case studies, posts (newest first) and portfolio items;
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
  const result = await db.execute(sql`
    WITH "ranked" AS (
      SELECT "kind", "title", "url", "summary", "body", "published_on", "created_at",
        round((ts_rank("document", ${tsQuery}, 1) + ${TITLE_SIMILARITY_WEIGHT} * word_similarity(${query}::text, "title"))::numeric, 3) AS "score",
        CASE "kind" WHEN 'service' THEN 0 WHEN 'case-study' THEN 1 WHEN 'post' THEN 2 ELSE 3 END AS "kind_order"
      FROM "search_documents"
      WHERE "document" @@ ${tsQuery} OR ${query}::text <% "title"
      ORDER BY "score" DESC, "kind_order", "published_on" DESC NULLS LAST, "created_at" DESC, "url"
      LIMIT ${SEARCH_LIMITS.results}
    )
    SELECT "kind", "title", "url", "published_on"::text AS "published_on",
      ts_headline('english', concat_ws(' ', "summary", "body"), ${tsQuery}, ${HEADLINE_OPTIONS}) AS "headline"
    FROM "ranked"
    ORDER BY "score" DESC, "kind_order", "published_on" DESC NULLS LAST, "created_at" DESC, "url"`);
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
