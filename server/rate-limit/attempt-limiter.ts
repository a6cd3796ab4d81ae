import { createHash } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { DatabaseHandle } from "../db/client.ts";
import { rateLimitCounters } from "../db/schema.ts";

/**
 * Every rate limit of the site (forms, newsletter, sign-in, and any attempt limit added later) counts
 * through this one small interface, so the limit configured is the limit for the whole site:
 * - with DATABASE_URL, in PostgreSQL (the `rate_limit_counters` table, one atomic upsert per attempt,
 *   rate-limiter-flexible's Drizzle store), shared by every app instance;
 * - on the embedded database (one process by construction), in memory.
 * Windows are fixed: the first attempt opens a window of `windowMs`; past `limit` attempts in it a
 * key is refused until it ends, and the wait is exactly what is left of it (Retry-After).
 * See docs/decisions/024-shared-rate-limits.md.
 */
export interface AttemptLimiter {
  /**
   * Counts one attempt for `key` and says whether it may go ahead (refused past the limit), in one
   * atomic step: count before slow work (a password check), so parallel attempts on any instance
   * cannot all slip under the limit, and `forget` it afterwards if it should not count.
   */
  hit(key: string): Promise<RateLimitDecision>;
  /** Milliseconds until `key` may try again (0: it is under the limit), counting nothing. */
  retryAfterMs(key: string): Promise<number>;
  /** Attempts counted for `key` in its current window. */
  count(key: string): Promise<number>;
  /** Takes back one counted attempt that turned out not to count (e.g. the right password). */
  forget(key: string): Promise<void>;
  /** Forgets every attempt of `key`. */
  clear(key: string): Promise<void>;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the key may try again (0 when allowed). */
  retryAfterSeconds: number;
}

export interface LimitOptions {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

/** Where one app's limiters count: `limiter(name, …)` returns the same limiter for the same name. */
export interface RateLimitStore {
  readonly shared: boolean;
  limiter(name: string, options: LimitOptions): AttemptLimiter;
}

export function createRateLimitStore(database: Pick<DatabaseHandle, "kind" | "db">): RateLimitStore {
  const shared = database.kind === "postgres";
  const limiters = new Map<string, AttemptLimiter>();
  return {
    shared,
    limiter(name, { limit, windowMs }) {
      // The options are part of the name: tests (and reconfiguration) may ask for the same purpose with another limit.
      const id = `${name}:${limit}:${windowMs}`;
      let limiter = limiters.get(id);
      if (!limiter) {
        const options = { keyPrefix: name, points: limit, duration: Math.max(1, Math.round(windowMs / 1000)) };
        limiter = new FlexibleAttemptLimiter(
          shared
            ? // Expired rows are removed by the hourly housekeeping (server/db/maintenance.ts), once for all instances.
              new RateLimiterDrizzle({ ...options, storeClient: database.db, schema: rateLimitCounters, clearExpiredByTimeout: false })
            : new RateLimiterMemory(options),
          limit,
        );
        limiters.set(id, limiter);
      }
      return limiter;
    },
  };
}

/** Keys as stored: long ones (an email address may be 254 characters) by their SHA-256, to fit the column with any prefix. */
const storedKey = (key: string) => (key.length <= 120 ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`);

class FlexibleAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly limit: number,
  ) {}

  async hit(key: string): Promise<RateLimitDecision> {
    try {
      await this.limiter.consume(storedKey(key), 1);
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (rejection) {
      // Over the limit is an answer; anything else (the database failing) is an error for the caller.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  }

  async retryAfterMs(key: string): Promise<number> {
    const state = await this.limiter.get(storedKey(key));
    if (!state || state.consumedPoints < this.limit) return 0;
    return Math.max(1, state.msBeforeNext);
  }

  async count(key: string): Promise<number> {
    return (await this.limiter.get(storedKey(key)))?.consumedPoints ?? 0;
  }

  async forget(key: string): Promise<void> {
    await this.limiter.reward(storedKey(key), 1);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(storedKey(key));
  }
}
