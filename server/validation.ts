import type { z } from "zod";
import { badRequest } from "./http-error.ts";

/**
 * Parses a request body with a shared contract. Bad input becomes a 400 whose `message` is the first
 * problem in plain words and whose `errors` maps each field to its message, for forms to show.
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "body";
    errors[field] ??= issue.message;
  }
  throw badRequest(result.error.issues[0]?.message ?? "The request is not valid.", errors);
}
