import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { MIGRATIONS_DIR } from "../project-root.ts";
import { openEmbeddedDatabase } from "./embedded.ts";
import * as schema from "./schema.ts";

/** The query builder every service takes; the same type over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: accepted wherever a Database is. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations; safe to call from several instances at once on PostgreSQL. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Tells every app instance sharing this database (PostgreSQL NOTIFY, with an optional short
   * payload); a no-op for the embedded database, which has one instance by construction.
   */
  publish(channel: string, payload?: string): Promise<void>;
  /**
   * Calls `onMessage` with the payload whenever any instance publishes on `channel`, and without one
   * after a lost connection comes back (anything may have changed meanwhile). Returns an unsubscribe function.
   */
  subscribe(channel: string, onMessage: (payload?: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * The same database on connections of its own (PostgreSQL: a small second pool), for background
   * work such as the email outbox: its short writes never wait behind HTTP requests for a connection.
   * Unset for the embedded database, which has one connection anyway: use `backgroundDb()`.
   */
  background?: Database;
  /** How many connections each pool holds, idle and waited for (PostgreSQL only), for /metrics. */
  poolStats?(): PoolStats[];
}

export interface PoolStats {
  pool: "requests" | "background";
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/** The query builder background jobs use (see DatabaseHandle.background). */
export const backgroundDb = (database: DatabaseHandle): Database => database.background ?? database.db;

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise the embedded PGlite (server/db/embedded.ts). */
  databaseUrl?: string;
  /** Where PGlite keeps its files; "memory://" for a throw-away database. */
  dataDir: string;
  /** PostgreSQL connections for requests (DATABASE_POOL_MAX); background jobs get two more of their own. */
  poolMax?: number;
  /** How long a query waits for a PostgreSQL connection before it fails (and its request is answered 503). */
  connectionTimeoutMs?: number;
}

/** PostgreSQL extensions the migrations use, loaded into the embedded database (the server has them built in). */
export const PGLITE_EXTENSIONS = { pg_trgm };

// Any fixed number works: it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 7_406_521;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openEmbeddedDatabase(options.dataDir);
}

/** Connections kept for background jobs (the outbox's claims and 'sent' marks), apart from requests. */
const BACKGROUND_POOL_MAX = 2;
/** How long a query waits for a free connection (or a new one) before the request is answered 503. */
const CONNECTION_TIMEOUT_MS = 5_000;

async function openPostgres(
  databaseUrl: string,
  { poolMax = 10, connectionTimeoutMs = CONNECTION_TIMEOUT_MS }: Pick<DatabaseOptions, "poolMax" | "connectionTimeoutMs">,
): Promise<DatabaseHandle> {
  const requests = resilientPool(databaseUrl, { max: poolMax, connectionTimeoutMs, applicationName: "vistaar" });
  const background = resilientPool(databaseUrl, { max: BACKGROUND_POOL_MAX, connectionTimeoutMs, applicationName: "vistaar-background" });
  const db = drizzleNodePostgres(requests, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    background: drizzleNodePostgres(background, { schema }) as unknown as Database,
    kind: "postgres",
    migrate: async () => {
      const client = await requests.connect();
      try {
        // Several app instances may start together: one migrates, the others wait.
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: () => ping(db),
    publish: async (channel, payload = "") => {
      await requests.query("SELECT pg_notify($1, $2)", [channel, payload]).catch(() => {});
    },
    subscribe: (channel, onMessage) => listen(databaseUrl, channel, onMessage),
    poolStats: () => [poolStats("requests", requests, poolMax), poolStats("background", background, BACKGROUND_POOL_MAX)],
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([requests.end(), background.end()]);
    },
  };
}

/**
 * A pool that outlives the server restarting, failing over or killing sessions:
 * - A connection that breaks emits 'error'; pg's pool listens only while the connection is idle,
 *   and an unheard 'error' event ends the process. So every connection gets a listener for its
 *   whole life: the query in flight fails with the same error (its request is answered 503, see
 *   server/db/availability.ts), the pool drops the broken connection and the next query opens a
 *   fresh one.
 * - A connection that breaks while checked out goes back to the pool even if its holder never
 *   returns it: Drizzle's transaction does not release its connection when BEGIN itself fails, and
 *   a few killed sessions would otherwise leave every slot taken for good.
 */
function resilientPool(
  databaseUrl: string,
  { max, connectionTimeoutMs, applicationName }: { max: number; connectionTimeoutMs: number; applicationName: string },
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: connectionTimeoutMs,
    // Notices a peer that vanished without closing (a failover, a cable) instead of waiting forever.
    keepAlive: true,
    application_name: applicationName,
  });
  const checkedOut = new Set<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  pool.on("connect", (client) => {
    const releaseIfAbandoned = (error?: Error) =>
      // After the holder's own error handling has had its turn.
      setImmediate(() => {
        if (!checkedOut.has(client)) return;
        const release = client.release.bind(client);
        // The holder may still release it later: make that a no-op instead of a double release.
        client.release = () => {};
        release(error ?? new Error("Connection ended"));
      });
    client.on("error", releaseIfAbandoned);
    client.on("end", () => releaseIfAbandoned());
  });
  pool.on("error", ignoreConnectionError);
  return pool;
}

const ignoreConnectionError = () => {};

function poolStats(name: PoolStats["pool"], pool: pg.Pool, max: number): PoolStats {
  return { pool: name, max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** LISTEN on a dedicated connection, reconnecting after errors until unsubscribed. */
async function listen(databaseUrl: string, channel: string, onMessage: (payload?: string) => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => message.channel === channel && onMessage(message.payload));
    next.on("error", () => scheduleReconnect());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch {
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    client?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      // Anything may have changed while we were not listening.
      onMessage();
      void connect();
    }, 5000);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
