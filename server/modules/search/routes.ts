import type { FastifyReply, FastifyRequest } from "fastify";
import { searchQuerySchema, searchResponseSchema } from "#contracts/search.ts";
import { SEARCH_MESSAGES } from "#contracts/search-constants.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { clientKey } from "../../rate-limit/client-key.ts";
import { searchSite } from "./service.ts";

const MINUTE_MS = 60_000;
/** Searches a minute per client address: a person typing and refining never comes near it; a scraper does. */
export const SEARCHES_PER_MINUTE = 60;

/**
 * GET /api/search?q= (issue 15): the /search page's results as JSON. Rate limited per client address
 * in the app's shared store (PostgreSQL with DATABASE_URL). The query is never logged (server/app.ts
 * redacts `q` from request URLs).
 */
export default async function searchRoutes(app: ApiInstance) {
  const { db, rateLimits } = app.services;
  const limiter = rateLimits.limiter("search-address", { limit: SEARCHES_PER_MINUTE, windowMs: MINUTE_MS });

  app.get(
    "/search",
    {
      schema: {
        tags: ["Search"],
        summary: "Search the site: published posts, service pages, case studies and portfolio items",
        description: `At most ${SEARCHES_PER_MINUTE} searches a minute per client address (429 with Retry-After past it). An empty or overlong \`q\` is a 400.`,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
      onRequest: async function limitSearches(request: FastifyRequest, reply: FastifyReply) {
        const decision = await limiter.hit(clientKey(request.ip));
        if (decision.allowed) return;
        return reply.status(429).header("retry-after", String(decision.retryAfterSeconds)).send({ message: SEARCH_MESSAGES.rateLimited });
      },
    },
    async (request) => searchSite(db, request.query.q),
  );
}
