import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { type $ZodType, type JSONSchema, safeParse } from "zod/v4/core";
import { site } from "#contracts/site.ts";
import { ADMIN_SECURITY_SCHEME } from "./auth.ts";
import { API_DOCS_PREFIX } from "./route-contracts.ts";

/** Where the OpenAPI document is served; the reference page reads the same document. */
export const OPENAPI_DOCUMENT_PATH = "/api/openapi.json";

/**
 * The API's documentation, generated from the route contracts (plugins/route-contracts.ts): an
 * OpenAPI 3.1 document at /api/openapi.json and a reference page at /api/docs (Swagger UI, served from
 * the npm package: no request leaves this site). Register before the routes: it collects them as
 * they are added.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${site.brand} API`,
        version: "1.0.0",
        description: [
          `The API behind the ${site.brand} website and admin panel. Requests and answers are JSON unless an endpoint says otherwise.`,
          "Every refusal answers `{ message, errors? }` with a 4xx status: `message` is a sentence to show, `errors` one message per field.",
          "Admin endpoints need `Authorization: Bearer <token>`, the token from `POST /api/admin/login`; without a valid one they answer 401.",
        ].join("\n\n"),
      },
      components: {
        securitySchemes: {
          [ADMIN_SECURITY_SCHEME]: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "The token from POST /api/admin/login (valid 8 hours, or 30 days with `remember`).",
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { override: optionalWhereAbsentIsAccepted } }),
  });

  app.get(
    OPENAPI_DOCUMENT_PATH,
    { schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return app.swagger() as unknown as Record<string, unknown>;
    },
  );

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: "list", deepLinking: true, tryItOutEnabled: false },
    // Swagger UI's only outside service (an online validator badge) stays off: nothing leaves this site.
    validatorUrl: false,
    theme: { title: `${site.brand} API reference` },
  });
}

/**
 * Fields with a default (`z.preprocess` fills in a blank category, today's date, an empty tag list…)
 * accept being left out, but Zod lists them as required: the reference says what the API accepts.
 */
function optionalWhereAbsentIsAccepted({ zodSchema, jsonSchema }: { zodSchema: $ZodType; jsonSchema: JSONSchema.BaseSchema }) {
  const { def } = zodSchema._zod;
  if (def.type !== "object" || !Array.isArray(jsonSchema.required)) return;
  const shape = (def as unknown as { shape: Record<string, $ZodType> }).shape;
  jsonSchema.required = jsonSchema.required.filter((key) => !shape[key] || !safeParse(shape[key], undefined).success);
  if (jsonSchema.required.length === 0) delete jsonSchema.required;
}
