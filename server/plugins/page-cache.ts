import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CacheTag } from "../cache/cache-tags.ts";
import { type CachedResponse, type CacheGroup, encodedBody, inlineScriptHashes, negotiateEncoding, type ResponseCache } from "../cache/response-cache.ts";
import { countPageCache, observeRequest } from "../metrics/metrics.ts";
import { hasCookiesBesidesThemeAndFont, themeFromCookieHeader, webFontFromCookieHeader } from "#contracts/theme.ts";

/** How a route's answers are cached (its `config.publicCache`); see docs/decisions/004 and the cache-tags record. */
export interface PublicCacheRule {
  /** What every answer of the route shows. Rendered pages add their loaders' tags (`dependsOn`). */
  tags: readonly CacheTag[];
  /**
   * The query parameters the answers read: they are part of the key, and a URL with any other
   * parameter is answered fresh. An answer for a URL with a query is stored only if whatever built it
   * recognised the value of every parameter (`request.recognisesQuery`, the loaders'
   * `context.recognisesQuery`): a made-up value is answered fresh, so random query strings cannot fill
   * the cache. Without this list the answers read no query string, which is left out of the key.
   */
  queryParameters?: ReadonlySet<string>;
  /** Paths never cached: personal pages, token links. */
  except?: RegExp;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Serve this public GET route's successful answers from the page cache until what they show changes. */
    publicCache?: PublicCacheRule;
  }
  interface FastifyRequest {
    /** Declares that the answer being built shows data of `tags` (rendered pages call it from loaders). */
    dependsOn(...tags: CacheTag[]): void;
    /**
     * Declares that the value of each of these query parameters is one the answer knows (a category
     * that exists, a published item, this build's version): without it, an answer for a URL with that
     * parameter is not stored (PublicCacheRule.queryParameters).
     */
    recognisesQuery(...names: string[]): void;
    /** Stores the answer being built in `group`, which keeps a bounded number of places (StoreOptions.group). */
    cacheInGroup(group: CacheGroup): void;
  }
}

/**
 * An answer being built that may be stored: its key, what it shows so far, when it began, the query
 * parameters nothing has recognised yet (it is stored only once there are none) and its group.
 */
interface PendingEntry {
  key: string;
  tags: Set<CacheTag>;
  builtAt: number;
  unrecognised: Set<string>;
  group?: CacheGroup;
}

/** Headers that belong to one reply (or that the cache sets itself), never stored with the body. */
const PER_REPLY_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "set-cookie",
  "content-security-policy",
  "x-request-id",
  "etag",
  "cache-control",
  "vary",
  "x-page-cache",
]);

/** Pages and page data; XML for the sitemap and feeds; JSON for the public lists and route manifests; robots.txt. */
const STORABLE_TYPES = /text\/html|text\/x-script|xml|application\/json|text\/plain/;

/**
 * The page cache (server/cache/response-cache.ts) in front of every route that opts in with
 * `config.publicCache`: rendered public pages and the published lists. Public GETs without a token or
 * cookie (other than the theme and web-font ones: each choice is its own entry) are answered from it
 * (with an ETag, precompressed, 304 when unchanged); a successful answer is stored with the tags of what
 * it shows, so that `invalidatePages` (plugins/cache-invalidation.ts) drops exactly the entries a write
 * changed.
 */
