import { createHash } from "node:crypto";
import { eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { storedFiles } from "../db/schema.ts";
import { assertValidStorageKey, type ByteRange, type FileStorage, type StoredFileInfo } from "./file-storage.ts";

/** Keys per query while listing: the list never loads every key at once. */
const LIST_BATCH = 500;

/**
 * Files as rows of `stored_files` in the app's own PostgreSQL database: with DATABASE_URL and no object
 * storage, every instance serves every image and nothing else needs sharing. A put is a committed
 * INSERT … ON CONFLICT, so it is durable when it resolves. Bytes are stored uncompressed and out of line
 * (migration 0004), so a range request reads only its part.
 */
export class DatabaseStorage implements FileStorage {
  readonly kind = "database";
  readonly description = "the database (table stored_files)";

  constructor(private readonly db: Database) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    const etag = `"${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}"`;
    const row = { key, contentType, size: bytes.length, etag, bytes, createdAt: new Date() };
    await this.db
      .insert(storedFiles)
      .values(row)
      .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, size: row.size, etag, bytes, createdAt: row.createdAt } });
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertValidStorageKey(key);
    const [row] = await this.db.select({ bytes: storedFiles.bytes }).from(storedFiles).where(eq(storedFiles.key, key));
    return row?.bytes;
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    assertValidStorageKey(key);
    const [row] = await this.db
      .select({ size: storedFiles.size, contentType: storedFiles.contentType, etag: storedFiles.etag, lastModified: storedFiles.createdAt })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row;
  }

  async read(key: string, range?: ByteRange): Promise<Buffer | undefined> {
    if (!range) return this.get(key);
    assertValidStorageKey(key);
    // SQL's substring counts from 1.
    const [row] = await this.db
      .select({ bytes: sql<Buffer>`substring(${storedFiles.bytes} from ${range.start + 1} for ${range.end - range.start + 1})`.mapWith(storedFiles.bytes) })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row?.bytes;
  }

  async exists(key: string): Promise<boolean> {
    assertValidStorageKey(key);
    const [row] = await this.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, key));
    return row !== undefined;
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }

  async *list(): AsyncIterable<string> {
    let after = "";
    for (;;) {
      const rows = await this.db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(gt(storedFiles.key, after))
        .orderBy(storedFiles.key)
        .limit(LIST_BATCH);
      for (const row of rows) yield row.key;
      if (rows.length < LIST_BATCH) return;
      after = rows.at(-1)!.key;
    }
  }

  /** The database is checked on its own by /api/ready. */
  async check(): Promise<void> {}

  async close(): Promise<void> {}
}
