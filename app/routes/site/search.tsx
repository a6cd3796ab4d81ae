import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { loadSearchPage } from "#app/features/search/search.server.ts";
import { SiteSearchForm } from "#app/components/layout/site-search-form.tsx";
import { SearchResultCard } from "#app/features/search/search-result-card.tsx";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { SEARCH_MESSAGES, SEARCH_PATH } from "#contracts/search-constants.ts";
import type { Route } from "./+types/search";

/** Result pages are endless and thin: never listed by search engines, whose crawlers may follow their links. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData?.query ? `Search: ${loaderData.query}` : "Search",
    description: SEARCH_MESSAGES.prompt,
    path: SEARCH_PATH,
    site: siteFrom(matches),
    noindex: true,
    followLinks: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(context, new URL(request.url));
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, searched, results, suggestions } = loaderData;
  return (
    <>
      <PageHeader title="Search" subtitle={SEARCH_MESSAGES.prompt}>
        {/* A new search replaces the box's contents: keyed by the search shown. */}
        <SiteSearchForm key={query} defaultValue={query} className="mt-8 max-w-2xl" />
      </PageHeader>
      <section aria-labelledby="search-results-heading" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        {searched && results.length > 0 ? (
          <>
            <h2 id="search-results-heading" className="text-lg font-semibold text-slate-700 dark:text-slate-200">
              {SEARCH_MESSAGES.resultsFor(results.length, query)}
            </h2>
            <ol className="mt-6 space-y-4">
              {results.map((result) => (
                <li key={result.url}>
                  <SearchResultCard {...result} />
                </li>
              ))}
            </ol>
          </>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
            {/* Nothing searched yet (no words, or too many): an invitation, not the subtitle again nor "other words". */}
            <h2 id="search-results-heading" className="text-xl font-bold text-slate-900 dark:text-white">
              {searched ? SEARCH_MESSAGES.noResults(query) : SEARCH_MESSAGES.emptyHeading}
            </h2>
            <p className="mt-3 text-slate-600 dark:text-slate-300">{searched ? SEARCH_MESSAGES.suggestions : SEARCH_MESSAGES.emptySuggestions}</p>
            <ul className="mt-6 flex flex-wrap justify-center gap-2">
              {suggestions.map((suggestion) => (
                <li key={suggestion.href}>
                  <Link
                    to={suggestion.href}
                    className="inline-flex items-center rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:text-brand-200"
                  >
                    {suggestion.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </>
  );
}
