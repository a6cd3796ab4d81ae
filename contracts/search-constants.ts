/**
 * The site search (issue 15): what a search may be, its messages and the names of what it finds.
 * No Zod here, so the search page and the header's box use these words for free; the API's schemas
 * are in search.ts.
 */

export const SEARCH_PATH = "/search";
/** The query parameter of /search and GET /api/search. */
export const SEARCH_PARAM = "q";

export const SEARCH_LIMITS = {
  /** Longer is no search a person types; it is refused (the API) or ignored (the page). */
  query: 200,
  /** Results on one page, best first. */
  results: 20,
} as const;

export const SEARCH_MESSAGES = {
  queryRequired: "Please type what you are looking for",
  queryTooLong: `Please search for at most ${SEARCH_LIMITS.query} characters`,
  rateLimited: "Too many searches. Please wait a minute and try again.",
  noResults: (query: string) => `No results for "${query}"`,
  suggestions: "Try other words, or look through our services:",
  prompt: "Search the blog, our services, case studies and portfolio.",
  /** /search with nothing searched: the header already says what can be searched; no "other words" before any. */
  emptyHeading: "What are you looking for?",
  emptySuggestions: "Type a few words in the box above, or look through our services:",
  resultsFor: (count: number, query: string) => `${count === SEARCH_LIMITS.results ? `Top ${count}` : count} ${count === 1 ? "result" : "results"} for "${query}"`,
  label: "Search the site",
  placeholder: "Search services, posts…",
  submit: "Search",
} as const;

export const SEARCH_RESULT_KINDS = ["service", "post", "case-study", "portfolio"] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];

export const SEARCH_RESULT_KIND_LABELS: Record<SearchResultKind, string> = {
  service: "Service",
  post: "Blog post",
  "case-study": "Case study",
  portfolio: "Portfolio",
};

/** Where a snippet's highlighted words begin and end, as the database marks them (control characters no stored copy keeps). */
export const HIGHLIGHT_START = "\u0001";
export const HIGHLIGHT_END = "\u0002";

/** A snippet as text runs: `mark` ones are the matched words. */
export type SnippetPart = { text: string; mark: boolean };
