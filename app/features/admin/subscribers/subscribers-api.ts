import { readAdminSession } from "#app/lib/admin-session.ts";
import { api, ApiRequestError, handleUnauthorized } from "#app/lib/api-client.ts";
import type { SubscriberListResponse } from "#contracts/subscribers.ts";

export function fetchSubscribers(query: string, signal?: AbortSignal) {
  return api<SubscriberListResponse>(`/api/newsletter/subscribers${query ? `?${query}` : ""}`, { signal });
}

export function deleteSubscriber(id: string) {
  return api(`/api/newsletter/subscribers/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/**
 * Downloads the CSV export. A plain link cannot carry the bearer token, so the file is fetched with it
 * and handed to the browser as a download (object URL + a temporary <a download>).
 */
export async function downloadSubscribersCsv(query: string): Promise<string> {
  const session = readAdminSession();
  const response = await fetch(`/api/newsletter/subscribers.csv${query ? `?${query}` : ""}`, {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
  });
  if (response.status === 401) handleUnauthorized();
  if (!response.ok) throw new ApiRequestError("Export failed", response.status);
  const blob = await response.blob();
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = disposition.match(/filename="([^"]+)"/)?.[1] ?? "subscribers.csv";
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
