/**
 * Public forms send a key made when the form renders, so a retried submission (a lost reply, a
 * double click) is answered with the first result instead of being stored twice
 * (server/idempotency/run-once.ts): the hidden field `IDEMPOTENCY_FIELD` for forms posted without
 * JavaScript, the `Idempotency-Key` header for the JSON API. Without Zod, so the forms on every public
 * page can import them; `contracts/idempotency.ts` re-exports them next to the schemas.
 */
export const IDEMPOTENCY_FIELD = "idempotencyKey";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

export const IDEMPOTENCY_KEY_MESSAGE = "The Idempotency-Key header must be 16 to 100 letters, digits, '-' or '_'.";

/** 32 random hex characters: made in the browser (any context, secure or not) and on the server. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
