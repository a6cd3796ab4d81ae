import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type CachedResponse, encodedBody, inlineScriptHashes, negotiateEncoding } from "../cache/response-cache.ts";
import type { AppServices } from "../services.ts";

declare module "react-router" {
  /** What every loader and action receives as `context` (see server/plugins/pages.ts). */
  interface AppLoadContext {
    services: AppServices;
    /** Nonce for inline scripts under this response's Content-Security-Policy. */
    cspNonce: string;
    /** The visitor's address as Fastify sees it (proxy-aware with TRUST_PROXY). */
    clientIp: string;
  }
}

export interface PagesOptions {
  /** The React Router server build, or (in development) a function that loads the latest one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  services: AppServices;
}

/** Form posts to route actions are small; anything bigger is refused before React Router reads it. */
const MAX_PAGE_BODY_BYTES = 1024 * 1024;

/**
 * Serves every non-API URL through React Router: server-rendered pages, route actions for
 * forms posted without JavaScript, and resource routes (sitemap, feeds).
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  const handleRequest = createRequestHandler(options.build, options.mode);

  // React Router reads the body itself (formData for actions), so leave it unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  const cache = options.services.pageCache;

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      const declaredLength = Number(request.headers["content-length"] ?? 0);
      if (declaredLength > MAX_PAGE_BODY_BYTES) {
        return reply.status(413).type("text/plain").send("The request is too large.");
      }
      const isAdmin = ADMIN_PATH.test(request.url);
      // The admin panel is for staff; search engines must not index it.
      if (isAdmin) reply.header("x-robots-tag", "noindex, nofollow");

      const cacheable = options.mode === "production" && isCacheableRequest(request, isAdmin);
      if (cacheable) {
        const cached = cache.get(request.url);
        if (cached) return sendCached(request, reply, cached, "HIT");
      }
      const generation = cache.currentGeneration;

      // A NUL in the path or query cannot reach the database, and a broken Host header cannot make a URL.
      if (/%00/.test(request.url)) return reply.status(400).type("text/plain").send("Bad request");
      let webRequest: Request;
      try {
        webRequest = toWebRequest(request, reply);
      } catch {
        return reply.status(400).type("text/plain").send("Bad request");
      }
      const response = await handleRequest(webRequest, {
        services: options.services,
        cspNonce: reply.scriptNonce,
        clientIp: request.ip,
      });

      if (cacheable && request.method === "GET" && isStorableResponse(response)) {
        const html = (response.headers.get("content-type") ?? "").includes("text/html");
        const raw = Buffer.from(await response.arrayBuffer());
        const body = html ? Buffer.from(paintBeforeHydrating(raw.toString("utf8"))) : raw;
        const entry = cache.set(request.url, {
          status: response.status,
          headers: storableHeaders(response.headers),
          body,
          scriptHashes: html ? inlineScriptHashes(body.toString("utf8")) : [],
        }, generation);
        return sendCached(request, reply, entry, "MISS");
      }
      return sendWebResponse(reply, response);
    },
  });
}

const ADMIN_PATH = /^\/(admin|portfolio\/admin)(\/|\.data|$|\?)/;
/** Pages that depend on a token in the URL or change state are never shared between visitors. */
const UNCACHED_PATH = /^\/(newsletter)(\/|\.data|$|\?)/;

/**
 * Query parameters our public pages read (the blog's category) or React Router's data requests send.
 * A URL with any other parameter renders fresh: random query strings must not fill the cache.
 */
const CACHEABLE_QUERY_PARAMETERS = new Set(["category", "_routes", "index"]);

function isCacheableRequest(request: FastifyRequest, isAdmin: boolean): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (isAdmin || UNCACHED_PATH.test(request.url)) return false;
  if (request.headers.authorization || request.headers.cookie) return false;
  const query = request.url.indexOf("?");
  if (query < 0) return true;
  return [...new URLSearchParams(request.url.slice(query + 1)).keys()].every((name) => CACHEABLE_QUERY_PARAMETERS.has(name));
}

