import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { NOT_FOUND_MESSAGE, UNAUTHORIZED_MESSAGE } from "#contracts/api-error.ts";
import { outbox } from "../db/schema.ts";
import { type OutboxBacklog, observeRequest, renderMetrics, setScrapedValues } from "../metrics/metrics.ts";
import type { AppServices } from "../services.ts";

/**
 * GET /metrics in Prometheus's text format (server/metrics/metrics.ts has what is counted).
 * Off unless METRICS_TOKEN is set (404, as if it did not exist); then only with
 * `Authorization: Bearer <METRICS_TOKEN>`. Every answered request is counted by its route pattern.
 */
export function registerMetrics(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    observeRequest(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
  });

  const token = app.services.config.metricsToken;
  app.get("/metrics", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!token) return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
    if (!hasToken(request.headers.authorization, token)) {
      return reply.status(401).header("www-authenticate", 'Bearer realm="metrics"').send({ message: UNAUTHORIZED_MESSAGE });
    }
    setScrapedValues({ outbox: await outboxBacklog(app.services), pools: app.services.database.poolStats?.() ?? [] });
    const { contentType, body } = await renderMetrics();
    return reply.type(contentType).send(body);
  });
}

/** The route's pattern, so /api/blog/123 and /api/blog/456 count as one; URLs no route matched as one. */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? "unmatched";
}

function hasToken(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization?.match(/^Bearer (.+)$/i)?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Pending and failed outbox rows and the oldest pending one's age; undefined when the database does not answer. */
async function outboxBacklog(services: AppServices): Promise<OutboxBacklog | undefined> {
  try {
    const rows = await services.db
      .select({
        status: outbox.status,
        count: sql<number>`count(*)::int`,
        oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
      })
      .from(outbox)
      .where(sql`${outbox.status} in ('pending', 'failed')`)
      .groupBy(outbox.status);
    const pending = rows.find((row) => row.status === "pending");
    const failed = rows.find((row) => row.status === "failed");
    return { pending: pending?.count ?? 0, failed: failed?.count ?? 0, oldestPendingSeconds: pending?.oldestSeconds ?? 0 };
  } catch {
    return undefined;
  }
}
