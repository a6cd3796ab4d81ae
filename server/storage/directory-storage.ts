import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, constants, mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  assertValidStorageKey,
  type ByteRange,
  contentTypeOfKey,
  type FileStorage,
  FileStorageError,
  isValidStorageKey,
  type StoredFileInfo,
} from "./file-storage.ts";

/**
 * Files in a directory of this machine (UPLOADS_DIR): the embedded default, where one process owns
 * the data. A file is written under a temporary name, flushed to disk and renamed into place (and the
 * directory flushed), so a reader never sees half a file and an acknowledged upload survives a crash.
 */
export class DirectoryStorage implements FileStorage {
  readonly kind = "directory";
  readonly description: string;
  private ready: Promise<void> | undefined;

  constructor(private readonly dir: string) {
    this.description = `the directory ${dir}`;
  }

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    return path.join(this.dir, key);
  }

  private ensureDir(): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true }).then(() => undefined);
    return this.ready;
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await this.ensureDir();
    const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      const file = await open(temporary, "wx");
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw new FileStorageError(`Could not write ${key} to ${this.description}: ${(error as Error).message}`, { cause: error });
    }
    await syncDirectory(this.dir);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) return undefined;
      // Weak, like @fastify/send's: size and modification time identify this copy of the file.
      return { size: info.size, contentType: contentTypeOfKey(key), etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`, lastModified: info.mtime };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const file = this.pathOf(key);
    if (!(await this.exists(key))) return undefined;
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<string> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    // Temporary files of writes in progress (and anything else that is no key) are not stored files.
    for (const name of names.sort()) if (isValidStorageKey(name) && !name.endsWith(".tmp")) yield name;
  }

  async check(): Promise<void> {
    await this.ensureDir();
    await access(this.dir, constants.W_OK);
  }

  async close(): Promise<void> {}
}

const isMissing = (error: unknown) => ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

/** After a rename, the directory entry itself must reach the disk for the file to survive a crash. */
async function syncDirectory(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } catch {
    // Some file systems cannot sync a directory; the rename is as durable as they make it.
  } finally {
    await handle.close();
  }
}
