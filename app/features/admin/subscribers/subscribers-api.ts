import { api, apiDownload } from "#app/lib/admin-api.ts";
import type { SubscriberListResponse } from "#contracts/subscribers.ts";

export function fetchSubscribers(query: string, request: Request) {
  return api<SubscriberListResponse>(`/api/newsletter/subscribers${query ? `?${query}` : ""}`, { request });
}

export function deleteSubscriber(id: string) {
  return api(`/api/newsletter/subscribers/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Downloads the CSV export of the filtered list (every page); returns the file's name. */
export function downloadSubscribersCsv(query: string): Promise<string> {
  return apiDownload(`/api/newsletter/subscribers.csv${query ? `?${query}` : ""}`, "subscribers.csv");
}