/** Public, successful pages and page data that set no cookie and did not opt out of caching. */
function isStorableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("text/html") && !type.includes("text/x-script")) return false;
  if (response.headers.has("set-cookie")) return false;
  return !/no-store|private/.test(response.headers.get("cache-control") ?? "");
}

/**
 * Paint first, hydrate second. A public page is complete HTML; the ~140 KB of JavaScript that makes
 * it interactive should not compete with its text, font and images for a slow phone's bandwidth.
 * In the cached HTML, React Router's module preloads and its bootstrap script's static imports are
 * replaced by the same preloads and imports issued once the browser reports its first paint (or after
 * a second, for a tab that never paints in the background). Until then the page works as it does
 * without JavaScript: links load pages, forms post to their route actions. If the markup is not what
 * we expect (a React Router upgrade), the page is left exactly as rendered.
 */
export function paintBeforeHydrating(html: string): string {
  const bootstrap = html.match(/(<script[^>]*type="module"[^>]*>)([\s\S]*?)<\/script>/);
  if (!bootstrap) return html;
  const [whole, openTag, code] = bootstrap as unknown as [string, string, string];
  const staticImport = /^\s*import \* as (\w+) from ("[^"]+");\s*$/gm;
  const imports = [...code.matchAll(staticImport)].map((match) => ({ name: match[1]!, url: JSON.parse(match[2]!) as string }));
  const rest = code.replace(staticImport, "").replace(/^\s*;\s*/, "");
  // Any other static import (e.g. the manifest when route discovery is "initial") would still load
  // before the paint: markup we do not fully understand is served as rendered.
  if (imports.length === 0 || /^\s*import\s*["'{*\w]/m.test(rest)) return html;

  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*\/?>/g)].map((match) => decodeHtmlAttribute(match[1]!));
  // An async function rather than top-level await, which browsers older than Safari 15 cannot parse.
  const deferred =
    `(async () => {\n` +
    `await new Promise((painted) => { setTimeout(painted, 1000); try { new PerformanceObserver((_, observer) => { observer.disconnect(); painted(); }).observe({ type: "paint", buffered: true }); } catch { painted(); } });\n` +
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }\n` +
    `const [${imports.map((entry) => entry.name).join(", ")}] = await Promise.all([${imports.map((entry) => `import(${JSON.stringify(entry.url)})`).join(", ")}]);\n` +
    `${rest}\n})();`;
  const start = bootstrap.index!;
  const page = `${html.slice(0, start)}${openTag}${deferred}</script>${html.slice(start + whole.length)}`;
  return page.replace(/<link rel="modulepreload"[^>]*\/?>/g, "");
}

const decodeHtmlAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

function storableHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (!["content-length", "content-encoding", "set-cookie", "transfer-encoding"].includes(name)) kept[name] = value;
  }
  return kept;
}

/**
 * Sends a cached page: its inline scripts are allowed by hash (the nonce it was rendered with belonged
 * to another request), compressed bytes are reused, and an unchanged page answers 304.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse, state: "HIT" | "MISS") {
  reply.status(entry.status);
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  if (entry.scriptHashes.length > 0) {
    const csp = String(reply.getHeader("content-security-policy") ?? "");
    reply.header("content-security-policy", csp.replace(/'nonce-[^']+'/, entry.scriptHashes.join(" ")));
  }
  reply.header("etag", entry.etag);
  reply.header("cache-control", "no-cache");
  reply.header("vary", "Accept-Encoding");
  reply.header("x-page-cache", state);
  if (request.headers["if-none-match"] === entry.etag) return reply.status(304).send();

  const { body, encoding } = encodedBody(entry, negotiateEncoding(request.headers["accept-encoding"]));
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  reply.header("content-length", body.length);
  return reply.send(body);
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());

  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }

  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = Readable.toWeb(request.raw.pipe(limitBytes(MAX_PAGE_BODY_BYTES))) as ReadableStream;
    init.duplex = "half";
  }
  return new Request(url, init);
}

function limitBytes(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > max) callback(new Error("Request body too large"));
      else callback(null, chunk);
    },
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);

  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
