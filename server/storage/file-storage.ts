import type { Readable } from "node:stream";
import type { FileStorageConfig } from "../config.ts";

/**
 * Where uploaded images live: one interface, three backends chosen by configuration (config.ts
 * `fileStorage`): the data directory (the embedded default), PostgreSQL (a table of bytes, so any
 * number of instances share the files with nothing but the database) and S3-compatible object storage.
 * Public URLs are `/uploads/<key>` whatever the backend (plugins/uploaded-files.ts serves them), so
 * moving between backends changes no content. Export/import copies files between backends through
 * `list`, `get`, `put`, `delete` and `exists`.
 *
 * Keys are file names (`<content hash>.webp`, `<hash>-480.webp`): letters, digits, `.`, `_` and `-`,
 * never a path. Every method refuses anything else.
 */
export interface FileStorage {
  readonly kind: FileStorageConfig["kind"];
  /** Where the files are, for logs and error messages (never a secret). */
  readonly description: string;
  /** Stores `bytes` under `key` (replacing what was there); resolves only once they are durably stored. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The whole file, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Size, type and validators of a file, or undefined when there is none. */
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /**
   * The file's bytes from `range.start` to `range.end` (inclusive), or all of them: a stream for
   * serving. Undefined when the file is gone (e.g. deleted since `stat`).
   */
  read(key: string, range?: ByteRange): Promise<Readable | Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes a file; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order. */
  list(): AsyncIterable<string>;
  /** Throws a readable reason when the storage cannot be reached (for GET /api/ready). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface StoredFileInfo {
  size: number;
  contentType: string;
  /** A quoted HTTP entity tag, e.g. `"5eb63bbbe01eeed093cb22bb8f5acdc3"`. */
  etag: string;
  lastModified: Date;
}

export interface ByteRange {
  start: number;
  end: number;
}

/** The storage itself failed (unreachable, refused, full): answered 503, never blamed on the request. */
export class FileStorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "FileStorageError";
  }
}

const VALID_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isValidStorageKey(key: string): boolean {
  return VALID_KEY.test(key) && !key.includes("..");
}

/** Every backend calls this first: a key is a file name, so no backend can be led outside its place. */
export function assertValidStorageKey(key: string) {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
};

/** The type of a stored file, by its key's extension (stored files are our own re-encoded images). */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}
