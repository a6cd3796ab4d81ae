import { api, apiWithHeaders, type UploadHandle } from "#app/lib/admin-api.ts";
import { type MediaItem, type MediaUpdate, type MediaUploadAnswer, MEDIA_PAGE_SIZE, MEDIA_TOTAL_HEADER } from "#contracts/media.ts";
import { sendImage } from "#app/lib/upload-image.ts";

/** The media library's API (GET/POST /api/media, PATCH/DELETE /api/media/{id}) through the one API client. */

export interface MediaPage {
  items: MediaItem[];
  /** How many images match, over all pages (the X-Total-Count header). */
  total: number;
  page: number;
  pageSize: number;
}

export interface MediaQuery {
  q: string;
  page: number;
}

/** The library's query in a page's URL: `?q=` and `?page=`. */
export function readMediaQuery(params: URLSearchParams): MediaQuery {
  const page = Number(params.get("page"));
  return { q: params.get("q")?.trim() ?? "", page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export async function fetchMediaPage(query: MediaQuery, request?: Request): Promise<MediaPage> {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  const { data, headers } = await apiWithHeaders<MediaItem[]>(`/api/media${search ? `?${search}` : ""}`, { request });
  const total = Number(headers.get(MEDIA_TOTAL_HEADER));
  return { items: data, total: Number.isFinite(total) ? total : data.length, page: query.page, pageSize: MEDIA_PAGE_SIZE };
}

export function updateMediaItem(id: string, update: MediaUpdate) {
  return api<MediaItem>(`/api/media/${encodeURIComponent(id)}`, { method: "PATCH", json: update });
}

export function deleteMediaItem(id: string) {
  return api(`/api/media/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Adds one image to the library (with its alt text, if given), reporting progress; resolves with its entry, new or already there. */
export function uploadToLibrary(file: File, alt: string, onProgress: (percent: number) => void): UploadHandle<MediaUploadAnswer> {
  return sendImage<MediaUploadAnswer>("/api/media", file, onProgress, alt);
}