export function registerPageCache(app: FastifyInstance) {
  const cache = app.services.pageCache;
  const pending = new WeakMap<FastifyRequest, PendingEntry>();

  app.decorateRequest("dependsOn", function (this: FastifyRequest, ...tags: CacheTag[]) {
    const entry = pending.get(this);
    for (const tag of tags) entry?.tags.add(tag);
  });
  app.decorateRequest("recognisesQuery", function (this: FastifyRequest, ...names: string[]) {
    const entry = pending.get(this);
    for (const name of names) entry?.unrecognised.delete(name);
  });
  app.decorateRequest("cacheInGroup", function (this: FastifyRequest, group: CacheGroup) {
    const entry = pending.get(this);
    if (entry) entry.group = group;
  });

  app.addHook("onRequest", async (request, reply) => {
    const rule = request.routeOptions.config.publicCache;
    const found = rule && cacheKey(request, rule);
    if (!rule || !found) return;
    const cached = cache.get(found.key);
    if (cached) return reply.send(replyFromCache(request, reply, cached, "HIT") ?? undefined);
    if (request.method === "GET") {
      pending.set(request, { key: found.key, tags: new Set(rule.tags), builtAt: cache.revision, unrecognised: new Set(found.parameters) });
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const entry = pending.get(request);
    // A value nothing recognised (`?category=` of no category) gets the same answer, built afresh each time.
    if (!entry || entry.unrecognised.size > 0 || !isStorable(reply)) return payload;
    pending.delete(request);
    const type = String(reply.getHeader("content-type"));
    const html = type.includes("text/html");
    const body = await bodyBytes(payload);
    const immutable = /\bimmutable\b/.test(String(reply.getHeader("cache-control") ?? ""));
    const stored = cache.set(
      entry.key,
      { status: 200, headers: headersExcept(reply, PER_REPLY_HEADERS), body, scriptHashes: html ? inlineScriptHashes(body.toString("utf8"), reply.scriptNonce) : [], immutable },
      { tags: [...entry.tags], builtAt: entry.builtAt, ...(entry.group ? { group: entry.group } : {}) },
    );
    const answer = replyFromCache(request, reply, stored, "MISS");
    stored.frontDoor = { headers: frontDoorHeaders(reply), route: request.routeOptions.url ?? "unmatched" };
    return answer;
  });
}

/** Headers of a request or an encoding; the rest of a cached answer's headers are the same for every hit. */
const PER_ANSWER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "x-request-id", "x-page-cache", "connection"]);

/**
 * The headers of an answer built by Fastify that every later answer of the same kind repeats, as the
 * name/value pairs `writeHead` takes: all but those of the request and the encoding (length,
 * encoding, request id, connection). Kept by the answers made in front of Fastify (cached pages here,
 * the health check: modules/health/front-door.ts), so they cannot drift from Fastify's.
 */
export function frontDoorHeaders(reply: FastifyReply): string[] {
  const headers = headersExcept(reply, PER_ANSWER_HEADERS);
  // An answer without inline scripts (JSON, XML) needs no nonce; the first request's would be stale.
  const csp = headers["content-security-policy"];
  if (csp) headers["content-security-policy"] = csp.replace(/ ?'nonce-[^']+'/, "");
  return Object.entries(headers).flat();
}

/**
 * Answers a hit before Fastify routes the request (in the HTTP server, like the static files:
 * plugins/static-assets.ts; docs/decisions/036): the hooks a hit would run there (security headers,
 * CSP, request id, metrics) set nothing that differs between hits, so their result is stored with the
 * entry and written again here, which doubles what one process answers. Only for requests whose key is
 * their path (GET or HEAD without a query, a token or cookies besides the theme and the web-font
 * flag); everything else, and any entry not yet stored this way, goes through Fastify as before.
 * Cached hits are not logged.
 */
export function answerFromPageCache(cache: ResponseCache, isDraining: () => boolean): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    const { method, url = "/", headers } = request;
    if ((method !== "GET" && method !== "HEAD") || url.includes("?") || headers.authorization || hasCookiesBesidesThemeAndFont(headers.cookie)) return false;
    const entry = cache.peek(url + displayVariant(headers.cookie));
    if (!entry?.frontDoor) return false;
    const started = performance.now();
    // Name/value pairs for writeHead, which Node writes as they are: setting each header on the
    // response would build and check a header object on every hit.
    const answerHeaders = [...entry.frontDoor.headers, "x-page-cache", "HIT", "x-request-id", randomUUID()];
    if (isDraining()) answerHeaders.push("connection", "close");
    countPageCache(url.startsWith("/api/") ? "api" : "page", "hit");
    if (headers["if-none-match"] === entry.etag) {
      response.writeHead(304, answerHeaders).end();
    } else {
      const { body, encoding } = encodedBody(entry, negotiateEncoding(headers["accept-encoding"]));
      if (encoding !== "identity") answerHeaders.push("content-encoding", encoding);
      answerHeaders.push("content-length", String(body.length));
      response.writeHead(entry.status, answerHeaders).end(method === "HEAD" ? undefined : body);
    }
    observeRequest(method, entry.frontDoor.route, response.statusCode, (performance.now() - started) / 1000);
    return true;
  };
}

