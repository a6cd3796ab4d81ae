import type { AppLoadContext } from "react-router";
import { type SiteSearchResult, searchSite } from "#server/modules/search/service.ts";
import { listServiceCategories } from "#server/modules/site-content/service-pages.ts";
import { searchQuerySchema } from "#contracts/search.ts";
import { SEARCH_LIMITS, SEARCH_PARAM } from "#contracts/search-constants.ts";

/** Data for /search, read straight from the search service (never our API over HTTP). */

export interface SearchPageData {
  /** What the box shows: the search as typed (trimmed, cut to the limit); "" for none. */
  query: string;
  /** Whether a search ran: false for no `q`, an empty or an overlong one (the page then invites a search). */
  searched: boolean;
  results: SiteSearchResult[];
  /** The service categories, suggested when nothing is found. */
  suggestions: Array<{ name: string; href: string }>;
}

export async function loadSearchPage(context: AppLoadContext, url: URL): Promise<SearchPageData> {
  context.dependsOn("services");
  const { db } = context.services;
  const typed = url.searchParams.get(SEARCH_PARAM) ?? "";
  const parsed = searchQuerySchema.safeParse({ q: typed });
  const categories = await listServiceCategories(db);
  const suggestions = categories.map((category) => ({ name: category.name, href: `/services/${category.slug}` }));
  if (!parsed.success) return { query: typed.trim().slice(0, SEARCH_LIMITS.query), searched: false, results: [], suggestions };
  const { query, results } = await searchSite(db, parsed.data.q);
  return { query, searched: true, results, suggestions };
}
