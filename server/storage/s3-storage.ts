import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { FileStorageConfig } from "../config.ts";
import { assertValidStorageKey, type ByteRange, type FileStorage, FileStorageError, type StoredFileInfo } from "./file-storage.ts";

type S3Config = Extract<FileStorageConfig, { kind: "s3" }>;

/** How long one call to the object storage may take before it counts as unreachable. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Files as objects in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO, Garage,
 * Ceph…) through the AWS SDK v3. PutObject answers only once the object is stored, so an upload is
 * durable when `put` resolves. Objects are named by their key alone (no prefix), and the bucket needs
 * no public access: /uploads/* is served by the app (plugins/uploaded-files.ts).
 */
export class S3Storage implements FileStorage {
  readonly kind = "s3";
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.description = `the bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer
      // default trailing checksums (and the content hash names our files anyway).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: REQUEST_TIMEOUT_MS },
      maxAttempts: 3,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    await this.call(`store ${key}`, () =>
      this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length })),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertValidStorageKey(key);
    const answer = await this.call(`read ${key}`, () => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })), { missing: true });
    if (!answer?.Body) return undefined;
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    assertValidStorageKey(key);
    const head = await this.call(`look up ${key}`, () => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })), { missing: true });
    if (!head) return undefined;
    return {
      size: head.ContentLength ?? 0,
      contentType: head.ContentType ?? "application/octet-stream",
      etag: head.ETag ?? `"${key}"`,
      lastModified: head.LastModified ?? new Date(0),
    };
  }

  async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
    assertValidStorageKey(key);
    const answer = await this.call(
      `read ${key}`,
      () => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined })),
      { missing: true },
    );
    // In Node the SDK's body is the HTTP response stream itself.
    return answer?.Body as Readable | undefined;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await this.call(`delete ${key}`, () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.call("list the files", () =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token })),
      );
      for (const object of page?.Contents ?? []) if (object.Key) yield object.Key;
      token = page?.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.call("reach the bucket", () => this.client.send(new HeadBucketCommand({ Bucket: this.bucket })));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  /**
   * Runs one call; with `missing`, a 404 (no such key) answers undefined. Any other failure becomes a
   * FileStorageError naming what was being done and the storage's own reason (never credentials).
   */
  private async call<T>(doing: string, send: () => Promise<T>, options: { missing?: boolean } = {}): Promise<T | undefined> {
    try {
      return await send();
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      if (options.missing && (status === 404 || (error as Error).name === "NoSuchKey" || (error as Error).name === "NotFound")) return undefined;
      const reason = error instanceof S3ServiceException ? `${error.name}${status ? ` (HTTP ${status})` : ""}` : (error as Error).message || (error as Error).name;
      throw new FileStorageError(`Could not ${doing} in ${this.description}: ${reason}`, { cause: error });
    }
  }
}
