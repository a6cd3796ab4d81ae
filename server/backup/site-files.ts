import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The uploaded files as export/import sees them: the part of the storage interface they use
 * (server/storage/file-storage.ts: list, get, put), so any backend (data directory, PostgreSQL, S3)
 * is one; the commands pass `createFileStorage(config.fileStorage, …)`. `uploadsDirectory` is the
 * first, thin adapter over a plain directory, still used by the tests' and benchmark's sites.
 */
export interface SiteFiles {
  readonly description: string;
  list(): AsyncIterable<string>;
  get(key: string): Promise<Buffer | undefined>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
}

const VALID_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function uploadsDirectory(dir: string): SiteFiles {
  return {
    description: dir,
    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      // Files only, and never a temporary file of an upload in progress.
      for (const name of names) if (VALID_KEY.test(name) && !name.endsWith(".tmp")) yield name;
    },
    async get(key) {
      try {
        return await readFile(path.join(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async put(key, bytes) {
      if (!VALID_KEY.test(key) || key.includes("..")) throw new Error(`Invalid file name in the archive: ${JSON.stringify(key)}`);
      await mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${key}.import.tmp`);
      await writeFile(temporary, bytes, { flush: true });
      await rename(temporary, path.join(dir, key));
    },
  };
}
