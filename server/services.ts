import { ResponseCache } from "./cache/response-cache.ts";
import type { Config } from "./config.ts";
import { DatabaseAvailability } from "./db/availability.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import { resolveJwtSecret } from "./modules/settings/service.ts";
import { createFileStorage } from "./storage/create-file-storage.ts";
import type { FileStorage } from "./storage/file-storage.ts";
import { createRateLimitStore, type RateLimitStore } from "./rate-limit/attempt-limiter.ts";

/**
 * What the HTTP routes and the page loaders share: configuration, the database and the secrets
 * derived at start-up. Built once per app (tests build their own); loaders get it through the
 * load context.
 */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  jwtSecret: string;
  /** Rendered public pages and published lists, dropped by tag when what they show changes (plugins/page-cache.ts). */
  pageCache: ResponseCache;
  /** Turns database errors into 503s and logs each episode of trouble once (server/db/availability.ts). */
  databaseAvailability: DatabaseAvailability;
  /** Uploaded images: the data directory, the database or object storage (server/storage). */
  storage: FileStorage;
  /** Every rate limit counts here: in PostgreSQL with DATABASE_URL (shared by all instances), else in memory (rate-limit/attempt-limiter.ts). */
  rateLimits: RateLimitStore;
}

const PAGE_CACHE_TTL_MS = 5 * 60 * 1000;
const PAGE_CACHE_MAX_ENTRIES = 500;
const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;

export async function createServices(config: Config, database: DatabaseHandle): Promise<AppServices> {
  const jwtSecret = await resolveJwtSecret(database.db, config.jwtSecret);
  const pageCache = new ResponseCache({
    ttlMs: PAGE_CACHE_TTL_MS,
    maxEntries: PAGE_CACHE_MAX_ENTRIES,
    maxBytes: PAGE_CACHE_MAX_BYTES,
  });
  const storage = await createFileStorage(config.fileStorage, database);
  return {
    config,
    database,
    db: database.db,
    jwtSecret,
    pageCache,
    databaseAvailability: new DatabaseAvailability(),
    storage,
    rateLimits: createRateLimitStore(database),
  };
}
