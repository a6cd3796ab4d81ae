import type { FastifyBaseLogger, FastifyInstance, FastifySchema, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { $ZodType } from "zod/v4/core";
import { apiErrorSchema } from "#contracts/api-schema.ts";

/**
 * Route contracts: every /api route declares its params, query, body and responses with the Zod
 * schemas in `contracts/`. The same schema validates the request (its messages are SPEC's, mapped to
 * `{ message, errors }` in plugins/errors.ts), serializes the answer (fields outside the schema never
 * leave the server) and documents the route in /api/openapi.json (plugins/api-docs.ts).
 */

/** A Fastify instance whose route handlers are typed by their Zod schemas. */
export type ApiInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** The reference page's own files (Swagger UI) are served under /api/docs and are not API routes. */
export const API_DOCS_PREFIX = "/api/docs";

const streamedBodies = new WeakSet<object>();

/**
 * Marks a multipart body schema as documentation only: the route reads the parts itself as they
 * stream in (with its own size limits), so there is no parsed body to validate beforehand.
 */
export function streamedMultipartBody<Schema extends object>(schema: Schema): Schema {
  streamedBodies.add(schema);
  return schema;
}

type RouteSchema = Omit<FastifySchema, "response"> & { hide?: boolean; response?: Record<string, unknown> };

/** What an /api route's contract lacks, or null when it declares everything it takes and answers. */
export function missingContract(route: { method: string | string[]; url: string; schema?: FastifySchema }): string | null {
  if (!isApiRoute(route.url)) return null;
  const schema = route.schema as RouteSchema | undefined;
  if (!schema?.response) return "declares no response schema";
  if (route.url.includes(":") && !schema.params) return "has path parameters but no params schema";
  // A hidden route is no endpoint (the JSON 404 for unknown /api paths): it only answers.
  if (schema.hide) return null;
  const methods = [route.method].flat();
  if (methods.some((method) => ["POST", "PUT", "PATCH"].includes(method)) && !schema.body) return "takes a body but declares no body schema";
  return null;
}

const isApiRoute = (url: string) => (url === "/api" || url.startsWith("/api/")) && !url.startsWith(API_DOCS_PREFIX);

export function registerRouteContracts(app: FastifyInstance) {
  app.setValidatorCompiler<$ZodType>((route) => (streamedBodies.has(route.schema) ? () => true : validatorCompiler(route)));
  app.setSerializerCompiler(serializerCompiler);

  app.addHook("onRoute", (route) => {
    const problem = missingContract(route);
    // A route without a contract is a programming error: refuse to start rather than serve it.
    if (problem) throw new Error(`${[route.method].flat().join(",")} ${route.url} ${problem} (see server/plugins/route-contracts.ts)`);
    if (!isApiRoute(route.url)) return;
    // Every refusal and failure answers the one error shape: declared once here for every route.
    const response = (route.schema as RouteSchema).response!;
    response["4xx"] ??= apiErrorSchema;
    response["5xx"] ??= apiErrorSchema;
  });
}
