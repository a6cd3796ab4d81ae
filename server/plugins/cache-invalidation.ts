import type { FastifyInstance } from "fastify";
import { type CacheTag, parseCacheTags } from "../cache/cache-tags.ts";

/** The PostgreSQL NOTIFY channel on which instances tell each other which tags changed. */
const CHANNEL = "vistaar_page_cache";

/**
 * Drops the cached pages and API answers that show `tags`, on this instance and (through PostgreSQL
 * NOTIFY) every other one. Call it where the change happens, once it is stored: e.g. the blog routes
 * after a post is created, replaced or deleted. Returns once the other instances have been told.
 */
export async function invalidatePages(app: FastifyInstance, tags: readonly CacheTag[]) {
  app.services.pageCache.invalidate(tags);
  await app.services.database.publish(CHANNEL, tags.join(","));
}

/** Listens for the other instances' changes; after a lost connection, drops everything. */
export async function registerCacheInvalidation(app: FastifyInstance) {
  const { pageCache, database } = app.services;
  const unsubscribe = await database.subscribe(CHANNEL, (payload) => pageCache.invalidate(parseCacheTags(payload)));
  app.addHook("onClose", async () => unsubscribe());
}
