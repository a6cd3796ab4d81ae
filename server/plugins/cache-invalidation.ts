import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { type CacheTag, parseCacheTags } from "../cache/cache-tags.ts";
import type { ResponseCache } from "../cache/response-cache.ts";

/** The PostgreSQL NOTIFY channel on which instances tell each other which tags changed. */
const CHANNEL = "vistaar_page_cache";

/**
 * Messages are "<sender> <tags>". An instance hears its own NOTIFYs too, a little later; by then it
 * may have cached the changed pages afresh, which its own late message would drop again. It skips
 * them: it invalidated its cache at the time of the write.
 */
const senders = new WeakMap<ResponseCache, string>();
function senderOf(cache: ResponseCache): string {
  let sender = senders.get(cache);
  if (!sender) senders.set(cache, (sender = randomUUID()));
  return sender;
}

/**
 * Drops the cached pages and API answers that show `tags`, on this instance and (through PostgreSQL
 * NOTIFY) every other one. Call it where the change happens, once it is stored: e.g. the blog routes
 * after a post is created, replaced or deleted. Returns once the other instances have been told.
 */
export async function invalidatePages(app: FastifyInstance, tags: readonly CacheTag[]) {
  app.services.pageCache.invalidate(tags);
  await app.services.database.publish(CHANNEL, `${senderOf(app.services.pageCache)} ${tags.join(",")}`);
}

/** Listens for the other instances' changes; after a lost connection, drops everything. */
export async function registerCacheInvalidation(app: FastifyInstance) {
  const { pageCache, database } = app.services;
  const unsubscribe = await database.subscribe(CHANNEL, (payload) => {
    const [sender, tags] = payload?.split(" ") ?? [];
    if (sender === senderOf(pageCache)) return;
    pageCache.invalidate(parseCacheTags(tags));
  });
  app.addHook("onClose", async () => unsubscribe());
}
