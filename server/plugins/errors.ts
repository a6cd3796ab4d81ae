import type { FastifyError, FastifyInstance } from "fastify";
import { GENERIC_ERROR_MESSAGE, TOO_MANY_REQUESTS_MESSAGE, type ApiError } from "#contracts/api-error.ts";
import { HttpError } from "../http-error.ts";
import { NUL_CHARACTER_MESSAGE } from "./reject-nul.ts";

/** PostgreSQL: invalid byte sequence for the encoding, and unsupported Unicode escape (\u0000). */
const INVALID_TEXT_CODES = new Set(["22021", "22P05"]);
const causeCode = (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code ?? "");

/**
 * One error handler, one error shape: `{ message, errors? }`.
 * Client mistakes get a readable 4xx; anything else is logged and answered with a generic 500,
 * never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors } satisfies ApiError);
    }
    // Text PostgreSQL cannot store (a NUL byte, invalid UTF-8) that got past validation is still bad input.
    if (INVALID_TEXT_CODES.has((error as { code?: string }).code ?? "") || INVALID_TEXT_CODES.has(causeCode(error))) {
      return reply.status(400).send({ message: NUL_CHARACTER_MESSAGE } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: TOO_MANY_REQUESTS_MESSAGE } satisfies ApiError);
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error) } satisfies ApiError);
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE } satisfies ApiError);
  });
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) in plain words. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type. Send JSON.";
    case "FST_ERR_VALIDATION":
      return "The request is not valid.";
    default:
      return error.statusCode && error.statusCode < 500 && error.message ? error.message : GENERIC_ERROR_MESSAGE;
  }
}
