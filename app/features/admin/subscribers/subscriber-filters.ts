import { MAX_SEARCH_LENGTH } from "#contracts/pagination.ts";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "#contracts/statuses.ts";

/** The subscriber list's filters, kept in the URL. */
export interface SubscriberFilters {
  search: string;
  source: string;
  status: SubscriptionStatus | "";
  page: number;
}

export function readSubscriberFilters(params: URLSearchParams): SubscriberFilters {
  const status = params.get("status") ?? "";
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    source: (params.get("source") ?? "").trim().slice(0, 60),
    status: (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : "",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The API query for these filters; `withPage: false` for the CSV export (every page). */
export function subscriberQuery(filters: SubscriberFilters, { withPage = true } = {}): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.source) params.set("source", filters.source);
  if (filters.status) params.set("status", filters.status);
  if (withPage && filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}
