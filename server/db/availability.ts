import { randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { SERVICE_UNAVAILABLE_MESSAGES } from "#contracts/service-unavailable.ts";
import { countDatabaseRefusal } from "../metrics/metrics.ts";
import type { DatabaseHandle } from "./client.ts";
import { rowsOf } from "./query-helpers.ts";
import { DATABASE_BUSY_CODE } from "./embedded.ts";

/**
 * When the database cannot serve a request, the visitor gets a 503 that says so (with Retry-After),
 * never a 500 'Something went wrong', and the operator gets one log line per episode with the cause,
 * not one stack per request. Three kinds of trouble:
 * - unreachable: the server is restarting, failing over, or killed our session;
 * - busy: every pooled connection is taken and none came free in time, or the embedded database's
 *   queue is full (a flood);
 * - cannot-write: the disk is full, the storage or the server is read-only. Reads may still work,
 *   so /api/ready fails until a write probe succeeds again (server/plugins/readiness.ts).
 */
export type DatabaseTrouble = "unreachable" | "busy" | "cannot-write";

export interface Refusal {
  trouble: DatabaseTrouble;
  message: string;
  retryAfterSeconds: number;
}

const REFUSALS: Record<DatabaseTrouble, Omit<Refusal, "trouble">> = {
  unreachable: { message: SERVICE_UNAVAILABLE_MESSAGES.unreachable, retryAfterSeconds: 10 },
  busy: { message: SERVICE_UNAVAILABLE_MESSAGES.busy, retryAfterSeconds: 5 },
  "cannot-write": { message: SERVICE_UNAVAILABLE_MESSAGES.cannotWrite, retryAfterSeconds: 60 },
};

/** PostgreSQL error codes (SQLSTATE) by trouble. Class 08 (connection exception) is unreachable too. */
const CANNOT_WRITE_CODES = new Set([
  "53100", // disk_full
  "25006", // read_only_sql_transaction: a standby after failover, or default_transaction_read_only
  "58030", // io_error
]);
const BUSY_CODES = new Set([
  "53300", // too_many_connections
  "53400", // configuration_limit_exceeded
  DATABASE_BUSY_CODE, // the embedded database's queue is full (server/db/embedded.ts)
]);
const UNREACHABLE_CODES = new Set([
  "57P01", // admin_shutdown: the server is stopping, or pg_terminate_backend
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** What node-postgres and PGlite say (without a code) when a connection is gone or cannot be had. */
const UNREACHABLE_MESSAGES = /Connection terminated|not queryable|Client was closed|PGlite is closed|Cannot use a pool after calling end/i;
const BUSY_MESSAGES = /timeout exceeded when trying to connect/i;
const CANNOT_WRITE_MESSAGES = /No space left on device|Read-only file system|could not (write|extend|create|open) file .*Permission denied/i;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error, its causes (Drizzle wraps the driver's error) and the parts of an AggregateError. */
function* errorChain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== "object" || depth > 8) return;
  const item = error as ErrorLike;
  yield item;
  if (Array.isArray(item.errors)) for (const inner of item.errors) yield* errorChain(inner, depth + 1);
  yield* errorChain(item.cause, depth + 1);
}

/** Which database trouble `error` shows, if any. */
export function classifyDatabaseError(error: unknown): DatabaseTrouble | undefined {
  for (const item of errorChain(error)) {
    const code = typeof item.code === "string" ? item.code : "";
    const message = typeof item.message === "string" ? item.message : "";
    if (CANNOT_WRITE_CODES.has(code) || CANNOT_WRITE_MESSAGES.test(message)) return "cannot-write";
    if (BUSY_CODES.has(code) || BUSY_MESSAGES.test(message)) return "busy";
    if (UNREACHABLE_CODES.has(code) || code.startsWith("08") || UNREACHABLE_MESSAGES.test(message)) return "unreachable";
  }
  return undefined;
}

/**
 * The innermost cause, for the log: the driver's code and message. Never the query wrapper, whose
 * message carries the query's parameters (what a visitor typed).
 */
export function describeCause(error: unknown): { code?: string; message: string } {
  let innermost: ErrorLike | undefined;
  for (const item of errorChain(error)) innermost = item;
  const code = typeof innermost?.code === "string" ? innermost.code : undefined;
  const message = typeof innermost?.message === "string" ? innermost.message : String(innermost ?? error);
  return { code, message: message.slice(0, 500) };
}

export interface AvailabilityLogger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** A refusal more than this long after the last one starts a new episode (and a new log line). */
const EPISODE_QUIET_MS = 60_000;

interface Episode {
  startedAt: number;
  lastAt: number;
  refused: number;
}

/**
 * Turns database errors into refusals and keeps the log to one line per episode of trouble. One per
 * app (server/services.ts); the error handler and the form actions ask it about every error.
 */
export class DatabaseAvailability {
  private readonly episodes = new Map<DatabaseTrouble, Episode>();
  private log: AvailabilityLogger = console;

  constructor(private readonly now: () => number = Date.now) {}

  /** Where episodes are logged (the app's logger, once it exists). */
  useLogger(log: AvailabilityLogger) {
    this.log = log;
  }

  /**
   * The 503 to answer when `error` is database trouble (counted, and logged if it starts an
   * episode); undefined for any other error.
   */
  refuse(error: unknown): Refusal | undefined {
    const trouble = classifyDatabaseError(error);
    if (!trouble) return undefined;
    countDatabaseRefusal(trouble);
    this.record(trouble, error, 1);
    return { trouble, ...REFUSALS[trouble] };
  }

  /**
   * Background work (the outbox, scheduled publishing, housekeeping) met `error`: when it is database
   * trouble, it belongs to the same episode as the requests' refusals, so an outage is one log line
   * whichever meets it first. False for any other error, which the caller logs itself.
   */
  noticed(error: unknown): boolean {
    const trouble = classifyDatabaseError(error);
    if (!trouble) return false;
    this.record(trouble, error, 0);
    return true;
  }

  /** Starts an episode (and logs it) or extends the current one; `refusedRequests` is 1 for a request answered 503. */
  private record(trouble: DatabaseTrouble, error: unknown, refusedRequests: 0 | 1) {
    const now = this.now();
    const episode = this.episodes.get(trouble);
    // Storage trouble lasts until a write works again; the others end once they stop happening.
    const ended = episode && trouble !== "cannot-write" && now - episode.lastAt > EPISODE_QUIET_MS;
    if (episode && !ended) {
      episode.lastAt = now;
      episode.refused += refusedRequests;
      return;
    }
    this.episodes.set(trouble, { startedAt: now, lastAt: now, refused: refusedRequests });
    const details = { trouble, cause: describeCause(error) };
    if (trouble === "busy") {
      this.log.warn(details, "database: every connection is busy; answering 503 until one comes free (DATABASE_POOL_MAX)");
    } else if (trouble === "unreachable") {
      this.log.error(details, "database: unreachable; answering 503 and reconnecting");
    } else {
      this.log.error(details, "database: cannot store anything (disk full or read-only); answering 503 and failing /api/ready until writes work");
    }
  }

  /** True while writes are known to fail (until `recovered("cannot-write")`). */
  get cannotWrite(): boolean {
    return this.episodes.has("cannot-write");
  }

  /** The database answered again: ends the episode, with a line saying how long it lasted. */
  recovered(trouble: DatabaseTrouble) {
    const episode = this.episodes.get(trouble);
    if (!episode) return;
    this.episodes.delete(trouble);
    this.log.info(
      { trouble, refusedRequests: episode.refused, seconds: Math.round((this.now() - episode.startedAt) / 1000) },
      "database: working again",
    );
  }
}

/**
 * Whether the database can store something right now, for /api/ready while writes are failing:
 * the session is not read-only (a standby after failover), and for the embedded database, its
 * data directory takes a small file (disk full, read-only mount). Throws the failure.
 */
export async function probeWrites(database: DatabaseHandle, dataDir: string): Promise<void> {
  const rows = rowsOf<{ transaction_read_only: string }>(await database.db.execute(sql`SHOW transaction_read_only`));
  if (rows[0]?.transaction_read_only === "on") {
    throw Object.assign(new Error("the database session is read-only"), { code: "25006" });
  }
  if (database.kind === "pglite" && !dataDir.startsWith("memory://")) {
    // Enough to need fresh blocks on any file system; removed at once.
    const probe = path.join(dataDir, `.write-probe-${randomUUID()}`);
    try {
      await writeFile(probe, Buffer.alloc(PROBE_BYTES), { flush: true });
    } finally {
      await rm(probe, { force: true });
    }
  }
}

const PROBE_BYTES = 256 * 1024;
