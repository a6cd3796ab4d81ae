import { type SQL, sql } from "drizzle-orm";
import type { SearchResponse, SearchResult } from "#contracts/search.ts";
import { HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_LIMITS, type SearchResultKind, type SnippetPart } from "#contracts/search-constants.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/query-helpers.ts";
import { escapeHtml } from "../../email/escape-html.ts";
import { OPENING_CHARS, snippetOf } from "./snippet.ts";

/**
 * The site search (issue 15; docs/decisions/031-site-search.md, ranking and plan since
 * docs/decisions/034-search-speed.md) over `search_documents`, which triggers keep equal to the
 * published posts and portfolio items, the service pages and the case studies (migration 0010).
 * One statement, the same on PGlite and PostgreSQL:
 * - found: the words, stemmed (`websearch_to_tsquery('english', q)`: "marketers" finds "marketing",
 *   "a phrase", -word, or), anywhere in a page (GIN index on `document`); and only when that finds
 *   fewer pages than one page of results, also a title that has something like the words (pg_trgm's
 *   word similarity ≥ 0.6, trigram index on titles): "brandng" finds Digital Branding;
 * - ranked: pages with the words in their title (a service page's title with its short name, the last
 *   part of its address: "seo"; `search_short_name`, migration 0014) first: a service page whose short
 *   name has all the words, then the others by ts_rank of the words in the title (weight A)
 *   and summary and keywords (B), divided by 1 + log of their length (`head`), rounded to 3 places; a
 *   title found by similarity scores 0.5 × its word similarity, rounded alike; then pages with the
 *   words in their title, summary or keywords, then pages with them only in their body, both unranked
 *   (score 0). Among equals: service pages, then case studies, posts (newest first) and portfolio items
 *   (`kind_order`, a generated column).
 * - read from indexes, in tiers: the title tier from a GIN index on the title's words (a few hundred
 *   pages even for a word in every post); the head and body tiers from their GIN indexes, or, when
 *   the words are common, from a btree in listing order that stops at the twentieth match; a tier is
 *   read only when the ones before it found fewer than twenty pages, the title-similarity fallback
 *   only when all of them did;
 * - a snippet from the best page's text around the words found (`ts_headline`, only for the results
 *   shown), marked with two control characters that no stored text keeps; the passage shown, with its
 *   ellipses, is chosen by `snippetOf` (snippet.ts, docs/decisions/060-search-snippets.md) and turned
 *   into escaped HTML here.
 */

export interface SiteSearchResult extends SearchResult {
  /** The snippet as text runs, for the page (React escapes each). */
  snippetParts: SnippetPart[];
}

export interface SiteSearchResponse extends SearchResponse {
  results: SiteSearchResult[];
}

const TITLE_SIMILARITY_WEIGHT = 0.5;
/**
 * A snippet comes from this much of a page's text, from a little before the first word that starts like
 * one of the words searched for ("market" finds "marketing"; a stem's final i or e is dropped:
 * "compani", "make"), or from its opening when none does: ts_headline reads every word it is given,
 * and a page's whole text cost more than the search itself on the embedded database. 500 characters
 * (700 until decision 060): a snippet is at most 200 (SNIPPET_MAX_CHARS), from within 80 before a match,
 * so this still offers every passage that starts up to 400 characters after the first word found, and it
 * pays for choosing the passage here (`snippetOf`) instead of in the database.
 */
const HEADLINE_WINDOW_CHARS = 500;
const HEADLINE_LEAD_CHARS = 100;
/**
 * Every match in the window marked, and the window's whole text (HighlightAll: no fragment chosen
 * there, so no cost for it): the passage shown is chosen from it by `snippetOf` (snippet.ts), which also
 * gets whether the window starts and ends the text, and the text's opening for a window without a match.
 */
const HEADLINE_OPTIONS = `StartSel="${HIGHLIGHT_START}", StopSel="${HIGHLIGHT_END}", HighlightAll=true`;
/** How results that rank the same are listed: the columns of the index `search_documents_listing_idx`, in its order. */
const LISTING_ORDER = sql.raw(`"kind_order", "published_on" DESC NULLS LAST, "created_at" DESC NULLS LAST, "key"`);
const PAGE = SEARCH_LIMITS.results;

