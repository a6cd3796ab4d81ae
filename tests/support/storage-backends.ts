import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { FileStorageConfig } from "#server/config.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { type S3TestServer, startS3Server } from "./s3-server.ts";

/** The three places uploads can be kept; suites that store files run once over each. */
export const STORAGE_BACKENDS = ["directory", "database", "s3"] as const satisfies ReadonlyArray<FileStorageConfig["kind"]>;
export type StorageBackend = (typeof STORAGE_BACKENDS)[number];

/**
 * Call in a describe block: `next()` gives the configuration of an empty storage of this kind for each
 * test (a new directory, the emptied test database, a new bucket on a real S3-protocol server started
 * for the block).
 */
export function useStorageBackend(kind: StorageBackend): { next(): Promise<FileStorageConfig> } {
  let s3: S3TestServer | undefined;
  const directories: string[] = [];
  beforeAll(async () => {
    if (kind === "s3") s3 = await startS3Server();
  });
  afterEach(() => {
    for (const dir of directories.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await s3?.stop();
  });
  return {
    async next() {
      if (kind === "directory") {
        const dir = mkdtempSync(path.join(os.tmpdir(), "vistaar-uploads-"));
        directories.push(dir);
        return { kind, dir };
      }
      if (kind === "database") return { kind };
      return s3!.newBucket();
    },
  };
}

/** Every key in a storage, sorted. */
export async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}
