import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import send from "@fastify/send";
import type { FastifyServerFactory, FastifyServerOptions } from "fastify";
import { PERMISSIONS_POLICY } from "./security.ts";
import { type ContentEncoding, negotiateEncoding } from "../cache/response-cache.ts";

/**
 * The browser build (build/client: Vite's hashed /assets/ and the public/ files), read into memory at
 * start-up with the brotli and gzip copies the build wrote beside each text file
 * (scripts/precompress-assets.ts), and answered in front of Fastify (`staticFilesServer`, Fastify's
 * `serverFactory`): a request costs a map lookup and one write, never a file read, a compression, or
 * the hooks a page needs (CSP nonce, request id, logging). That is what makes a first visit's 30-40
 * files cheap (docs/decisions, npm run bench:first-visit). Uploaded images: plugins/uploaded-files.ts.
 */

interface StaticFile {
  /** Text formats vary by Accept-Encoding; the others are sent as they are and allow byte ranges. */
  compressible: boolean;
  variants: Partial<Record<ContentEncoding, StaticVariant>>;
}

interface StaticVariant {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** `headers` and the body's length as name/value pairs, what a 200 answer writes (writeHead takes it as it is). */
  answerHeaders: string[];
}

/** Vite names files in /assets/ by their content: cache them for a year. Everything else briefly. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_LIVED = "public, max-age=3600";
const COMPRESSED_COPY = /\.(br|gz)$/;
const TEXT_TYPE = /^(text\/|application\/(javascript|json|manifest\+json|xml|rss\+xml)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon))/;

/**
 * For files that are not pages: no MIME sniffing, no use by other sites' pages, and an SVG opened on
 * its own runs nothing. (Pages get the full policy from plugins/security.ts.)
 */
const STATIC_SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "permissions-policy": PERMISSIONS_POLICY,
  "cross-origin-resource-policy": "same-origin",
  "content-security-policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
};
const RANGE_NOT_SATISFIABLE = JSON.stringify({ message: "The requested range is not available." });

/** Answers what it can before Fastify (cached pages: plugins/page-cache.ts); set once the app is built. */
export interface FrontDoor {
  answer?: (request: http.IncomingMessage, response: http.ServerResponse) => boolean;
}

/**
 * A `serverFactory` for Fastify: an HTTP server that answers GET and HEAD for the files of `clientDir`
 * itself, then whatever `frontDoor` answers, and hands every other request to Fastify.
 */
export function staticFilesServer(clientDir: string, frontDoor: FrontDoor = {}): FastifyServerFactory {
  const files = loadClientBuild(clientDir);
  return (handler, options) => {
    const server = http.createServer((request, response) => {
      const file = request.method === "GET" || request.method === "HEAD" ? files.get(pathOf(request.url ?? "/")) : undefined;
      if (file) sendStaticFile(request, response, file);
      else if (!frontDoor.answer?.(request, response)) handler(request, response);
    });
    // What Fastify sets on the servers it creates itself (its defaults are filled in by now).
    const timeouts = options as Pick<FastifyServerOptions, "keepAliveTimeout" | "requestTimeout" | "connectionTimeout">;
    server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 72_000;
    server.requestTimeout = timeouts.requestTimeout ?? 0;
    server.setTimeout(timeouts.connectionTimeout ?? 0);
    return server;
  };
}

const pathOf = (url: string) => {
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
};

function loadClientBuild(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || COMPRESSED_COPY.test(entry.name)) continue;
    const filePath = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(clientDir, filePath).split(path.sep).join("/")}`;
    const type = contentType(filePath);
    const compressible = TEXT_TYPE.test(type);
    const identity = readFileSync(filePath);
    const hash = createHash("sha1").update(identity).digest("base64url").slice(0, 20);
    const common = {
      ...STATIC_SECURITY_HEADERS,
      "cache-control": urlPath.startsWith("/assets/") ? IMMUTABLE : SHORT_LIVED,
      "content-type": type,
      ...(compressible ? { vary: "Accept-Encoding" } : { "accept-ranges": "bytes" }),
    };
    const variant = (body: Buffer, encoding: ContentEncoding, etag: string): StaticVariant => {
      const headers = { ...common, etag, ...(encoding === "identity" ? {} : { "content-encoding": encoding }) };
      return { body, etag, headers, answerHeaders: [...Object.entries(headers).flat(), "content-length", String(body.length)] };
    };
    const file: StaticFile = { compressible, variants: { identity: variant(identity, "identity", `"${hash}"`) } };
    if (compressible) {
      for (const [encoding, suffix] of [["br", "br"], ["gzip", "gz"]] as const) {
        if (existsSync(`${filePath}.${suffix}`)) file.variants[encoding] = variant(readFileSync(`${filePath}.${suffix}`), encoding, `"${hash}-${suffix}"`);
      }
    }
    files.set(urlPath, file);
  }
  return files;
}

function contentType(filePath: string): string {
  if (filePath.endsWith(".webmanifest")) return "application/manifest+json";
  const type = send.mime.getType(filePath) ?? "application/octet-stream";
  return /^(text\/|application\/(javascript|json))/.test(type) ? `${type}; charset=utf-8` : type;
}

function sendStaticFile(request: IncomingMessage, response: ServerResponse, file: StaticFile) {
  const accepted = file.compressible ? negotiateEncoding(request.headers["accept-encoding"]) : "identity";
  const { body, etag, headers, answerHeaders } = file.variants[accepted] ?? file.variants.identity!;
  if (matchesEtag(request.headers["if-none-match"], etag)) {
    const { "content-type": _type, ...notModified } = headers;
    response.writeHead(304, notModified).end();
    return;
  }
  const range = file.compressible ? undefined : requestedRange(request, etag, body.length);
  if (range === "unsatisfiable") {
    response
      .writeHead(416, { "content-range": `bytes */${body.length}`, "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(RANGE_NOT_SATISFIABLE) })
      .end(RANGE_NOT_SATISFIABLE);
    return;
  }
  if (!range) {
    response.writeHead(200, answerHeaders).end(request.method === "HEAD" ? undefined : body);
    return;
  }
  const part = body.subarray(range.start, range.end + 1);
  response.writeHead(206, { ...headers, "content-length": part.length, "content-range": `bytes ${range.start}-${range.end}/${body.length}` });
  response.end(request.method === "HEAD" ? undefined : part);
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/**
 * One byte range (`bytes=0-99`, `bytes=100-`, `bytes=-100`), as video players ask. Several ranges, a
 * malformed header, or an If-Range for another version get the whole file, as HTTP allows.
 */
function requestedRange(request: IncomingMessage, etag: string, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const header = request.headers.range;
  if (!header || (request.headers["if-range"] && request.headers["if-range"] !== etag)) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}
