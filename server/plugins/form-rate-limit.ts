import type { FastifyReply, FastifyRequest } from "fastify";
import { TOO_MANY_REQUESTS_MESSAGE } from "#contracts/api-error.ts";
import { countRateLimitRejection } from "../metrics/metrics.ts";
import { clientKey } from "../rate-limit/client-key.ts";
import type { AppServices } from "../services.ts";

/**
 * Per-client-address limits on the public forms (contact, newsletter): FORM_RATE_LIMIT_PER_MINUTE
 * submissions a minute per address and form, whichever way they arrive (the JSON API or a route
 * action posted without JavaScript), so both paths share one counter. The address is Fastify's
 * `request.ip`, which honours TRUST_PROXY behind a reverse proxy.
 *
 * Counters live in memory: with several app instances each one counts its own share, which is the
 * usual trade-off for a spam brake (it is not a quota).
 */

export type FormName = "contact" | "newsletter";

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the address may submit again (0 when allowed). */
  retryAfterSeconds: number;
}

const WINDOW_MS = 60_000;

/** A fixed window per key: `max` hits from the first one, then refused until the window ends. */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private hitsSincePrune = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number = WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitDecision {
    const now = this.now();
    this.pruneOccasionally(now);
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.max) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000)) };
  }

  /** Drops finished windows every 1,000 hits, and keeps at most 50,000 clients (oldest first out). */
  private pruneOccasionally(now: number) {
    if (++this.hitsSincePrune < 1000) return;
    this.hitsSincePrune = 0;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size <= MAX_TRACKED_CLIENTS) break;
      this.windows.delete(key);
    }
  }
}

const MAX_TRACKED_CLIENTS = 50_000;

// One set of counters per app (tests build many apps in one process).
const limitersByApp = new WeakMap<AppServices, Map<FormName, FixedWindowLimiter>>();

/** Counts one submission of `form` from `clientIp` and says whether it may go ahead. */
export function hitFormRateLimit(services: AppServices, form: FormName, clientIp: string): RateLimitDecision {
  let limiters = limitersByApp.get(services);
  if (!limiters) {
    limiters = new Map();
    limitersByApp.set(services, limiters);
  }
  let limiter = limiters.get(form);
  if (!limiter) {
    limiter = new FixedWindowLimiter(services.config.formRateLimitPerMinute);
    limiters.set(form, limiter);
  }
  const decision = limiter.hit(clientKey(clientIp));
  if (!decision.allowed) countRateLimitRejection(form);
  return decision;
}

/** An onRequest hook for API routes: 429 `{ message }` with Retry-After once the address is over the limit. */
export function formRateLimit(form: FormName) {
  return async function limitFormSubmissions(request: FastifyRequest, reply: FastifyReply) {
    const decision = hitFormRateLimit(request.server.services, form, request.ip);
    if (decision.allowed) return;
    return reply
      .status(429)
      .header("retry-after", String(decision.retryAfterSeconds))
      .send({ message: TOO_MANY_REQUESTS_MESSAGE });
  };
}
