import type { FastifyInstance } from "fastify";
import { badRequest } from "../http-error.ts";

export const NUL_CHARACTER_MESSAGE = "The request contains a character that is not allowed.";

/** Deeper than any body an endpoint reads: schemas refuse such structures anyway. */
const MAX_DEPTH = 20;

/** True when any string or key inside `value` (deeply) passes `test`. */
function someText(value: unknown, test: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === "string") return test(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => someText(item, test, depth + 1));
  return Object.entries(value).some(([key, item]) => test(key) || someText(item, test, depth + 1));
}

/** True when any string inside `value` (deeply) contains U+0000, which PostgreSQL text cannot store. */
export const containsNul = (value: unknown) => someText(value, (text) => text.includes("\u0000"));

/** Half of a surrogate pair without its other half: not a character, and not valid UTF-8 or JSONB. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const hasLoneSurrogate = (text: string) => text.search(LONE_SURROGATE) >= 0;

/**
 * `value` with every lone UTF-16 surrogate in its strings and keys replaced by U+FFFD (�), deeply;
 * the same value when there is none.
 */
export function withWellFormedText<Value>(value: Value): Value {
  return someText(value, hasLoneSurrogate) ? replaceLoneSurrogates(value, 0) : value;
}

function replaceLoneSurrogates<Value>(value: Value, depth: number): Value {
  if (typeof value === "string") return value.replace(LONE_SURROGATE, "\uFFFD") as Value;
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => replaceLoneSurrogates(item, depth + 1)) as Value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [replaceLoneSurrogates(key, depth), replaceLoneSurrogates(item, depth + 1)]),
  ) as Value;
}

/**
 * Text every API request may carry. A NUL character is refused with a 400: PostgreSQL cannot store
 * it, and without this check it would fail deep in a query as a 500. A lone surrogate (half an emoji,
 * e.g. text cut by a script) becomes U+FFFD, as the browser does for a form posted without
 * JavaScript and as UTF-8 encoding does for text columns; left alone, PostgreSQL's JSONB (the email
 * outbox) refuses it with a 500.
 */
export function registerRequestText(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_CHARACTER_MESSAGE);
    }
    request.body = withWellFormedText(request.body);
    request.query = withWellFormedText(request.query);
    request.params = withWellFormedText(request.params);
  });
}
