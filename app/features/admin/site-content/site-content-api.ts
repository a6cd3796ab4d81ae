import { api } from "#app/lib/admin-api.ts";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import type { CompanyDetailsRecord } from "#contracts/site-company.ts";
import { SITE_CONTENT_MESSAGES, type SiteContentKind } from "#contracts/site-content.ts";
import type { SiteImagesRecord } from "#contracts/site-images.ts";

/** The site's editable copy (issue 13, /api/site/*), through the one API client (bearer token, 401 rule). */

/** An entry of any list kind: every one has an id and its place in the list. */
export interface SiteEntry {
  id: string;
  order: number;
  [field: string]: unknown;
}

export function fetchSiteEntries(kind: SiteContentKind, request?: Request) {
  return api<SiteEntry[]>(`/api/site/${kind}`, { request });
}

export function saveSiteEntry(kind: SiteContentKind, id: string | null, input: unknown) {
  return id ? api<SiteEntry>(`/api/site/${kind}/${encodeURIComponent(id)}`, { method: "PUT", json: input }) : api<SiteEntry>(`/api/site/${kind}`, { json: input });
}

export function deleteSiteEntry(kind: SiteContentKind, id: string) {
  return api<{ success: true; message: string }>(`/api/site/${kind}/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Every id of the kind, in the new order (a drag or a move up/down sends the whole list). */
export function reorderSiteEntries(kind: SiteContentKind, ids: string[]) {
  return api<SiteEntry[]>(`/api/site/${kind}/order`, { method: "PUT", json: { ids } });
}

export function fetchCompanyDetails(request?: Request) {
  return api<CompanyDetailsRecord>("/api/site/company", { request });
}

export function saveCompanyDetails(input: unknown) {
  return api<CompanyDetailsRecord>("/api/site/company", { method: "PUT", json: input });
}

export function fetchSiteImages(request?: Request) {
  return api<SiteImagesRecord>("/api/site/images", { request });
}

export function saveSiteImages(input: unknown) {
  return api<SiteImagesRecord>("/api/site/images", { method: "PUT", json: input });
}

/** A list screen's client loader: the entries, or an empty list and the message when the load failed. */
export async function loadSiteList(kind: SiteContentKind, request: Request) {
  const { data: entries, error } = await loadAdminData(request, {
    load: () => fetchSiteEntries(kind, request),
    fallback: [] as SiteEntry[],
    failureMessage: (failure) => errorMessage(failure, SITE_CONTENT_MESSAGES.fetchFailed),
    toastId: `site-${kind}-fetch`,
  });
  return { entries, error };
}
