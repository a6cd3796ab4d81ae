import type { z } from "zod";
import { badRequest } from "./http-error.ts";

/** A failed validation as the API answers it: the first problem as `message`, one message per field. */
export interface ValidationFailure {
  message: string;
  errors: Record<string, string>;
}

export function validationFailure(error: z.ZodError): ValidationFailure {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? "The request is not valid.", errors };
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Validates a request body with a shared Zod schema, or throws a 400 `{ message, errors }` whose
 * messages are the schema's own (the same sentences the forms show).
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  notAnObjectMessage = "The request body must be a JSON object.",
): z.output<Schema> {
  if (!isPlainObject(body)) throw badRequest(notAnObjectMessage);
  const result = schema.safeParse(body);
  if (!result.success) {
    const failure = validationFailure(result.error);
    throw badRequest(failure.message, failure.errors);
  }
  return result.data;
}