/** The request's key in the cache and the query parameters in it (each must be recognised for the answer to be stored); null when it is never cached. */
function cacheKey(request: FastifyRequest, rule: PublicCacheRule): { key: string; parameters: string[] } | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.authorization || hasCookiesBesidesThemeAndFont(request.headers.cookie)) return null;
  if (rule.except?.test(request.url)) return null;
  const variant = displayVariant(request.headers.cookie);
  const [path = "", query] = request.url.split(/\?(.*)/s);
  if (!rule.queryParameters) return { key: path + variant, parameters: [] };
  if (query === undefined) return { key: request.url + variant, parameters: [] };
  const names = canonicalQueryNames(query);
  if (!names?.every((name) => rule.queryParameters!.has(name))) return null;
  return { key: request.url + variant, parameters: names };
}

/**
 * The part of a page's key that the visitor's display cookies choose: a page is drawn in the theme they
 * chose (docs/decisions/022) and in the web font when their browser has it (docs/decisions/068), so
 * there is one entry per combination and neither cookie makes a page uncached.
 */
function displayVariant(cookieHeader: string | undefined): string {
  const theme = themeFromCookieHeader(cookieHeader);
  return (theme ? ` theme=${theme}` : "") + (webFontFromCookieHeader(cookieHeader) ? " web-font" : "");
}

/**
 * The parameter names of a query string written as URLSearchParams writes it (as the site's links and
 * React Router's requests are), each name once; null for any other way of writing it (`SE%4F` for
 * `SEO`, `%20` for `+`, a name repeated with other values): each would be an entry of its own for
 * the same answer, since a page reads a name's first value only.
 */
export function canonicalQueryNames(query: string): string[] | null {
  const parameters = new URLSearchParams(query);
  if (parameters.toString() !== query) return null;
  const names = [...parameters.keys()];
  return new Set(names).size === names.length ? names : null;
}

/** Successful answers that set no cookie and did not opt out of shared caching. */
function isStorable(reply: FastifyReply): boolean {
  if (reply.statusCode !== 200 || reply.hasHeader("set-cookie")) return false;
  if (!STORABLE_TYPES.test(String(reply.getHeader("content-type") ?? ""))) return false;
  return !/no-store|private/.test(String(reply.getHeader("cache-control") ?? ""));
}

async function bodyBytes(payload: unknown): Promise<Buffer> {
  if (typeof payload === "string" || Buffer.isBuffer(payload)) return Buffer.from(payload);
  const chunks: Buffer[] = [];
  for await (const chunk of payload as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The reply's headers but those named in `omitted`. */
function headersExcept(reply: FastifyReply, omitted: ReadonlySet<string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !omitted.has(name)) kept[name] = String(value);
  }
  return kept;
}

/**
 * Sets up `reply` to answer with a cached entry and returns the body to send: inline scripts allowed
 * by hash (the nonce the page was rendered with belonged to another request), the compressed bytes
 * reused, and nothing but a 304 when the client already has this version.
 */
function replyFromCache(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse, state: "HIT" | "MISS"): Buffer | null {
  reply.status(entry.status);
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  if (entry.scriptHashes.length > 0) {
    const csp = String(reply.getHeader("content-security-policy") ?? "");
    reply.header("content-security-policy", csp.replace(/'nonce-[^']+'/, entry.scriptHashes.join(" ")));
  }
  reply.header("etag", entry.etag);
  // Browsers revalidate pages each time (304 when unchanged); a versioned route manifest never changes.
  reply.header("cache-control", entry.immutable ? "public, max-age=31536000, immutable" : "no-cache");
  reply.header("vary", "Accept-Encoding, Cookie");
  reply.header("x-page-cache", state);
  countPageCache(request.url.startsWith("/api/") ? "api" : "page", state === "HIT" ? "hit" : "miss");
  reply.removeHeader("content-length");
  if (request.headers["if-none-match"] === entry.etag) {
    reply.status(304);
    return null;
  }
  const { body, encoding } = encodedBody(entry, negotiateEncoding(request.headers["accept-encoding"]));
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  reply.header("content-length", body.length);
  return body;
}
