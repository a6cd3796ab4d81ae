/**
 * The Markdown dialect of post bodies (CommonMark + GFM tables, strikethrough and autolinks), shared by
 * the server's renderer (app/features/blog/post-body.server.ts) and the admin editor, which parse with
 * the same library (markdown-it) and these options, so the editor shows what readers will see.
 * docs/decisions: post bodies in Markdown.
 */
export const MARKDOWN_OPTIONS = {
  /** Raw HTML is never passed through: `<b>` in a post shows as the text "<b>". */
  html: false,
  /** A single line break inside a paragraph is a line break (SPEC §2 "content with line breaks preserved"). */
  breaks: true,
  /** Bare web addresses become links (GFM's autolinks). */
  linkify: true,
  /** Quotes and dashes stay as typed. */
  typographer: false,
} as const;

/** Link targets a post may use: web pages, email, phone, and paths or anchors on this site. */
export function isAllowedLinkUrl(url: string): boolean {
  const value = url.trim();
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return /^\S+$/.test(value);
  // A path on this site ("/services/seo") or an anchor ("#pricing"); "//host" is another site, so it needs a scheme.
  return /^(\/(?!\/)|#)\S*$/.test(value);
}

/** Image sources a post may use: a path on this site (/uploads/…, /images/…) or an http(s) address. Never data: or javascript:. */
export function isAllowedImageUrl(url: string): boolean {
  return /^https?:\/\/\S+$/i.test(url) || /^\/(?!\/)[^\s\\]*$/.test(url);
}

/** Words in a post, as readers count them (for the editor's word count and reading time). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time at 200 words a minute (the usual figure for web articles), at least one minute, e.g. "6 min read". */
export function readingTime(words: number): string {
  return `${Math.max(1, Math.round(words / 200))} min read`;
}
