import type { FileStorageConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { FileStorage } from "./file-storage.ts";

/** The backend the configuration names. The S3 client is loaded only when object storage is configured. */
export async function createFileStorage(config: FileStorageConfig, database: DatabaseHandle): Promise<FileStorage> {
  switch (config.kind) {
    case "directory": {
      const { DirectoryStorage } = await import("./directory-storage.ts");
      return new DirectoryStorage(config.dir);
    }
    case "database": {
      const { DatabaseStorage } = await import("./database-storage.ts");
      return new DatabaseStorage(database.db);
    }
    case "s3": {
      const { S3Storage } = await import("./s3-storage.ts");
      return new S3Storage(config);
    }
  }
}
