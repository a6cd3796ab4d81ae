import { createHmac, timingSafeEqual } from "node:crypto";
import { PREVIEW_LINK_DAYS } from "#contracts/blog.ts";

/**
 * Preview links (issue 15, docs/decisions/032-editorial-preview-and-scheduling.md): a token that
 * shows one unpublished post to whoever holds it, without signing in, for PREVIEW_LINK_DAYS days.
 * Stateless: `<expiry in seconds>.<HMAC-SHA256 of post id and expiry>`, keyed by a key derived from the
 * server's secret (the one every instance shares), so any instance can check it and nothing is stored.
 * A token names no post by itself: it only works on the post it was made for.
 * The post's `previewLinksGeneration` is signed in too: 'Stop earlier links' raises it, and every link
 * made before stops working (docs/decisions/073).
 */

const PREVIEW_LINK_MS = PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;

/** A key for this purpose only, so a preview signature can never stand in for anything else signed with the secret. */
function previewKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("vistaar post preview links v1").digest();
}

/** Which post's links, and which generation of them: `generation` is the post's `previewLinksGeneration`. */
export interface PreviewSubject {
  postId: string;
  generation: number;
}

function signature(secret: string, { postId, generation }: PreviewSubject, expiresAtSeconds: number): string {
  // Generation 0 signs what links signed before generations existed, so those keep working until stopped.
  const signed = generation === 0 ? `${postId.toLowerCase()}.${expiresAtSeconds}` : `${postId.toLowerCase()}.${expiresAtSeconds}.${generation}`;
  return createHmac("sha256", previewKey(secret)).update(signed).digest("base64url");
}

export function createPreviewToken(secret: string, subject: PreviewSubject, now = new Date()): { token: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor((now.getTime() + PREVIEW_LINK_MS) / 1000);
  return { token: `${expiresAtSeconds}.${signature(secret, subject, expiresAtSeconds)}`, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** True when `token` was made for this post and generation with this secret and has not expired. */
export function isValidPreviewToken(secret: string, subject: PreviewSubject, token: string, now = new Date()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAtSeconds = Number(match[1]);
  if (expiresAtSeconds * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, subject, expiresAtSeconds));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
