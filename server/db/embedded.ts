import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import lockfile from "proper-lockfile";
import { MIGRATIONS_DIR, PROJECT_ROOT } from "../project-root.ts";
import type { Database, DatabaseHandle } from "./client.ts";
import { createDatabaseFiles } from "./embedded-files.ts";
import * as schema from "./schema.ts";

/**
 * The embedded database (PGlite, PostgreSQL in WebAssembly) runs in a worker thread
 * (embedded-worker.mjs): its queries never hold up the event loop that answers HTTP, reads go before
 * queued writes, and a full queue refuses work at once (DatabaseBusyError → 503 with Retry-After).
 * The app talks to it through drizzle's PGlite driver with a stand-in client that forwards each
 * statement and transaction to the worker. See docs/decisions (embedded database off the event loop).
 */

/**
 * A write (form submission, admin save) that would wait longer than this behind the writes already
 * queued is refused at once; and no queue grows past its hard maximum.
 */
const MAX_WRITE_WAIT_MS = 10_000;
const MAX_QUEUED_WRITES = 1000;
const MAX_QUEUED_READS = 256;
const BUSY_BACKOFF_MS = 1000;
const RECENT_ANSWER_MS = 1000;
const WORKER_FILE = path.join(PROJECT_ROOT, "server/db/embedded-worker.mjs");
export const DATABASE_BUSY_CODE = "VISTAAR_DATABASE_BUSY";

/** The embedded database's queue is full: try again shortly. */
export class DatabaseBusyError extends Error {
  readonly code = DATABASE_BUSY_CODE;
  constructor() {
    super("The database is busy");
    this.name = "DatabaseBusyError";
  }
}

interface QueryMessage {
  op: "query";
  sql: string;
  params?: unknown[];
  options?: { rowMode?: "array" | "object"; textTypes: number[] };
  read?: boolean;
  urgent?: boolean;
  tx?: number;
}
type WorkerRequest = QueryMessage | { op: "begin" } | { op: "commit" | "rollback"; tx: number } | { op: "close" };
interface QueryResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, unknown>;
}

/** A statement that only reads: it may go before queued writes. */
const READ_ONLY = /^\s*select\b/i;
const LOCKING_READ = /\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i;

class EmbeddedClient {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  private failure: Error | undefined;
  private inFlightPing: Promise<boolean> | undefined;
  /** When the worker last answered anything: proof enough that the database is up. */
  private lastAnswerAt = 0;
  /** After the worker refused a write as busy, further writes are refused here for a moment, at no cost. */
  private refuseWritesUntil = 0;

  constructor(private readonly worker: Worker) {
    worker.on("message", (message: { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.lastAnswerAt = performance.now();
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.result as never);
      else waiting.reject(toError(message.error ?? {}));
    });
    const stop = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on("error", (error) => {
      console.error(`The embedded database stopped: ${error.message}`);
      stop(error);
    });
    worker.on("exit", () => stop(this.failure ?? new Error("The embedded database is closed")));
  }

  request<T>(message: WorkerRequest): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const isWrite = message.op === "begin" || (message.op === "query" && !message.read && message.tx === undefined);
    if (isWrite && performance.now() < this.refuseWritesUntil) return Promise.reject(new DatabaseBusyError());
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const onError = isWrite
        ? (error: Error) => {
            if (error instanceof DatabaseBusyError) this.refuseWritesUntil = performance.now() + BUSY_BACKOFF_MS;
            reject(error);
          }
        : reject;
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject: onError });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** PGlite's `query`, as drizzle calls it. */
  query(text: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<QueryResult> {
    const read = tx === undefined && READ_ONLY.test(text) && !LOCKING_READ.test(text);
    return this.request({ op: "query", sql: text, params, options: wireOptions(options), read, tx });
  }

  /** PGlite's `transaction`: one worker-side transaction holds the database until it commits or rolls back. */
  async transaction<T>(run: (tx: { query: EmbeddedClient["query"]; closed: boolean }) => Promise<T>): Promise<T> {
    const tx = await this.request<number>({ op: "begin" });
    const handle = { query: (text: string, params?: unknown[], options?: QueryOptions) => this.query(text, params, options, tx), closed: false };
    let result: T;
    try {
      result = await run(handle);
    } catch (error) {
      handle.closed = true;
      await this.request({ op: "rollback", tx }).catch(() => {});
      throw error;
    }
    handle.closed = true;
    await this.request({ op: "commit", tx });
    return result;
  }

  /**
   * Health checks: up if the worker answered anything in the last second (under load it answers all
   * the time, and the check must not queue behind the work); otherwise one `SELECT 1` ahead of any
   * queue, shared by everyone who asks meanwhile.
   */
  ping(): Promise<boolean> {
    if (this.failure) return Promise.resolve(false);
    if (performance.now() - this.lastAnswerAt < RECENT_ANSWER_MS) return Promise.resolve(true);
    this.inFlightPing ??= this.request({ op: "query", sql: "SELECT 1", read: true, urgent: true })
      .then(() => true, () => false)
      .finally(() => (this.inFlightPing = undefined));
    return this.inFlightPing;
  }

  async close() {
    if (!this.failure) await this.request({ op: "close" }).catch(() => {});
    await this.worker.terminate();
  }
}

