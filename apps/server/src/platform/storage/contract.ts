import { createHash, type Hash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { newId } from '../ids.js';

/**
 * Where the families' files are kept: local disk (default) or an S3-compatible bucket. Keys are
 * made by the server (`newFileKey`), never from a file name. Every driver streams: a put never
 * holds the whole file in memory, and an upload that passes its size limit fails at once and
 * leaves nothing stored (decision 009).
 */
export interface Storage {
  readonly driver: 'disk' | 's3';
  /**
   * Streams `body` to `key`. Fails with `TooLargeError` as soon as more than `maxBytes` arrive;
   * nothing is then stored under `key`. The caller's stream is unpiped on failure, never
   * destroyed (an HTTP route can still answer).
   */
  put(key: string, body: Readable, options: PutOptions): Promise<PutResult>;
  /** The stored bytes, or `NotFoundError`. */
  get(key: string): Promise<StoredFile>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes every file under `prefix` (a family's files: `familyPrefix(familyId)`). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Every stored file's key, size and last write, in no particular order (paged: never the whole
   * listing in memory). The drivers' own files (sidecars, probes, temporary files) are not listed.
   */
  list(): AsyncIterable<ListedFile>;
  /**
   * Removes what an interrupted put leaves behind that no key names (disk: temporary files and
   * sidecars without their file) when last written before `before`; answers how many. A put in
   * progress writes its temporary file continuously, so `before` a grace period ago spares it.
   */
  removeLeftovers(before: Date): Promise<number>;
  /** Writes and removes a small probe file: throws when the store cannot be written. */
  check(): Promise<void>;
  /** Releases connections (S3); the app calls it on close. */
  close(): Promise<void>;
}

export interface PutOptions {
  contentType: string;
  maxBytes: number;
}

export interface PutResult {
  size: number;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
}

export interface ListedFile {
  key: string;
  size: number;
  /** When the file was written (S3: when its upload started). */
  modifiedAt: Date;
}

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

export class StorageError extends Error {
  override name = 'StorageError';
}

export class TooLargeError extends StorageError {
  override name = 'TooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

export class NotFoundError extends StorageError {
  override name = 'NotFoundError';
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
  }
}

export class InvalidKeyError extends StorageError {
  override name = 'InvalidKeyError';
  constructor(readonly key: string) {
    super(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/**
 * A key is 1–8 segments separated by `/`, each of letters, digits, `-`, `_` and `.`, not
 * starting with `.` (so no `.`/`..`, and the drivers' own files, which start with `.`, can never
 * be named). No leading or trailing `/`, no empty segment, no backslash, at most 512 characters.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;
const MAX_SEGMENTS = 8;

export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((s) => SEGMENT.test(s));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

/** A prefix is a valid key followed by `/`: it names a folder, never part of a name. */
export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isValidKey(prefix.slice(0, -1))) throw new InvalidKeyError(prefix);
}

/** A new file's key: `{familyId}/{uuid}`. */
export function newFileKey(familyId: string): string {
  const key = `${familyId}/${newId()}`;
  assertValidKey(key);
  return key;
}

/** The folder holding every file of a family (for `deletePrefix`). */
export function familyPrefix(familyId: string): string {
  const prefix = `${familyId}/`;
  assertValidPrefix(prefix);
  return prefix;
}

/** A MIME type as sent in a header: printable ASCII, no line breaks. */
export function assertValidContentType(contentType: string): void {
  if (!/^[\x21-\x7e][\x20-\x7e]{0,254}$/.test(contentType)) {
    throw new StorageError(`Not a content type: ${JSON.stringify(contentType.slice(0, 100))}`);
  }
}

/**
 * Counts and hashes the bytes passing through, and fails with `TooLargeError` on the chunk that
 * takes the total past the limit (that chunk is not passed on).
 */
export class UploadMeter extends Transform {
  // Not named `size`: lib-storage reads a body's `size` as its length.
  #bytes = 0;
  readonly #hash: Hash = createHash('sha256');

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#bytes += chunk.length;
    if (this.#bytes > this.maxBytes) {
      done(new TooLargeError(this.maxBytes));
      return;
    }
    this.#hash.update(chunk);
    done(null, chunk);
  }

  result(): PutResult {
    return { size: this.#bytes, sha256: this.#hash.digest('hex') };
  }
}

/**
 * Pipes `body` into a new meter. The body's errors reach the meter; the meter's failure unpipes
 * the body, which is left to its owner (not destroyed).
 */
export function meterBody(body: Readable, maxBytes: number): UploadMeter {
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) {
    throw new StorageError(`maxBytes must be a whole number of bytes, not ${maxBytes}`);
  }
  const meter = new UploadMeter(maxBytes);
  const forwardError = (error: Error) => meter.destroy(error);
  body.once('error', forwardError);
  const detach = () => {
    body.off('error', forwardError);
    body.unpipe(meter);
  };
  meter.once('error', detach);
  meter.once('end', () => body.off('error', forwardError));
  meter.once('close', detach);
  body.pipe(meter);
  return meter;
}
