import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import {
  createStorage,
  familyPrefix,
  newFileKey,
  type ListedFile,
  type Storage,
} from '../../platform/storage/storage.js';
import { minimalPdf } from '../../test/file-fixtures.js';
import { uploadBody } from '../../test/multipart.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';
import { sweepOrphanFiles } from './orphan-files.js';

const HOUR = 3600_000;
const drivers = ['disk', 's3'] as const;
const cases = engines.flatMap((engine) => drivers.map((driver) => [engine, driver] as const));

/**
 * Decision 009: a stored file no document names (a process killed between storing an upload and
 * committing its row, or between deleting a row and its file) is removed by the sweep every
 * instance runs when it starts, once older than ORPHAN_FILE_GRACE_SECONDS. The kill -9 itself is
 * exercised on the built server by src/ops/crash-safety.test.ts.
 */
describe.each(cases)('the orphan file sweep on %s with %s storage', (engine, driver) => {
  let s3: TestS3Server | undefined;
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let familyId: string;
  let storage: Storage;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  beforeEach(async () => {
    env = createTestEnv(engine, s3 ? s3.env : {});
    sut = await env.start();
    ({ jar: sara, familyId } = await env.ctx.newFamily());
    storage = await createStorage(env.config.storage);
  });
  afterEach(async () => {
    await storage.deletePrefix(familyPrefix(familyId));
    await storage.close();
    await env.cleanup();
  });

  const upload = async (title: string) => {
    const { payload, headers } = uploadBody(
      { dialog: 'smart', title, documentType: 'warranty' },
      { fileName: 'warranty.pdf', data: minimalPdf(title) },
    );
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...headers, cookie: sara.header() },
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string };
  };
  const storeWithoutRow = async () => {
    const key = newFileKey(familyId);
    await storage.put(key, Readable.from([minimalPdf('lost')]), {
      contentType: 'application/pdf',
      maxBytes: 10_000,
    });
    return key;
  };
  /** Restarting twice: closing an app waits for the sweep its start began. */
  const restartAt = async (now: Date) => {
    env.clock.now = now;
    await env.restart();
    sut = await env.restart();
  };

  it('removes at start-up a file no document names once older than the grace, and nothing else', async () => {
    const document = await upload('Fridge warranty');
    const lost = await storeWithoutRow();
    const deleted = await upload('Old receipt');
    const deletion = await callAs(sut.app, sara, 'DELETE', `/api/documents/${deleted.id}`);
    expect(deletion.statusCode).toBe(204);

    // Half an hour later: within the grace (one hour), an upload could still be under way.
    await restartAt(new Date(Date.now() + HOUR / 2));
    expect(await storage.exists(lost)).toBe(true);

    // Two hours later: the lost file goes; the document's file stays, byte for byte.
    await restartAt(new Date(Date.now() + 2 * HOUR));
    expect(await storage.exists(lost)).toBe(false);
    const listed: string[] = [];
    for await (const file of storage.list()) listed.push(file.key);
    expect(listed).toHaveLength(1);
    const download = await callAs(sut.app, sara, 'GET', `/api/documents/${document.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(minimalPdf('Fridge warranty'))).toBe(true);
  });

  it('never touches objects outside S3_PREFIX: the bucket may be shared (issue 25)', async () => {
    if (driver !== 's3') return;
    const { S3Storage } = await import('../../platform/storage/s3.js');
    const raw = new S3Storage({ ...s3!.options, prefix: '' });
    // Another application's objects, one of them shaped like a Usra key, all old enough.
    const foreign = ['photos/holiday.jpg', 'report.pdf', `${familyId}/${randomUUID()}`];
    try {
      for (const key of foreign) {
        await raw.put(key, Readable.from([Buffer.from('not usra')]), {
          contentType: 'application/octet-stream',
          maxBytes: 100,
        });
      }
      const lost = await storeWithoutRow();
      expect(lost.startsWith(`${familyId}/`)).toBe(true);
      // Usra's own object sits under the prefix.
      expect(await raw.exists(`usra/${lost}`)).toBe(true);
      await restartAt(new Date(Date.now() + 2 * HOUR));
      expect(await storage.exists(lost)).toBe(false);
      for (const key of foreign) expect(await raw.exists(key), key).toBe(true);
    } finally {
      for (const key of foreign) await raw.delete(key);
      await raw.close();
    }
  });

  it('removes the leftovers of a put killed halfway (disk), not a file being written', async () => {
    if (driver !== 'disk') {
      // S3 has none: an unfinished upload's parts are no object (the bucket's lifecycle rule).
      expect(await storage.removeLeftovers(new Date(Date.now() + HOUR))).toBe(0);
      return;
    }
    await upload('Kept');
    const folder = path.join(env.config.dataDir, 'files', familyId);
    const name = randomUUID();
    const old = path.join(folder, `.${name}.${randomUUID()}.tmp`);
    const young = path.join(folder, `.${name}.${randomUUID()}.tmp`);
    await writeFile(old, 'partial');
    await writeFile(young, 'partial');
    const before = new Date(Date.now() - 2 * HOUR);
    await utimes(old, before, before);

    await restartAt(new Date());
    expect(existsSync(old)).toBe(false);
    expect(existsSync(young)).toBe(true);
  });

  it('looks rows up per family, a batch at a time, and removes only the unnamed files', async () => {
    const keys = Array.from({ length: 3 }, () => newFileKey(familyId));
    const listed: ListedFile[] = keys.map((key) => ({
      key,
      size: 1,
      modifiedAt: new Date(0),
    }));
    const deleted: string[] = [];
    const asked: string[][] = [];
    const report = await sweepOrphanFiles({
      storage: {
        async *list() {
          yield* listed;
          // Written a moment ago: within the grace.
          yield { key: newFileKey(familyId), size: 1, modifiedAt: new Date() };
        },
        removeLeftovers: async () => 2,
        delete: async (key: string) => void deleted.push(key),
      } as unknown as Storage,
      repo: {
        keysInUse: async (family: string, batch: readonly string[]) => {
          asked.push([family, ...batch]);
          return new Set([keys[1]!]);
        },
      },
      graceMs: HOUR,
      now: new Date(),
    });
    expect(report).toEqual({ files: 2, leftovers: 2 });
    expect(asked).toEqual([[familyId, ...keys]]);
    expect(deleted).toEqual([keys[0], keys[2]]);
  });
});
