import { RESPONSIVE_WIDTHS } from "#contracts/upload.ts";

/**
 * SPEC §3 "Image paths", in one place: a full URL (starting with http) is used as is; a path starting
 * with /uploads/ is prefixed with the backend host; anything else is used as is.
 * Our backend is this same origin, so its host prefix is empty and uploads stay relative (which also
 * keeps them working behind any domain or proxy). Set BACKEND_HOST if the API ever moves elsewhere.
 */
const BACKEND_HOST = "";

export function resolveImageUrl(path: string | null | undefined): string {
  if (!path) return "";
  if (path.startsWith("http")) return path;
  if (path.startsWith("/uploads/")) return `${BACKEND_HOST}${path}`;
  return path;
}

/** The width of the stored original: uploads are capped at 2000 px, the demo artwork is 1200 px. */
const ORIGINAL_WIDTH = { uploads: 2000, artwork: 1200 } as const;

/**
 * `srcset` for images we know come in smaller copies (`<name>-480.webp`, `<name>-960.webp`): uploaded
 * images and the demo artwork. Anything else (an external URL, an old path) gets none.
 */
export function imageSrcSet(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  const kind = /^\/uploads\/[0-9a-f]{32}\.webp$/.test(path)
    ? "uploads"
    : /^\/images\/(blog|portfolio)\/[a-z0-9-]+\.webp$/.test(path)
      ? "artwork"
      : null;
  if (!kind) return undefined;
  const url = resolveImageUrl(path);
  const base = url.slice(0, -".webp".length);
  return [...RESPONSIVE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`), `${url} ${ORIGINAL_WIDTH[kind]}w`].join(", ");
}
