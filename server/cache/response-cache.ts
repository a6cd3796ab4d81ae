import { createHash } from "node:crypto";
import { Negotiator } from "@fastify/accept-negotiator";
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { CacheTag } from "./cache-tags.ts";

/**
 * A small in-memory cache of public responses (rendered pages, published lists): the bytes, their
 * compressed variants (made once, on first demand) and an ETag. Each entry carries the tags of what
 * it shows (`posts`, `portfolio`, `content`); a write drops the entries of the tags it changed
 * (`invalidate(tags)`, see server/plugins/cache-invalidation.ts). An entry also expires after its
 * time to live, which bounds staleness if a change is ever missed.
 */

export type ContentEncoding = "br" | "gzip" | "identity";

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  /** sha256 sources of the inline scripts in an HTML body, for a hash-based CSP. */
  scriptHashes: string[];
  /**
   * For hits answered in front of Fastify (server/plugins/page-cache.ts): every header a hit answers
   * with except those of the encoding and the request (length, encoding, request id), as the first
   * answer built them, as name/value pairs (`writeHead` takes them as they are), and the route that
   * answered it (for the request metrics).
   */
  frontDoor?: { headers: string[]; route: string };
  /** The answer never changes at this URL (a versioned route manifest): browsers may keep it a year. */
  immutable?: boolean;
  /** What the response shows: a change to any of these drops it. */
  tags: readonly CacheTag[];
  /** The group it shares a bounded number of places with (StoreOptions.group), if any. */
  group?: string;
  storedAt: number;
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Upper bound on memory: bodies plus room for their compressed copies. */
  maxBytes?: number;
  now?: () => number;
}

export interface StoreOptions {
  tags?: readonly CacheTag[];
  /**
   * `revision` read before the response was built: if what it shows changed meanwhile (a publish
   * landed mid-render), the response may be stale and is not stored.
   */
  builtAt?: number;
  /**
   * For answers whose right values cannot be told from made-up ones (React Router's route manifests:
   * any set of the site's addresses is a right request): the entries of one group keep at most
   * `maxEntries` places, storing one more drops the group's least recently used, so a flood of such
   * answers only replaces its own kind and never pushes out a page.
   */
  group?: CacheGroup;
}

/** A group of entries that share a bounded number of places in the cache (StoreOptions.group). */
export interface CacheGroup {
  name: string;
  maxEntries: number;
}

