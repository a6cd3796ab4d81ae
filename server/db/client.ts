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
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise the embedded PGlite (server/db/embedded.ts). */
  databaseUrl?: string;
  /** Where PGlite keeps its files; "memory://" for a throw-away database. */
  dataDir: string;
}

/** PostgreSQL extensions the migrations use, loaded into the embedded database (the server has them built in). */
export const PGLITE_EXTENSIONS = { pg_trgm };

// Any fixed number works: it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 7_406_521;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbeddedDatabase(options.dataDir);
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection emits 'error'; without a listener that kills the process.
  pool.on("error", () => {});
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      const client = await pool.connect();
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
      await pool.query("SELECT pg_notify($1, $2)", [channel, payload]).catch(() => {});
    },
    subscribe: (channel, onMessage) => listen(databaseUrl, channel, onMessage),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
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
