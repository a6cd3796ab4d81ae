import { z } from "zod";
import { calendarDate } from "./api-schema.ts";
import { SEARCH_LIMITS, SEARCH_MESSAGES, SEARCH_RESULT_KINDS } from "./search-constants.ts";
import { withoutControlCharacters } from "./text.ts";

/** GET /api/search (issue 15): the schemas of the question and the answer. Words and limits: search-constants.ts. */

/** What to look for: words, "a phrase", -without, or; trimmed, 1–200 characters. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .transform((value) => withoutControlCharacters(value).replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, { error: SEARCH_MESSAGES.queryRequired }).max(SEARCH_LIMITS.query, { error: SEARCH_MESSAGES.queryTooLong }))
    .describe('Words to find (English stemming: "marketers" finds "marketing"), "a phrase" in quotes, -word to leave out, or; a typo in a title still finds it'),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_RESULT_KINDS).describe("What the page is"),
  title: z.string(),
  url: z.string().describe("The page's path on this site"),
  snippet: z.string().describe("A few sentences of the page around the words found, as plain text"),
  snippetHtml: z.string().describe("The same snippet as HTML: the text escaped, the words found in <mark> (the only tag)"),
  date: calendarDate().nullable().describe("A post's date (YYYY-MM-DD); null for other pages"),
});
export type SearchResult = z.output<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  query: z.string().describe("The search as understood (trimmed)"),
  results: z.array(searchResultSchema).max(SEARCH_LIMITS.results).describe(`Best first, at most ${SEARCH_LIMITS.results}; posts newest first among equals`),
});
export type SearchResponse = z.output<typeof searchResponseSchema>;
