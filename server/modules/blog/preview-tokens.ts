import { createHmac, timingSafeEqual } from "node:crypto";
import { PREVIEW_LINK_DAYS } from "#contracts/blog.ts";

/**
 * Preview links (issue 15, docs/decisions/032-editorial-preview-and-scheduling.md): a token that
 * shows one unpublished post to whoever holds it, without signing in, for PREVIEW_LINK_DAYS days.
 * Stateless: `<expiry in seconds>.<HMAC-SHA256 of post id and expiry>`, keyed by a key derived from the
 * server's secret (the one every instance shares), so any instance can check it and nothing is stored.
 * A token names no post by itself: it only works on the post it was made for.
 */

const PREVIEW_LINK_MS = PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;

/** A key for this purpose only, so a preview signature can never stand in for anything else signed with the secret. */
function previewKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("vistaar post preview links v1").digest();
}

function signature(secret: string, postId: string, expiresAtSeconds: number): string {
  return createHmac("sha256", previewKey(secret)).update(`${postId.toLowerCase()}.${expiresAtSeconds}`).digest("base64url");
}

export function createPreviewToken(secret: string, postId: string, now = new Date()): { token: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor((now.getTime() + PREVIEW_LINK_MS) / 1000);
  return { token: `${expiresAtSeconds}.${signature(secret, postId, expiresAtSeconds)}`, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** True when `token` was made for `postId` with this secret and has not expired. */
export function isValidPreviewToken(secret: string, postId: string, token: string, now = new Date()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAtSeconds = Number(match[1]);
  if (expiresAtSeconds * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, postId, expiresAtSeconds));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
