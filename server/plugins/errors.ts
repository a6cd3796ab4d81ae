import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from "fastify";
import { GENERIC_ERROR_MESSAGE, NOT_FOUND_MESSAGE, TOO_MANY_REQUESTS_MESSAGE, type ApiError } from "#contracts/api-error.ts";
import { UPLOAD_MESSAGES } from "#contracts/upload.ts";
import { DatabaseAvailability } from "../db/availability.ts";
import { HttpError } from "../http-error.ts";
import { FileStorageError } from "../storage/file-storage.ts";
import { validationFailure } from "../validation.ts";
import { NUL_CHARACTER_MESSAGE } from "./request-text.ts";

/** PostgreSQL: invalid byte sequence for the encoding, and unsupported Unicode escape (\u0000). */
const INVALID_TEXT_CODES = new Set(["22021", "22P05"]);
/** Object storage or the disk failed: usually a passing outage. */
const FILE_STORAGE_RETRY_AFTER_SECONDS = 10;
const causeCode = (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code ?? "");

/**
 * One error handler, one error shape: `{ message, errors? }`.
 * Client mistakes get a readable 4xx; anything else is logged and answered with a generic 500,
 * never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // The app's (it logs each episode once); an app built without services gets one of its own.
  let standalone: DatabaseAvailability | undefined;
  const availability = () => (app.hasDecorator("services") ? app.services.databaseAvailability : (standalone ??= withLogger(new DatabaseAvailability(), app)));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors } satisfies ApiError);
    }
    // A request that fails its route's schema (server/plugins/route-contracts.ts): the schema's own
    // messages, the first as `message`. A path that fails its schema, or a body whose only fault is an
    // id that is not a UUID, names nothing: 404 with the domain's not-found message.
    if (error.validation) {
      const failure = validationFailure(
        error.validation.map((issue) => ({ path: issue.instancePath.split("/").slice(1).filter(Boolean), message: issue.message ?? "" })),
      );
      if (error.validationContext === "params" || error.validation.every(namesNoRow)) {
        return reply.status(404).send({ message: failure.message } satisfies ApiError);
      }
      return reply.status(400).send(failure satisfies ApiError);
    }
    // Text PostgreSQL cannot store (a NUL byte, invalid UTF-8) that got past validation is still bad input.
    if (INVALID_TEXT_CODES.has((error as { code?: string }).code ?? "") || INVALID_TEXT_CODES.has(causeCode(error))) {
      return reply.status(400).send({ message: NUL_CHARACTER_MESSAGE } satisfies ApiError);
    }
    // The file storage failed (object storage unreachable, disk full): the request was fine, so say when to come back.
    if (error instanceof FileStorageError) {
      request.log.error({ err: error }, "file storage failed");
      return reply.status(503).header("retry-after", String(FILE_STORAGE_RETRY_AFTER_SECONDS)).send({ message: UPLOAD_MESSAGES.storageUnavailable } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: TOO_MANY_REQUESTS_MESSAGE } satisfies ApiError);
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error) } satisfies ApiError);
    }
    // The database is restarting, flooded (a full pool, the embedded database's full queue) or cannot
    // store anything: say so and when to come back (503), never a 500.
    const refusal = availability().refuse(error);
    if (refusal) {
      return reply.status(503).header("retry-after", String(refusal.retryAfterSeconds)).send({ message: refusal.message } satisfies ApiError);
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE } satisfies ApiError);
  });
  // A method no route knows (PROPFIND…): the same shape, not Fastify's "Route PROPFIND:/… not found".
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: NOT_FOUND_MESSAGE } satisfies ApiError));
}

/** What a URL the router cannot read answers (`frameworkErrors` in server/app.ts: a broken percent-escape). */
export const BAD_URL_MESSAGE = "This address is not valid.";

/** Fastify's `frameworkErrors`: errors before any route runs, in the one error shape (not Fastify's with its codes). */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(400).send({ message: BAD_URL_MESSAGE } satisfies ApiError);
}

const withLogger = (availability: DatabaseAvailability, app: FastifyInstance) => {
  availability.useLogger(app.log);
  return availability;
};

/** An id that failed `rowId` (contracts/api-schema.ts): not a UUID, so no row has it. */
const namesNoRow = (issue: FastifySchemaValidationError) => issue.keyword === "invalid_format" && issue.params.format === "guid";

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
    default:
      return error.statusCode && error.statusCode < 500 && error.message ? error.message : GENERIC_ERROR_MESSAGE;
  }
}
