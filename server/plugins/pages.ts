import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
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

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      const declaredLength = Number(request.headers["content-length"] ?? 0);
      if (declaredLength > MAX_PAGE_BODY_BYTES) {
        return reply.status(413).type("text/plain").send("The request is too large.");
      }
      // The admin panel is for staff; search engines must not index it.
      if (/^\/(admin|portfolio\/admin)(\/|$|\?)/.test(request.url)) reply.header("x-robots-tag", "noindex, nofollow");
      const webRequest = toWebRequest(request, reply);
      const response = await handleRequest(webRequest, {
        services: options.services,
        cspNonce: reply.scriptNonce,
        clientIp: request.ip,
      });
      return sendWebResponse(reply, response);
    },
  });
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
