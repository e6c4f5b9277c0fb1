import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertValidContentType,
  assertValidKey,
  assertValidPrefix,
  isValidKey,
  meterBody,
  NotFoundError,
  type ListedFile,
  type PutOptions,
  type PutResult,
  type Storage,
  type StoredFile,
} from './contract.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2, s3rver…); AWS when unset. */
  endpoint?: string | undefined;
  /** Both or neither; neither uses the SDK's own chain (environment, instance role…). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /**
   * Usra's folder in the bucket (S3_PREFIX, `usra/` by default; '' for the whole bucket):
   * every key is stored as `${prefix}${key}`, and nothing outside it is listed or removed.
   */
  prefix?: string;
  /** Multipart part size in bytes (S3's minimum, 5 MiB, unless a test wants more). */
  partSize?: number;
}

/** Where Usra keeps its objects unless S3_PREFIX says otherwise. */
export const DEFAULT_PREFIX = 'usra/';

/** S3's smallest part: a file up to this size is one PutObject, a larger one a multipart upload. */
export const S3_PART_SIZE = 5 * 1024 * 1024;
/** Parts in flight per upload: memory per upload is about this many parts. */
const QUEUE_SIZE = 2;

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}

/**
 * Files in one bucket, under the same keys as on disk. Checksums are computed and validated
 * only when an operation requires them (`WHEN_REQUIRED`): with the SDK's defaults a streamed
 * upload is sent as aws-chunked with a trailing checksum, and S3-compatible servers that do
 * not speak that encoding (s3rver 3.7.1) store the chunk framing inside the object.
 */
export class S3Storage implements Storage {
  readonly driver = 's3';
  readonly client: S3Client;
  readonly bucket: string;
  /** Usra's folder in the bucket: every object it writes, lists or removes is under it. */
  readonly prefix: string;
  readonly #partSize: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? DEFAULT_PREFIX;
    if (this.prefix !== '') assertValidPrefix(this.prefix);
    this.#partSize = options.partSize ?? S3_PART_SIZE;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId && options.secretAccessKey
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
            },
          }
        : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<PutResult> {
    assertValidKey(key);
    assertValidContentType(options.contentType);
    const meter = meterBody(body, options.maxBytes);
    let meterError: Error | undefined;
    meter.once('error', (error) => (meterError = error));
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: meter,
        ContentType: options.contentType,
      },
      partSize: this.#partSize,
      queueSize: QUEUE_SIZE,
      // On any failure the multipart upload is aborted and its parts removed.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      return meter.result();
    } catch (error) {
      meter.destroy();
      // A failure after the object was written (the answer to Complete lost) must not leave it.
      await this.delete(key).catch(() => undefined);
      throw meterError ?? error;
    }
  }

  async get(key: string): Promise<StoredFile> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return {
        stream: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) throw new NotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** Lists the prefix a page (1,000 keys) at a time and deletes each page in one request. */
  async deletePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.objectKey(prefix),
          ContinuationToken: token,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) {
        const answer = await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: keys, Quiet: true },
          }),
        );
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`Could not delete ${failed.Key}: ${failed.Code ?? 'error'}`);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async *list(): AsyncGenerator<ListedFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        const key = item.Key ? this.keyOf(item.Key) : null;
        if (key === null) continue;
        yield { key, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Health probes left by a process that died during `check()`. An interrupted put leaves no
   * object (a multipart upload's parts are not objects; the bucket's lifecycle rule for
   * incomplete multipart uploads removes them, decision 009).
   */
  async removeLeftovers(before: Date): Promise<number> {
    const page = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.prefix}.health/` }),
    );
    const old = (page.Contents ?? []).filter(
      (item) => item.Key && item.LastModified && item.LastModified < before,
    );
    for (const item of old) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: item.Key }));
    }
    return old.length;
  }

  /** The bucket answers, and a probe object can be written and removed. */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    // Starts with `.`: no family key can name it.
    const probe = `${this.prefix}.health/${randomUUID()}`;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: probe,
        Body: 'ok',
        ContentType: 'text/plain',
      }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: probe }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  /** The object a key is kept in. */
  objectKey(key: string): string {
    return `${this.prefix}${key}`;
  }

  /** The key an object holds, or null for an object that is not Usra's (or a driver's file). */
  keyOf(objectKey: string): string | null {
    if (!objectKey.startsWith(this.prefix)) return null;
    const key = objectKey.slice(this.prefix.length);
    return isValidKey(key) ? key : null;
  }
}
