import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";

/**
 * A small in-memory cache of public responses (rendered pages, published lists): the bytes, their
 * compressed variants (made once, on first demand) and an ETag. Everything is dropped when content
 * changes (`invalidate()`, called after any admin write, and broadcast to other instances) or when an
 * entry outlives its time to live, which also bounds staleness if a broadcast is missed.
 */

export type ContentEncoding = "br" | "gzip" | "identity";

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  /** sha256 sources of the inline scripts in an HTML body, for a hash-based CSP. */
  scriptHashes: string[];
  storedAt: number;
  generation: number;
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Upper bound on memory: bodies plus room for their compressed copies. */
  maxBytes?: number;
  now?: () => number;
}

// A body's brotli and gzip copies together rarely exceed 60% of it.
const COPIES_FACTOR = 1.6;

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private generation = 0;
  private bytes = 0;
  private readonly listeners = new Set<() => void>();
  hits = 0;
  misses = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    const now = (this.options.now ?? Date.now)();
    if (!entry || entry.generation !== this.generation || now - entry.storedAt > this.options.ttlMs) {
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

  /** Changes whenever the cache is invalidated; read it before building a response. */
  get currentGeneration(): number {
    return this.generation;
  }

  /**
   * Stores a response. Pass the generation read before the response was built: if content changed
   * meanwhile (an admin write landed mid-render), the response may be stale and is not stored.
   */
  set(
    key: string,
    response: { status: number; headers: Record<string, string>; body: Buffer; scriptHashes?: string[] },
    builtInGeneration: number = this.generation,
  ): CachedResponse {
    const entry: CachedResponse = {
      ...response,
      scriptHashes: response.scriptHashes ?? [],
      etag: `"${createHash("sha1").update(response.body).digest("base64url")}"`,
      storedAt: (this.options.now ?? Date.now)(),
      generation: this.generation,
      encoded: {},
    };
    if (builtInGeneration !== this.generation) return entry;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
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
  }

  /** Forget everything (content changed). Listeners forward it to other app instances. */
  invalidate({ broadcast = true }: { broadcast?: boolean } = {}) {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
    if (broadcast) for (const listener of this.listeners) listener();
  }

  onInvalidate(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size() {
    return this.entries.size;
  }

  get sizeInBytes() {
    return this.bytes;
  }
}

const sizeOf = (entry: CachedResponse) => Math.ceil(entry.body.length * COPIES_FACTOR);

/** The best encoding the client accepts among those we produce. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/** The body in `encoding`, compressing (once per entry) on first use. Small bodies stay as they are. */
export function encodedBody(entry: CachedResponse, encoding: ContentEncoding): { body: Buffer; encoding: ContentEncoding } {
  if (encoding === "identity" || entry.body.length < 1024) return { body: entry.body, encoding: "identity" };
  entry.encoded[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(entry.body, { level: 6 });
  return { body: entry.encoded[encoding]!, encoding };
}

/**
 * The CSP sources allowing exactly the inline scripts of `html`. A cached page is served to many
 * visitors, so its scripts are allowed by their hashes rather than by the nonce of the first request.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
