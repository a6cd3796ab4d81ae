import type { FastifyInstance } from "fastify";
import { encodedBody, negotiateEncoding } from "../cache/response-cache.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Cache this public GET endpoint's successful answers until content changes (see 004). */
    publicCache?: boolean;
  }
}

/**
 * Public list endpoints (published posts and portfolio items) answer from the same cache as rendered
 * pages, so a burst of visitors costs one database query. Registered before compression so it sees
 * the plain JSON and stores it; cached answers go out precompressed.
 */
export function registerPublicApiCache(app: FastifyInstance) {
  const cache = app.services.pageCache;
  // These endpoints read no query string: ignore it, so random ones cannot fill the cache.
  const key = (url: string) => `api:${url.split("?")[0]}`;
  const generations = new WeakMap<object, number>();

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || !request.routeOptions.config.publicCache || request.headers.authorization) return;
    const entry = cache.get(key(request.url));
    if (!entry) {
      generations.set(request, cache.currentGeneration);
      return;
    }
    reply.header("content-type", entry.headers["content-type"] ?? "application/json; charset=utf-8");
    reply.header("etag", entry.etag);
    reply.header("cache-control", "no-cache");
    reply.header("vary", "Accept-Encoding");
    reply.header("x-page-cache", "HIT");
    if (request.headers["if-none-match"] === entry.etag) return reply.status(304).send();
    const { body, encoding } = encodedBody(entry, negotiateEncoding(request.headers["accept-encoding"]));
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(body);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (
      request.method !== "GET" ||
      !request.routeOptions.config.publicCache ||
      request.headers.authorization ||
      reply.statusCode !== 200 ||
      reply.getHeader("x-page-cache") ||
      typeof payload !== "string"
    ) {
      return payload;
    }
    const entry = cache.set(key(request.url), {
      status: 200,
      headers: { "content-type": String(reply.getHeader("content-type") ?? "application/json; charset=utf-8") },
      body: Buffer.from(payload),
    }, generations.get(request) ?? -1);
    reply.header("etag", entry.etag);
    reply.header("cache-control", "no-cache");
    reply.header("x-page-cache", "MISS");
    return payload;
  });
}
