import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ApiError } from "#contracts/api-error.ts";
import { HONEYPOT_FIELD } from "#contracts/honeypot.ts";
import { badRequest } from "./http-error.ts";

/**
 * A failed validation as the API answers it: the first problem as `message`, and one message per
 * field (the first problem of each) in `errors`, left out when no field is to blame (e.g. a body
 * that is not an object at all).
 */
export function validationFailure(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): ApiError {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.path.length > 0) errors[String(issue.path[0])] ??= issue.message;
  }
  const message = issues[0]?.message || "The request is not valid.";
  return Object.keys(errors).length > 0 ? { message, errors } : { message };
}

/** True when a public form's hidden honeypot field came back filled in: a bot, not a person. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/**
 * Validates a form posted to a route action (no JavaScript) with the same Zod schema as its API
 * route, or throws a 400 `{ message, errors }` whose messages are the schema's own. API routes
 * validate through their route schema instead (server/plugins/route-contracts.ts).
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const failure = validationFailure(result.error.issues);
    throw badRequest(failure.message, failure.errors);
  }
  return result.data;
}

/**
 * A change (PUT) keeps what it leaves out: a `preValidation` hook that gives the fields of `keys` left
 * out of the body (absent or null) their stored values before the body is validated. Without it, a
 * client sending only what it changes published a draft (a missing status reads as the default,
 * 'published'), renamed a portfolio item 'Portfolio Item' or moved a post's date to today. Fields sent
 * follow the rules of creation (empty: the default). An unknown id is left to the route (404).
 */
export function keepLeftOutFields<Stored extends object>(
  params: z.ZodType<{ id: string }>,
  keys: readonly (keyof Stored & string)[],
  load: (id: string) => Promise<Stored | null>,
) {
  return async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | null;
    if (typeof body !== "object" || body === null || Array.isArray(body)) return;
    const leftOut = keys.filter((key) => body[key] === undefined || body[key] === null);
    const id = params.safeParse(request.params);
    if (leftOut.length === 0 || !id.success) return;
    const stored = await load(id.data.id);
    if (!stored) return;
    for (const key of leftOut) body[key] = stored[key];
  };
}
