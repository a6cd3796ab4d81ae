import type { FastifyInstance } from "fastify";
import { badRequest } from "../http-error.ts";

export const NUL_CHARACTER_MESSAGE = "The request contains a character that is not allowed.";

/** True when any string inside `value` (deeply) contains U+0000, which PostgreSQL text cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/**
 * Refuses, with a 400, any API request whose parameters, query or JSON body carry a NUL character:
 * PostgreSQL cannot store it, and without this check such input would fail deep in a query as a 500.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_CHARACTER_MESSAGE);
    }
  });
}
