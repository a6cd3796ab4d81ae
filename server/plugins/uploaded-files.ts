import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import parseRange from "range-parser";
import { NOT_FOUND_MESSAGE } from "#contracts/api-error.ts";
import { UPLOAD_MESSAGES } from "#contracts/upload.ts";
import { type ByteRange, isValidStorageKey, type StoredFileInfo } from "../storage/file-storage.ts";

/** A year: the longest lifetime caches honour. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * GET and HEAD /uploads/<key>: the images staff uploaded, from whichever storage is configured
 * (server/storage), the same way for all of them: named by their content hash, so a URL never changes
 * meaning and is cached for a year as immutable; an ETag and Last-Modified for revalidation (304);
 * single byte ranges (206, 416); a missing file is a 404 in the one error shape.
 */
export async function registerUploadedFiles(app: FastifyInstance) {
  const { storage } = app.services;

  app.route({
    method: ["GET", "HEAD"],
    url: "/uploads/*",
    exposeHeadRoute: false,
    // Files, not API: outside /api/openapi.json.
    schema: { hide: true },
    handler: async (request: FastifyRequest<{ Params: { "*": string } }>, reply) => {
      const key = request.params["*"];
      if (!isValidStorageKey(key)) return notFound(reply);
      const info = await storage.stat(key);
      if (!info) return notFound(reply);

      reply
        .header("cache-control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header("etag", info.etag)
        .header("last-modified", info.lastModified.toUTCString())
        .header("accept-ranges", "bytes");
      if (isNotModified(request, info)) return reply.status(304).send();

      const range = requestedRange(request, info);
      if (range === "unsatisfiable") {
        return reply.status(416).header("content-range", `bytes */${info.size}`).send({ message: UPLOAD_MESSAGES.rangeNotSatisfiable });
      }
      reply.header("content-type", info.contentType).header("content-length", range ? range.end - range.start + 1 : info.size);
      if (range) reply.status(206).header("content-range", `bytes ${range.start}-${range.end}/${info.size}`);
      if (request.method === "HEAD") return reply.send();

      const body = await storage.read(key, range);
      // Deleted between the look-up and the read.
      if (!body) return notFound(reply.removeHeader("content-length").removeHeader("content-range"));
      return reply.send(body);
    },
  });
}

function notFound(reply: FastifyReply) {
  return reply.status(404).header("cache-control", "no-store").send({ message: NOT_FOUND_MESSAGE });
}

/** RFC 9110 §13.1: If-None-Match wins over If-Modified-Since; entity tags compare weakly here. */
function isNotModified(request: FastifyRequest, info: StoredFileInfo): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch) {
    if (ifNoneMatch.trim() === "*") return true;
    const wanted = opaqueTag(info.etag);
    return ifNoneMatch.split(",").some((tag) => opaqueTag(tag.trim()) === wanted);
  }
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

const opaqueTag = (tag: string) => tag.replace(/^W\//, "");

/**
 * The one byte range asked for, when it still applies (If-Range); undefined to send the whole file
 * (no Range, a malformed one, several ranges, or a changed file); "unsatisfiable" past the end.
 */
function requestedRange(request: FastifyRequest, info: StoredFileInfo): ByteRange | "unsatisfiable" | undefined {
  const header = request.headers.range;
  const ifRange = request.headers["if-range"];
  if (!header || !rangeStillApplies(typeof ifRange === "string" ? ifRange : undefined, info)) return undefined;
  const ranges = parseRange(info.size, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return undefined;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/** If-Range: a strong entity tag that matches, or a date no older than the file. */
function rangeStillApplies(ifRange: string | undefined, info: StoredFileInfo): boolean {
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return !info.etag.startsWith("W/") && ifRange === info.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= date;
}