function wireOptions(options: QueryOptions | undefined): QueryMessage["options"] {
  if (!options) return undefined;
  // drizzle's parsers keep dates and intervals as text (identity functions): send their type ids.
  return { rowMode: options.rowMode, textTypes: Object.keys(options.parsers ?? {}).map(Number) };
}

function toError(fields: Record<string, unknown>): Error {
  if (fields.code === DATABASE_BUSY_CODE) return new DatabaseBusyError();
  const error = new Error(String(fields.message ?? "Database error"));
  Object.assign(error, fields);
  return error;
}

/**
 * PGlite keeps its files in DATA_DIR/pglite and must be opened by one process at a time: two would
 * corrupt it. The lock (proper-lockfile: a directory created atomically, its time refreshed every
 * second) is given up with the process: after a crash or `kill -9` it is stale within five seconds
 * and the next start takes it over, whatever process now has the old pid. A second server on the same
 * directory keeps waiting for those seconds, then is refused.
 */
const LOCK_STALE_MS = 5000;

async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  // The lock file of earlier versions (a pid in a file): superseded by the lock below.
  const legacyLock = path.join(dataDir, "pglite.lock");
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, "pglite.lock.d"),
      stale: LOCK_STALE_MS,
      update: 1000,
      retries: { retries: 7, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      realpath: false,
      onCompromised: (error) => {
        // Another process took the database over (this one stalled for seconds): stop before both write.
        console.error(`The embedded database's lock in ${dataDir} was lost (${error.message}); stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") {
      throw new Error("it is in use by another process (a running server, or npm run admin:create, export or import); stop that process first");
    }
    throw error;
  }
  if (existsSync(legacyLock)) rmSync(legacyLock, { force: true });
  return release;
}

export interface EmbeddedDatabaseOptions {
  /** Hard maximum of queued writes (tests use a small one to see the refusal). */
  maxQueuedWrites?: number;
  /** The database a new data directory starts as a copy of (default: the build's, embedded-files.ts). */
  template?: string;
}

/** Opens the embedded database in `dataDir` ("memory://" for a throw-away one) in its worker thread. */
export async function openEmbeddedDatabase(dataDir: string, options: EmbeddedDatabaseOptions = {}): Promise<DatabaseHandle> {
  let location = "memory://";
  let releaseLock = async () => {};
  if (!dataDir.startsWith("memory://")) {
    location = path.join(dataDir, "pglite");
    mkdirSync(location, { recursive: true });
    releaseLock = await lockDataDir(dataDir);
  }
  let client: EmbeddedClient;
  try {
    if (location !== "memory://") await createDatabaseFiles(location, options.template);
    client = await startWorker(location, options.maxQueuedWrites ?? MAX_QUEUED_WRITES);
  } catch (error) {
    await releaseLock();
    throw error;
  }
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => client.ping(),
    publish: async () => {},
    subscribe: async () => async () => {},
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      await releaseLock().catch(() => {});
    },
  };
}

async function startWorker(location: string, maxQueuedWrites: number): Promise<EmbeddedClient> {
  const worker = new Worker(WORKER_FILE, {
    workerData: { location, maxQueuedReads: MAX_QUEUED_READS, maxQueuedWrites, maxWriteWaitMs: MAX_WRITE_WAIT_MS },
  });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean }) => {
      if (!message.ready) return;
      worker.off("error", reject);
      worker.off("message", onMessage);
      resolve();
    };
    worker.on("message", onMessage);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the database worker exited (${code})`)));
  });
  return new EmbeddedClient(worker);
}

/** Drizzle over an in-process PGlite: the test suites, which load a migrated snapshot per worker. */
export function inProcessDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      try {
        await db.execute(sql`SELECT 1`);
        return true;
      } catch {
        return false;
      }
    },
    publish: async () => {},
    subscribe: async () => async () => {},
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