interface SearchRow {
  kind: SearchResultKind;
  title: string;
  url: string;
  published_on: string | null;
  headline: string;
  at_start: boolean;
  at_end: boolean;
  opening: string | null;
}

/** The best pages for `query` (already trimmed and at most SEARCH_LIMITS.query long), best first. */
export async function searchSite(db: Database, query: string): Promise<SiteSearchResponse> {
  // Written out in each branch, not shared through a CTE: the planner then sees the words and knows how
  // common they are (a common word is read in listing order and stops at the twentieth page, a rare one
  // comes from its GIN index).
  const words = sql`websearch_to_tsquery('english', ${query})`;
  // Titles and heads are part of the document, so its words there are in the document too; only a
  // "-word" (a ! in the query) must be checked against the whole page, which reads its long document.
  const wholePageAgrees = sql`(strpos(${words}::text, '!') = 0 OR "document" @@ ${words})`;
  // Where a snippet starts: a word that begins like one of the typed words' stems (escaped for the
  // regex), without a final i or e; a short stem ("ad", "seo") only with up to three more letters, so
  // that "ad" finds "ads" but not "advice".
  const escaped = (stem: SQL) => sql`regexp_replace(${stem}, ${"([^[:alnum:]])"}, ${"\\\\\\1"}, 'g')`;
  const stemStarts = sql`(SELECT ${"\\m("} || coalesce(string_agg(CASE WHEN length("stem") <= 3
      THEN ${escaped(sql`"stem"`)} || ${"[[:alpha:]]{0,3}\\M"}
      ELSE ${escaped(sql`regexp_replace("stem", '[ie]$', '')`)} END, '|'), '') || ')'
    FROM unnest(tsvector_to_array(to_tsvector('english', ${query}))) AS "stem")`;
  // The typo fallback compares the words wanted with titles; a page with an excluded word anywhere is
  // left out there too ("markting -seo" must not bring back the SEO pages).
  const { wanted, excluded } = splitExclusions(query);
  const withoutExcluded =
    excluded === ""
      ? sql``
      : sql` AND NOT EXISTS (SELECT 1 FROM "search_documents" AS "x" WHERE "x"."key" = "s"."page_key" AND "x"."document" @@ websearch_to_tsquery('english', ${excluded}))`;
  // Title words ⊂ head ⊂ document, so each tier holds the ones before it, and a tier that found fewer
  // than twenty pages found all of its pages. A page found twice keeps its best row (DISTINCT ON).
  // Wrapped in a SELECT: the embedded database answers reads before queued writes.
  const result = await db.execute(sql`
    SELECT * FROM (
      WITH "in_title" AS MATERIALIZED (
        SELECT "key", 1 AS "tier",
          -- A service page named by the words ("seo") first: 1 is above any rank rounded here.
          CASE WHEN to_tsvector('english', search_short_name("kind", "url")) @@ ${words} THEN 1
            ELSE round(ts_rank("head", ${words}, 1)::numeric, 3) END AS "score"
        FROM "search_documents"
        WHERE to_tsvector('english', "title" || ' ' || search_short_name("kind", "url")) @@ ${words} AND ${wholePageAgrees}
        ORDER BY "score" DESC, ${LISTING_ORDER}
        LIMIT ${PAGE}
      ),
      "in_head" AS MATERIALIZED (
        SELECT "key", 2 AS "tier", 0::numeric AS "score"
        FROM "search_documents"
        WHERE (SELECT count(*) FROM "in_title") < ${PAGE} AND "head" @@ ${words} AND ${wholePageAgrees}
        ORDER BY ${LISTING_ORDER}
        LIMIT ${PAGE}
      ),
      "in_body" AS MATERIALIZED (
        SELECT "key", 3 AS "tier", 0::numeric AS "score"
        FROM "search_documents"
        WHERE (SELECT count(*) FROM "in_title") < ${PAGE} AND (SELECT count(*) FROM "in_head") < ${PAGE} AND "document" @@ ${words}
        ORDER BY ${LISTING_ORDER}
        LIMIT ${PAGE}
      ),
      "found" AS (
        SELECT * FROM "in_title" UNION ALL SELECT * FROM "in_head" UNION ALL SELECT * FROM "in_body"
      ),
      -- The typo fallback: titles like the words, only when the words found less than a page of results,
      -- and never for a search of stop words alone ('the'): no word to have mistyped, and every title
      -- with 'the' would be compared (~200 ms on PGlite).
      "similar_titles" AS (
        SELECT "s"."page_key" AS "key", 0 AS "tier", "s"."page_score" AS "score"
        FROM search_similar_titles(${wanted}, ${TITLE_SIMILARITY_WEIGHT}, ${PAGE}) AS "s"
        WHERE numnode(${words}) > 0 AND (SELECT count(DISTINCT "key") FROM "found") < ${PAGE}${withoutExcluded}
      ),
      "pages" AS (
        SELECT DISTINCT ON ("key") * FROM (SELECT * FROM "found" UNION ALL SELECT * FROM "similar_titles") AS "both_ways"
        ORDER BY "key", "score" DESC, "tier"
      ),
      "shown" AS (
        SELECT "p"."score", "p"."tier", "d".*
        FROM "pages" AS "p" JOIN "search_documents" AS "d" ON "d"."key" = "p"."key"
        ORDER BY "p"."score" DESC, "p"."tier", "d"."kind_order", "d"."published_on" DESC NULLS LAST, "d"."created_at" DESC NULLS LAST, "d"."key"
        LIMIT ${PAGE}
      )
      SELECT "d"."kind", "d"."title", "d"."url", "d"."published_on"::text AS "published_on",
        ts_headline('english', CASE WHEN "w"."window_start" > 1
            -- From the first whole word of the window.
            THEN regexp_replace(substr("t"."text", "w"."window_start", ${HEADLINE_WINDOW_CHARS}), ${"^\\S*\\s+"}, '')
            ELSE left("t"."text", ${HEADLINE_WINDOW_CHARS}) END,
          ${words}, ${HEADLINE_OPTIONS}) AS "headline",
        "w"."window_start" = 1 AS "at_start",
        substr("t"."text", "w"."window_start" + ${HEADLINE_WINDOW_CHARS}, 1) = '' AS "at_end",
        CASE WHEN "w"."window_start" > 1 THEN left("t"."text", ${OPENING_CHARS}) END AS "opening"
      -- Each computed once per page (OFFSET 0 keeps the planner from copying the expressions into every
      -- use: the regex over the whole text ran five times a page).
      FROM "shown" AS "d",
        LATERAL (SELECT concat_ws(' ', nullif("d"."summary", ''), nullif("d"."body", '')) AS "text" OFFSET 0) AS "t",
        LATERAL (SELECT greatest(coalesce(nullif(regexp_instr("t"."text", ${stemStarts}, 1, 1, 0, 'i'), 0), 1) - ${HEADLINE_LEAD_CHARS}, 1) AS "window_start" OFFSET 0) AS "w"
      ORDER BY "d"."score" DESC, "d"."tier", "d"."kind_order", "d"."published_on" DESC NULLS LAST, "d"."created_at" DESC NULLS LAST, "d"."key"
    ) AS "results"`);
  return {
    query,
    results: rowsOf<SearchRow>(result).map((row) => {
      const snippetParts = snippetOf({ headline: row.headline, atStart: row.at_start, atEnd: row.at_end, opening: row.opening });
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

/**
 * A search's excluded words and phrases ("-word", '-"two words"': websearch_to_tsquery's syntax, a minus
 * at the start of a word) apart from the rest: `excluded` as one query matching any of them.
 */
function splitExclusions(query: string): { wanted: string; excluded: string } {
  const excluded: string[] = [];
  const wanted = query.replace(/(^|\s)-("[^"]*"?|[^\s"]+)/g, (_, before: string, term: string) => {
    excluded.push(term);
    return before;
  });
  return { wanted: wanted.replace(/\s+/g, " ").trim(), excluded: excluded.join(" or ") };
}
