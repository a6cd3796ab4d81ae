import type { ShouldRevalidateFunctionArgs } from "react-router";
import { EDIT_RECORD_PARAM } from "#contracts/media.ts";
import { DEFAULT_PAGE_SIZE, MAX_SEARCH_LENGTH, pageCount } from "#contracts/pagination.ts";

/**
 * The filters every admin list keeps in its URL: `search`, `status` and `page` (the lists paged on the
 * server, contacts and subscribers, read them here and add their own), so a reload, Back or a shared
 * link shows the same rows. Lists the API answers whole (blog posts, portfolio items: SPEC §7's
 * GET /api/blog and GET /api/portfolio answer every record as one array) are searched, filtered and
 * paged in the browser, in pages of the server's size.
 */
export interface ListFilters<Status extends string> {
  search: string;
  /** "" for every status. */
  status: Status | "";
  /** 1-based, as asked for in the URL (`filterAndPage` answers the page actually shown). */
  page: number;
}

/** The query parameters `readListFilters` reads: changing only these needs no new request. */
const FILTER_PARAMS = ["search", "status", "page"] as const;

export function readListFilters<Status extends string>(params: URLSearchParams, statuses: readonly Status[]): ListFilters<Status> {
  const status = params.get("status") ?? "";
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    status: (statuses as readonly string[]).includes(status) ? (status as Status) : "",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function isFiltered(filters: ListFilters<string>): boolean {
  return Boolean(filters.search || filters.status);
}

/** One page of the rows that match, in the shape of a server-paged list (contacts, subscribers). */
export interface ListPage<T> {
  data: T[];
  /** How many rows match, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

interface Matching<T> {
  status: (row: T) => string;
  /** The texts the search looks in (title, category, tags…): a row matches when one contains the search, any letter case. */
  text: (row: T) => ReadonlyArray<string>;
}

/**
 * The rows matching the filters, in their order, on the page asked for: past the last page (the last
 * row of the last page deleted, an old link) the last page there is, as the server-paged lists do.
 */
export function filterAndPage<T>(rows: readonly T[], filters: ListFilters<string>, matching: Matching<T>, pageSize = DEFAULT_PAGE_SIZE): ListPage<T> {
  const needle = filters.search.toLocaleLowerCase();
  const matches = rows.filter(
    (row) =>
      (!filters.status || matching.status(row) === filters.status) &&
      (!needle || matching.text(row).some((text) => text.toLocaleLowerCase().includes(needle))),
  );
  const page = Math.min(filters.page, pageCount(matches.length, pageSize));
  return { data: matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length, page, pageSize };
}

/**
 * `shouldRevalidate` of a list loaded whole: searching, filtering and paging need no new request (like
 * the public portfolio's category filter), nor does the `?edit=` a link opened a record's form with
 * leaving the address (use-editing-record.ts); any other change of the URL, a revalidation (after a save
 * or a delete) and leaving the page load as usual.
 */
export function revalidateUnlessOnlyFiltersChanged({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  const withoutFilters = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of [...FILTER_PARAMS, EDIT_RECORD_PARAM]) params.delete(key);
    params.sort();
    return params.toString();
  };
  return withoutFilters(currentUrl) === withoutFilters(nextUrl) ? false : defaultShouldRevalidate;
}
