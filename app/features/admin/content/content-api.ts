import { api } from "#app/lib/admin-api.ts";
import type { ContentItem, ContentItemInput } from "#contracts/content.ts";

export async function fetchContentItems(request: Request) {
  return (await api<{ data: ContentItem[] }>("/api/content", { request })).data;
}

export async function saveContentItem(id: string | null, input: ContentItemInput) {
  const response = await api<{ data: ContentItem }>(id ? `/api/content/${encodeURIComponent(id)}` : "/api/content", {
    method: id ? "PUT" : "POST",
    json: input,
  });
  return response.data;
}

export function deleteContentItem(id: string) {
  return api(`/api/content/${encodeURIComponent(id)}`, { method: "DELETE" });
}
