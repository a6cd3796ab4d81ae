import { readListFilters } from "#app/lib/list-filters.ts";
import { CONTACT_STATUSES, type ContactStatus } from "#contracts/statuses.ts";

/** The inbox's filters live in the URL (linkable, e.g. /admin/contacts?status=new from the dashboard). */
export interface ContactFilters {
  search: string;
  status: ContactStatus | "";
  page: number;
  /** The contact whose details are open (the staff notification email links to ?contact={id}). */
  contact: string | null;
}

export function readContactFilters(params: URLSearchParams): ContactFilters {
  return { ...readListFilters(params, CONTACT_STATUSES), contact: params.get("contact") || null };
}

/** The list API's query string for these filters. */
export function contactListQuery(filters: ContactFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.status) params.set("status", filters.status);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}
