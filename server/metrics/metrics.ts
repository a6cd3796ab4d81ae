import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../db/client.ts";

/**
 * The process's Prometheus metrics, served by GET /metrics (server/plugins/metrics.ts). Code that
 * has something to count calls one of the small functions below; none of them needs the app, so the
 * page cache, the rate limits, the database and the outbox can count where things happen.
 *
 * One registry per process (an instance is one process), kept on globalThis so the development
 * server's module reloads do not register everything twice.
 */

const METRICS_KEY = Symbol.for("vistaar.metrics");

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: "vistaar_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "vistaar_http_request_duration_seconds",
      help: "Time from receiving a request to the end of its answer, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: "vistaar_page_cache_requests_total",
      help: "Cacheable public pages and API answers, by what kind and whether the cache had them",
      labelNames: ["kind", "result"] as const,
      registers: [registry],
    }),
    rateLimitRejections: new Counter({
      name: "vistaar_rate_limit_rejections_total",
      help: "Requests refused with 429 by a rate limit, by limit",
      labelNames: ["limit"] as const,
      registers: [registry],
    }),
    databaseRefusals: new Counter({
      name: "vistaar_database_refusals_total",
      help: "Requests answered 503 because the database could not serve them, by trouble",
      labelNames: ["trouble"] as const,
      registers: [registry],
    }),
    outboxDeliveries: new Counter({
      name: "vistaar_outbox_deliveries_total",
      help: "Outbox delivery attempts by this process, by kind (email, webhook) and outcome (sent, retrying, failed)",
      labelNames: ["kind", "outcome"] as const,
      registers: [registry],
    }),
    outboxMessages: new Gauge({
      name: "vistaar_outbox_messages",
      help: "Outbox messages waiting to be delivered (pending) or given up on (failed), across every instance",
      labelNames: ["status"] as const,
      registers: [registry],
    }),
    outboxOldestPending: new Gauge({
      name: "vistaar_outbox_oldest_pending_age_seconds",
      help: "Age of the oldest message still waiting in the outbox (0 when none is)",
      registers: [registry],
    }),
    poolConnections: new Gauge({
      name: "vistaar_database_pool_connections",
      help: "PostgreSQL connections of this process by pool and state (in_use, idle, max); waiting counts queries queued for one",
      labelNames: ["pool", "state"] as const,
      registers: [registry],
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;

function metrics(): Metrics {
  const holder = globalThis as typeof globalThis & { [METRICS_KEY]?: Metrics };
  holder[METRICS_KEY] ??= createMetrics();
  return holder[METRICS_KEY];
}

/** One answered request. `route` is the route's pattern (e.g. /api/blog/:id), never the raw URL. */
export function observeRequest(method: string, route: string, status: number, seconds: number) {
  const labels = { method, route, status: String(status) };
  metrics().httpRequests.inc(labels);
  metrics().httpDuration.observe(labels, seconds);
}

/** A cacheable public page (kind "page") or API answer ("api") served from the cache or built afresh. */
export function countPageCache(kind: "page" | "api", result: "hit" | "miss") {
  metrics().pageCache.inc({ kind, result });
}

/** A request refused by a rate limit (e.g. "contact", "newsletter", "login"). */
export function countRateLimitRejection(limit: string) {
  metrics().rateLimitRejections.inc({ limit });
}

/** A request answered 503 because of database trouble (server/db/availability.ts). */
export function countDatabaseRefusal(trouble: string) {
  metrics().databaseRefusals.inc({ trouble });
}

/** One outbox delivery attempt by this process. */
export function countOutboxDelivery(kind: string, outcome: "sent" | "retrying" | "failed") {
  metrics().outboxDeliveries.inc({ kind, outcome });
}

export interface OutboxBacklog {
  pending: number;
  failed: number;
  oldestPendingSeconds: number;
}

/**
 * What a scrape reads from the database and the pools just before it renders. The outbox figures
 * keep their last values when the database did not answer.
 */
export function setScrapedValues(values: { outbox?: OutboxBacklog; pools: PoolStats[] }) {
  const { outboxMessages, outboxOldestPending, poolConnections } = metrics();
  if (values.outbox) {
    outboxMessages.set({ status: "pending" }, values.outbox.pending);
    outboxMessages.set({ status: "failed" }, values.outbox.failed);
    outboxOldestPending.set(values.outbox.oldestPendingSeconds);
  }
  for (const pool of values.pools) {
    poolConnections.set({ pool: pool.pool, state: "in_use" }, pool.total - pool.idle);
    poolConnections.set({ pool: pool.pool, state: "idle" }, pool.idle);
    poolConnections.set({ pool: pool.pool, state: "waiting" }, pool.waiting);
    poolConnections.set({ pool: pool.pool, state: "max" }, pool.max);
  }
}

/** Everything in Prometheus's text format. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
