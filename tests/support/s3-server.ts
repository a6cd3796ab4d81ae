import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { FileStorageConfig } from "#server/config.ts";

/**
 * A real S3-protocol server for the tests (s3rver: the S3 REST API over a temporary directory,
 * signatures checked), started in this process on a free port. Each `newBucket()` is an empty bucket,
 * so tests do not see each other's files.
 */
export interface S3TestServer {
  endpoint: string;
  /** The storage configuration of a new, empty bucket on this server. */
  newBucket(): Promise<Extract<FileStorageConfig, { kind: "s3" }>>;
  stop(): Promise<void>;
}

/** s3rver's built-in account: it checks every request's signature against these. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "vistaar-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: CREDENTIALS });
  let buckets = 0;
  return {
    endpoint,
    async newBucket() {
      buckets += 1;
      const bucket = `vistaar-test-${process.pid}-${buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { kind: "s3", bucket, endpoint, region: "us-east-1", credentials: CREDENTIALS, forcePathStyle: true };
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
