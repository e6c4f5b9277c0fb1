import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generatedBytes, generatedStream, readAll, sha256 } from '../../test/byte-streams.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { DiskStorage } from './disk.js';
import { S3Storage } from './s3.js';
import {
  createStorage,
  familyPrefix,
  InvalidKeyError,
  newFileKey,
  NotFoundError,
  TooLargeError,
  type Storage,
} from './storage.js';

const MB = 1024 * 1024;
const FAMILY = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const OTHER_FAMILY = '0190a1b2-c3d4-7e5f-8a9b-ffffffffffff';

/** A driver under test and a view of what it really holds, bypassing the driver. */
interface Subject {
  storage: Storage;
  /** Every stored thing: disk files (temporary and sidecar files too) or bucket keys. */
  listStored(): Promise<string[]>;
  cleanup(): Promise<void>;
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    }),
  );
  return nested.flat().map((name) => name.split(path.sep).join('/'));
}

/** The names of the commands the client sends from now on. */
function recordCommands(storage: S3Storage): string[] {
  const names: string[] = [];
  storage.client.middlewareStack.add(
    (next, context) => (args) => {
      names.push(context.commandName ?? '?');
      return next(args);
    },
    { step: 'initialize' },
  );
  return names;
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

const drivers: Record<'disk' | 's3', () => Promise<Subject>> = {
  async disk() {
    const root = mkdtempSync(path.join(tmpdir(), 'usra-files-'));
    return {
      storage: new DiskStorage(root),
      listStored: () => listFiles(root),
      async cleanup() {
        rmSync(root, { recursive: true, force: true });
      },
    };
  },
  async s3() {
    const storage = new S3Storage(s3.options);
    const listStored = async () => {
      const page = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      // Usra's objects, by their storage keys (under the default S3_PREFIX, `usra/`).
      return (page.Contents ?? []).map((item) => item.Key!.replace(/^usra\//, ''));
    };
    return {
      storage,
      listStored,
      async cleanup() {
        for (const key of await listStored()) {
          await storage.client.send(
            new DeleteObjectCommand({ Bucket: s3.bucket, Key: storage.objectKey(key) }),
          );
        }
        await storage.close();
      },
    };
  },
};

describe.each(['disk', 's3'] as const)('%s storage', (driver) => {
  let subject: Subject;
  let sut: Storage;
  beforeEach(async () => {
    subject = await drivers[driver]();
    sut = subject.storage;
    return () => subject.cleanup();
  });

  it('streams a few megabytes in and out byte for byte, with their size and SHA-256', async () => {
    const key = newFileKey(FAMILY);
    const size = 3 * MB + 12_345;
    const expected = generatedBytes(size, 7);

    const put = await sut.put(key, generatedStream(size, 7), {
      contentType: 'application/pdf',
      maxBytes: 25 * MB,
    });

    expect(put).toEqual({ size, sha256: sha256(expected) });
    const file = await sut.get(key);
    expect(file.size).toBe(size);
    expect(file.contentType).toBe('application/pdf');
    const back = await readAll(file.stream);
    expect(back.equals(expected)).toBe(true);
    expect(await sut.exists(key)).toBe(true);
    expect(await subject.listStored()).toContain(key);
  });

  it('keeps an empty file and a file of exactly the limit', async () => {
    const empty = newFileKey(FAMILY);
    expect(
      await sut.put(empty, Readable.from([]), { contentType: 'text/plain', maxBytes: 10 }),
    ).toEqual({
      size: 0,
      sha256: sha256(Buffer.alloc(0)),
    });
    expect((await readAll((await sut.get(empty)).stream)).length).toBe(0);

    const exact = newFileKey(FAMILY);
    const data = generatedBytes(1000, 3, 100);
    expect(
      (
        await sut.put(exact, generatedStream(1000, 3, 100), {
          contentType: 'image/png',
          maxBytes: 1000,
        })
      ).size,
    ).toBe(1000);
    expect((await readAll((await sut.get(exact)).stream)).equals(data)).toBe(true);
  });

  it('uploads a file larger than one part in several parts', async () => {
    const key = newFileKey(FAMILY);
    const size = 11 * MB + 1; // three parts of at most 5 MiB
    const expected = generatedBytes(size, 11);
    const sent = sut instanceof S3Storage ? recordCommands(sut) : [];

    const put = await sut.put(key, generatedStream(size, 11), {
      contentType: 'image/jpeg',
      maxBytes: 25 * MB,
    });

    expect(put.sha256).toBe(sha256(expected));
    expect((await readAll((await sut.get(key)).stream)).equals(expected)).toBe(true);
    if (sut instanceof S3Storage) {
      expect(sent.filter((name) => name !== 'GetObjectCommand')).toEqual([
        'CreateMultipartUploadCommand',
        'UploadPartCommand',
        'UploadPartCommand',
        'UploadPartCommand',
        'CompleteMultipartUploadCommand',
      ]);
      // What s3rver keeps on its disk is the file itself: no aws-chunked framing inside.
      const raw = await readFile(s3.filePath(key));
      expect(raw.length).toBe(size);
      expect(raw.equals(expected)).toBe(true);
    }
  });

  it('stores a single-request upload without chunk framing', async () => {
    const key = newFileKey(FAMILY);
    const expected = generatedBytes(300_000, 5, 16 * 1024);
    await sut.put(key, generatedStream(300_000, 5, 16 * 1024), {
      contentType: 'application/pdf',
      maxBytes: MB,
    });
    if (sut instanceof S3Storage) {
      const raw = await readFile(s3.filePath(key));
      expect(raw.includes(Buffer.from('chunk-signature'))).toBe(false);
      expect(raw.includes(Buffer.from('x-amz-checksum'))).toBe(false);
      expect(raw.equals(expected)).toBe(true);
    } else {
      expect((await readAll((await sut.get(key)).stream)).equals(expected)).toBe(true);
    }
  });

  it('answers NotFoundError for a key that holds nothing', async () => {
    const key = newFileKey(FAMILY);
    await expect(sut.get(key)).rejects.toBeInstanceOf(NotFoundError);
    await expect(sut.get(key)).rejects.toMatchObject({ key });
    expect(await sut.exists(key)).toBe(false);
  });

  it('fails with TooLargeError once the limit is passed, and stores nothing', async () => {
    const small = newFileKey(FAMILY);
    const source = generatedStream(2 * MB, 2);
    await expect(
      sut.put(small, source, { contentType: 'application/pdf', maxBytes: MB }),
    ).rejects.toBeInstanceOf(TooLargeError);
    // The caller's stream is left to the caller (an HTTP route can still answer 413).
    expect(source.destroyed).toBe(false);

    // Past the first part: on S3 a multipart upload had begun and is aborted.
    const sent = sut instanceof S3Storage ? recordCommands(sut) : [];
    const big = newFileKey(FAMILY);
    await expect(
      sut.put(big, generatedStream(12 * MB, 4), {
        contentType: 'application/pdf',
        maxBytes: 6 * MB,
      }),
    ).rejects.toMatchObject({ name: 'TooLargeError', maxBytes: 6 * MB });

    if (sut instanceof S3Storage) {
      expect(sent).toContain('CreateMultipartUploadCommand');
      // s3rver 3.7.1 answers AbortMultipartUpload with 405 (its parts stay in its own folder,
      // never listed as objects); S3 and MinIO remove the parts.
      expect(sent).toContain('AbortMultipartUploadCommand');
      expect(sent).not.toContain('CompleteMultipartUploadCommand');
    }
    expect(await subject.listStored()).toEqual([]);
    expect(await sut.exists(small)).toBe(false);
    expect(await sut.exists(big)).toBe(false);
  });

  it('stores nothing when the upload stream breaks off', async () => {
    const key = newFileKey(FAMILY);
    const body = new PassThrough();
    const stored = sut.put(key, body, { contentType: 'application/pdf', maxBytes: 25 * MB });
    body.write(generatedBytes(100_000, 9));
    setTimeout(() => body.destroy(new Error('client went away')), 20);
    await expect(stored).rejects.toThrow('client went away');
    expect(await subject.listStored()).toEqual([]);
  });

  it('deletes a file, and deleting it again is not an error', async () => {
    const key = newFileKey(FAMILY);
    await sut.put(key, Readable.from([Buffer.from('hello')]), {
      contentType: 'text/plain',
      maxBytes: 100,
    });
    await sut.delete(key);
    await sut.delete(key);
    await sut.delete(newFileKey(FAMILY));
    expect(await sut.exists(key)).toBe(false);
    await expect(sut.get(key)).rejects.toBeInstanceOf(NotFoundError);
    expect(await subject.listStored()).toEqual([]);
  });

  it('deletes every file of one family and none of another', async () => {
    const put = (key: string) =>
      sut.put(key, Readable.from([Buffer.from(key)]), {
        contentType: 'text/plain',
        maxBytes: 1000,
      });
    const mine = [
      newFileKey(FAMILY),
      newFileKey(FAMILY),
      `${FAMILY}/thumbs/${newFileKey(FAMILY).split('/')[1]}`,
    ];
    const theirs = [newFileKey(OTHER_FAMILY)];
    // A family whose id starts like the first one's must not be caught by its prefix.
    const lookalike = `${FAMILY}x/${newFileKey(FAMILY).split('/')[1]}`;
    for (const key of [...mine, ...theirs, lookalike]) await put(key);

    await sut.deletePrefix(familyPrefix(FAMILY));
    await sut.deletePrefix(familyPrefix(FAMILY)); // nothing left: still fine

    for (const key of mine) expect(await sut.exists(key)).toBe(false);
    expect(await sut.exists(theirs[0]!)).toBe(true);
    expect(await sut.exists(lookalike)).toBe(true);
    const left = await subject.listStored();
    expect(left.filter((name) => name.startsWith(`${FAMILY}/`))).toEqual([]);
  });

  it('refuses keys that could leave their folder or were not made by the server', async () => {
    const body = () => Readable.from([Buffer.from('x')]);
    const bad = [
      '',
      '../etc/passwd',
      `${FAMILY}/../${OTHER_FAMILY}/a`,
      `/${FAMILY}/a`,
      `${FAMILY}/`,
      `${FAMILY}//a`,
      `${FAMILY}\\a`,
      `${FAMILY}/.hidden`,
      `${FAMILY}/a b`,
      `${FAMILY}/ملف`,
      'C:/windows',
      `${FAMILY}/a\u0000`,
      'a/'.repeat(10) + 'a',
      'x'.repeat(513),
    ];
    for (const key of bad) {
      await expect(
        sut.put(key, body(), { contentType: 'text/plain', maxBytes: 10 }),
        key,
      ).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(sut.get(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(sut.exists(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(sut.delete(key), key).rejects.toBeInstanceOf(InvalidKeyError);
    }
    for (const prefix of ['', '/', FAMILY, '../', `${FAMILY}/../`, `${FAMILY}/a/..//`]) {
      await expect(sut.deletePrefix(prefix), prefix).rejects.toBeInstanceOf(InvalidKeyError);
    }
    expect(await subject.listStored()).toEqual([]);
  });

  it('refuses a content type that could break a header', async () => {
    await expect(
      sut.put(newFileKey(FAMILY), Readable.from([Buffer.from('x')]), {
        contentType: 'text/plain\r\nX-Evil: 1',
        maxBytes: 10,
      }),
    ).rejects.toThrow(/content type/);
  });

  it('passes its health check and leaves no probe behind', async () => {
    await sut.check();
    expect(await subject.listStored()).toEqual([]);
  });

  it('lists every stored file with its size and time of writing, and nothing of its own', async () => {
    const start = Date.now();
    const keys = [newFileKey(FAMILY), newFileKey(FAMILY), newFileKey(OTHER_FAMILY)];
    for (const [i, key] of keys.entries()) {
      await sut.put(key, Readable.from([generatedBytes(1000 + i, i)]), {
        contentType: 'application/pdf',
        maxBytes: MB,
      });
    }
    await sut.check();
    const listed = [];
    for await (const file of sut.list()) listed.push(file);
    expect(listed.map((f) => f.key).sort()).toEqual([...keys].sort());
    for (const file of listed) {
      expect(file.size).toBe(1000 + keys.indexOf(file.key));
      // Second precision (S3), and the S3 server's clock.
      expect(Math.abs(file.modifiedAt.getTime() - start)).toBeLessThan(60_000);
    }
  });

  it('removes no stored file as a leftover', async () => {
    const key = newFileKey(FAMILY);
    await sut.put(key, Readable.from([Buffer.from('kept')]), {
      contentType: 'text/plain',
      maxBytes: 10,
    });
    expect(await sut.removeLeftovers(new Date(Date.now() + 3600_000))).toBe(0);
    expect((await readAll((await sut.get(key)).stream)).toString()).toBe('kept');
  });
});

describe('disk storage leftovers', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'usra-leftovers-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('are the temporary files and lone sidecars of interrupted puts, removed once old enough', async () => {
    const storage = new DiskStorage(root);
    const kept = newFileKey(FAMILY);
    await storage.put(kept, Readable.from([Buffer.from('%PDF-1.4')]), {
      contentType: 'application/pdf',
      maxBytes: 100,
    });
    const folder = path.join(root, FAMILY);
    const name = 'dead0000-0000-7000-8000-000000000000';
    // What a process killed inside put() leaves: the data and sidecar temporaries, or a sidecar
    // renamed into place before its data was; and a probe of a killed health check.
    const leftovers = [
      path.join(folder, `.${name}.${randomUUID()}.tmp`),
      path.join(folder, `.${name}.${randomUUID()}.tmp.meta`),
      path.join(folder, `.${name}.meta.json`),
      path.join(root, `.health-${randomUUID()}`),
    ];
    for (const file of leftovers) await writeFile(file, 'x');
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const file of leftovers.slice(1)) await utimes(file, old, old);

    // The first is as young as a put in progress: kept.
    expect(await storage.removeLeftovers(new Date(Date.now() - 3600_000))).toBe(3);
    expect(existsSync(leftovers[0]!)).toBe(true);
    expect(leftovers.slice(1).filter((file) => existsSync(file))).toEqual([]);
    expect(await storage.removeLeftovers(new Date(Date.now() + 1000))).toBe(1);
    // The stored file and its own sidecar stay.
    expect((await storage.get(kept)).contentType).toBe('application/pdf');
    const id = kept.split('/')[1]!;
    expect((await listFiles(root)).sort()).toEqual(
      [`${FAMILY}/${id}`, `${FAMILY}/.${id}.meta.json`].sort(),
    );
  });
});

describe('S3 checksums', () => {
  it('are sent only when required, so a streamed upload is stored without chunk framing', async () => {
    const storage = new S3Storage(s3.options);
    const defaults = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: {
        accessKeyId: s3.options.accessKeyId,
        secretAccessKey: s3.options.secretAccessKey,
      },
    });
    const size = 100_000;
    const expected = generatedBytes(size, 8);
    const putStreamed = (client: S3Client, key: string) =>
      client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: generatedStream(size, 8),
          ContentLength: size,
        }),
      );
    try {
      expect(await storage.client.config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
      expect(await storage.client.config.responseChecksumValidation()).toBe('WHEN_REQUIRED');

      await putStreamed(storage.client, 'checksums/driver');
      expect((await readFile(s3.objectPath('checksums/driver'))).equals(expected)).toBe(true);

      // Why: with the SDK's defaults the same upload goes out aws-chunked, and s3rver keeps the
      // framing (chunk sizes in hex, the trailing checksum) as part of the object.
      await putStreamed(defaults, 'checksums/defaults');
      const framed = await readFile(s3.objectPath('checksums/defaults'));
      expect(framed.length).toBeGreaterThan(size);
      expect(framed.subarray(0, 20).toString('latin1')).toMatch(/^[0-9a-f]+(;|\r\n)/);
    } finally {
      await storage.deletePrefix('checksums/');
      defaults.destroy();
      await storage.close();
    }
  });
});

describe('file keys', () => {
  it('are the family id and a new UUID', () => {
    const key = newFileKey(FAMILY);
    expect(key).toMatch(
      new RegExp(`^${FAMILY}/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`),
    );
    expect(newFileKey(FAMILY)).not.toBe(key);
    expect(() => newFileKey('../x')).toThrow(InvalidKeyError);
  });
});

describe('createStorage', () => {
  it('makes the driver the configuration names', async () => {
    const disk = await createStorage({ driver: 'disk', root: '/tmp/usra-unused' });
    expect(disk).toBeInstanceOf(DiskStorage);
    const remote = await createStorage({
      driver: 's3',
      ...s3.options,
      prefix: 'usra/',
    });
    expect(remote).toBeInstanceOf(S3Storage);
    await remote.close();
  });

  it('reports an unreachable S3 server in its health check', async () => {
    const unreachable = new S3Storage({ ...s3.options, endpoint: 'http://127.0.0.1:9' });
    await expect(unreachable.check()).rejects.toThrow();
    await unreachable.close();
  });
});
