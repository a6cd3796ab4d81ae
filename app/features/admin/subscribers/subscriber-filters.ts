import { readListFilters } from "#app/lib/list-filters.ts";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "#contracts/statuses.ts";

/** The subscriber list's filters, kept in the URL. */
export interface SubscriberFilters {
  search: string;
  source: string;
  status: SubscriptionStatus | "";
  page: number;
}

export function readSubscriberFilters(params: URLSearchParams): SubscriberFilters {
  return { ...readListFilters(params, SUBSCRIPTION_STATUSES), source: (params.get("source") ?? "").trim().slice(0, 60) };
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