// A body's brotli and gzip copies together rarely exceed 60% of it.
const COPIES_FACTOR = 1.6;

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  /** How many entries each group holds (StoreOptions.group). */
  private readonly groupSizes = new Map<string, number>();
  /** Counts invalidations; `changedAt` remembers when each tag (or everything) last changed. */
  private invalidations = 0;
  private readonly changedAt = new Map<CacheTag | "*", number>();
  hits = 0;
  misses = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    const now = (this.options.now ?? Date.now)();
    if (!entry || now - entry.storedAt > this.options.ttlMs) {
      if (entry) this.remove(key);
      this.misses++;
      return undefined;
    }
    // Map order is insertion order: re-inserting keeps the most recently used entries last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry;
  }

  /** Like `get`, but a missing entry is not counted as a miss (the caller will ask `get` next). */
  peek(key: string): CachedResponse | undefined {
    return this.entries.has(key) ? this.get(key) : undefined;
  }

  /** Changes with every invalidation; read it before building a response and pass it to `set`. */
  get revision(): number {
    return this.invalidations;
  }

  /** Stores a response, unless what it shows changed after `builtAt` (see StoreOptions). */
  set(
    key: string,
    response: { status: number; headers: Record<string, string>; body: Buffer; scriptHashes?: string[]; immutable?: boolean },
    { tags = [], builtAt = this.invalidations, group }: StoreOptions = {},
  ): CachedResponse {
    const entry: CachedResponse = {
      ...response,
      scriptHashes: response.scriptHashes ?? [],
      tags,
      ...(group ? { group: group.name } : {}),
      etag: `"${createHash("sha1").update(response.body).digest("base64url")}"`,
      storedAt: (this.options.now ?? Date.now)(),
      encoded: {},
    };
    const changedSinceBuilt = ["*" as const, ...tags].some((tag) => (this.changedAt.get(tag) ?? -1) >= builtAt);
    if (changedSinceBuilt) return entry;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    if (group) {
      const size = (this.groupSizes.get(group.name) ?? 0) + 1;
      this.groupSizes.set(group.name, size);
      if (size > group.maxEntries) this.remove(this.leastRecentlyUsedOf(group.name)!);
    }
    const maxBytes = this.options.maxBytes ?? Number.POSITIVE_INFINITY;
    while (this.entries.size > this.options.maxEntries || (this.bytes > maxBytes && this.entries.size > 1)) {
      this.remove(this.entries.keys().next().value!);
    }
    return entry;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= sizeOf(entry);
    this.entries.delete(key);
    if (entry.group) this.groupSizes.set(entry.group, this.groupSizes.get(entry.group)! - 1);
  }

  /** The key of the group's least recently used entry (the entries are kept in order of use). */
  private leastRecentlyUsedOf(group: string): string | undefined {
    for (const [key, entry] of this.entries) if (entry.group === group) return key;
    return undefined;
  }

  /** Drops every entry showing any of `tags`; without tags, everything (anything may have changed). */
  invalidate(tags?: readonly CacheTag[]) {
    const at = this.invalidations++;
    for (const tag of tags ?? ["*" as const]) this.changedAt.set(tag, at);
    for (const [key, entry] of this.entries) {
      if (!tags || entry.tags.some((tag) => tags.includes(tag))) this.remove(key);
    }
  }

  get size() {
    return this.entries.size;
  }

  get sizeInBytes() {
    return this.bytes;
  }

  /** The keys of the stored responses, least recently used first (for tests and diagnostics). */
  keys(): string[] {
    return [...this.entries.keys()];
  }
}

const sizeOf = (entry: CachedResponse) => Math.ceil(entry.body.length * COPIES_FACTOR);

const encodings = new Negotiator<"br" | "gzip">({ supportedValues: ["br", "gzip"] });
/**
 * Accept-Encoding values seen, with what they get: a browser sends the same few strings on every
 * request, so parsing each one once keeps negotiation off the path of a cached answer. Bounded: a
 * client inventing values only refills it.
 */
const negotiated = new Map<string, ContentEncoding>();
const NEGOTIATED_LIMIT = 64;

/** The best encoding the client accepts (quality values honoured, `br;q=0` refuses brotli) among those we produce. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return "identity";
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = encodings.negotiate(acceptEncoding) || "identity";
    if (negotiated.size >= NEGOTIATED_LIMIT) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * The body in `encoding`, compressing (once per entry) on first use. Small bodies stay as they are.
 * Brotli is made quickly first (quality 6: ~5 ms for a 300 KB page), then again at its best (quality 11,
 * ~300 ms, in libuv's thread pool, off the event loop) for every later visitor: the home page's 44 KB
 * become 39 KB, one round trip fewer for a phone on a slow network (docs/decisions/035).
 */
export function encodedBody(entry: CachedResponse, encoding: ContentEncoding): { body: Buffer; encoding: ContentEncoding } {
  if (encoding === "identity" || entry.body.length < 1024) return { body: entry.body, encoding: "identity" };
  if (!entry.encoded[encoding]) {
    if (encoding === "br") {
      entry.encoded.br = brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } });
      brotliCompress(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } }, (error, best) => {
        if (!error && best.length < entry.encoded.br!.length) entry.encoded.br = best;
      });
    } else {
      entry.encoded.gzip = gzipSync(entry.body, { level: 6 });
    }
  }
  return { body: entry.encoded[encoding]!, encoding };
}

/**
 * The CSP sources allowing exactly the inline scripts `html` was rendered with: those carrying `nonce`,
 * the nonce of the request that rendered it. A cached page is served to many visitors, so its scripts
 * are allowed by their hashes rather than by that nonce; a script that reached the page any other way
 * (without the nonce) stays blocked, as it was on the page first rendered.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = ` ${match[1]!}`;
    if (/\ssrc=/.test(attributes) || !attributes.includes(` nonce="${nonce}"`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2]!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
