import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { CacheTag } from "../cache/cache-tags.ts";
import type { CacheGroup } from "../cache/response-cache.ts";
import type { AppServices } from "../services.ts";
import type { PublicCacheRule } from "./page-cache.ts";
import { dataRequestPage, isManifestQueryAsSent, isRouteManifestRequest, isRoutesParamAsSent } from "./router-query.ts";

declare module "react-router" {
  /** What every loader and action receives as `context` (see server/plugins/pages.ts). */
  interface AppLoadContext {
    services: AppServices;
    /** Nonce for inline scripts under this response's Content-Security-Policy. */
    cspNonce: string;
    /** The visitor's address as Fastify sees it (proxy-aware with TRUST_PROXY). */
    clientIp: string;
    /** This request's logger: structured, with the request id, and the app's redaction (server/app.ts). */
    log: FastifyBaseLogger;
    /**
     * Declares what the page shows (`posts`, `portfolio`, `content`), so that a write to it drops
     * the cached page (server/plugins/page-cache.ts). Every loader that reads such data calls it.
     */
    dependsOn(...tags: CacheTag[]): void;
    /**
     * Declares that the page knows the value of each named query parameter (`?category=` of a category
     * that exists, `?item=` of a published item), so the page may be cached under its address. A
     * loader calls it where it reads the parameter, only for a value it found: an address with a
     * parameter no loader recognised is rendered afresh and never stored, so made-up values cannot
     * fill the cache (server/plugins/page-cache.ts).
     */
    recognisesQuery(...names: string[]): void;
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

const ADMIN_PATH = /^\/(admin|portfolio\/admin)(\/|\.data|$|\?)/;
/** Pages for one person, never cached: the admin panel and the newsletter's links (a token in the address). */
export const PERSONAL_PAGE_PATH = /^\/(admin|portfolio\/admin|newsletter)(\/|\.data|$|\?)/;

/**
 * Public pages are the same for every visitor until their content changes: cached in production.
 * Never the admin panel, nor pages that depend on a token in the URL or change state (newsletter).
 * Only the query parameters pages read (the blog's category) and React Router's own make a separate
 * entry, and only for values something recognised: the page's loaders (`context.recognisesQuery`)
 * or, for React Router's, `recogniseRouterQuery` below. Any other parameter or value renders fresh.
 */
const RENDERED_PAGES: PublicCacheRule = {
  tags: [],
  // The blog's and portfolio's category; the portfolio item shown large (`?item=`); React Router's data
  // requests (`_routes`); its route-manifest requests (`/__manifest?paths=…&version=…`).
  queryParameters: new Set(["category", "item", "_routes", "paths", "version"]),
  except: PERSONAL_PAGE_PATH,
};

/**
 * Route manifests answer which routes match the links of the page the browser is on (the admin
 * panel's: public pages run without React Router, docs/decisions/052): any list of the site's
 * addresses is a right one, so made-up lists cannot be told apart. Their entries keep this many places
 * of the page cache among themselves and never push out a page (docs/decisions/067).
 */
const ROUTE_MANIFESTS: CacheGroup = { name: "route-manifests", maxEntries: 50 };

/**
 * `/about/` is `/about`: the address without its trailing slashes (and the same query), for a permanent
 * redirect, so a page has one address for search engines (as WordPress does); null when there is
 * nothing to strip. Never an address that starts with `//` or `/\`, which a browser would read as
 * another host.
 */
export function withoutTrailingSlash(url: string): string | null {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.length <= 1 || !path.endsWith("/")) return null;
  const stripped = path.replace(/\/+$/, "");
  if (stripped === "" || /^\/[/\\]/.test(stripped)) return null;
  return stripped + (queryAt === -1 ? "" : url.slice(queryAt));
}

/**
 * The Fastify↔Fetch bridge: serves every non-API URL through React Router (server-rendered pages,
 * route actions for forms posted without JavaScript, resource routes such as the sitemap), turning
 * Fastify's request into a Fetch `Request` and React Router's `Response` back into the reply.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions) {
  const handleRequest = createRequestHandler(options.build, options.mode);
  // In development the build is loaded per request and nothing is cached: nothing to recognise.
  const build = typeof options.build === "function" ? null : options.build;

  // React Router reads the body itself (formData for actions), so leave it unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    config: options.mode === "production" ? { publicCache: RENDERED_PAGES } : {},
    handler: async (request, reply) => {
      const declaredLength = Number(request.headers["content-length"] ?? 0);
      if (declaredLength > MAX_PAGE_BODY_BYTES) {
        return reply.status(413).type("text/plain").send("The request is too large.");
      }
      const canonical = withoutTrailingSlash(request.url);
      if (canonical && (request.method === "GET" || request.method === "HEAD")) return reply.redirect(canonical, 301);
      // The admin panel is for staff; search engines must not index it.
      if (ADMIN_PATH.test(request.url)) reply.header("x-robots-tag", "noindex, nofollow");
      // Pages for one person, many with a one-time token in the address (a password reset, an invitation,
      // a newsletter link): no browser cache or proxy keeps them. A page's own Cache-Control still wins.
      if (PERSONAL_PAGE_PATH.test(request.url)) reply.header("cache-control", "no-store");

      // A NUL in the path or query cannot reach the database, and a broken Host header cannot make a URL.
      if (/%00/.test(request.url)) return reply.status(400).type("text/plain").send("Bad request");
      let webRequest: Request;
      try {
        webRequest = toWebRequest(request, reply);
      } catch {
        return reply.status(400).type("text/plain").send("Bad request");
      }
      if (build) recogniseRouterQuery(request, build, new URL(webRequest.url));
      const response = await handleRequest(webRequest, {
        services: options.services,
        cspNonce: reply.scriptNonce,
        clientIp: request.ip,
        log: request.log,
        dependsOn: (...tags) => request.dependsOn(...tags),
        recognisesQuery: (...names) => request.recognisesQuery(...names),
      });
      return sendWebResponse(reply, response);
    },
  });
}

/**
 * Recognises React Router's own query parameters when they are as its browser code sends them: a
 * route manifest for this build's version (stored among ROUTE_MANIFESTS), a data request's `_routes`
 * naming the page's own routes. Anything else is answered as React Router answers it, but not stored.
 */
function recogniseRouterQuery(request: FastifyRequest, build: ServerBuild, url: URL) {
  if (isRouteManifestRequest(build, url)) {
    if (!isManifestQueryAsSent(build, url.searchParams)) return;
    request.recognisesQuery("paths", "version");
    request.cacheInGroup(ROUTE_MANIFESTS);
    return;
  }
  const page = dataRequestPage(url.pathname);
  const routes = url.searchParams.get("_routes");
  if (page !== null && routes !== null && isRoutesParamAsSent(build, page, routes)) request.recognisesQuery("_routes");
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  // The path as a path on this host, whatever it starts with: resolved on its own, `//evil.example/about`
  // (or `/\evil.example/about`) would name another host, and its path (`/about`) would be rendered and
  // cached under the address asked for. Led by `.`, it stays `//evil.example/about` here (a 404).
  const url = new URL(`.${request.url}`, new URL("/", `${request.protocol}://${request.host}`));
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
