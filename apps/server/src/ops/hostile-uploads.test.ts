import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startInstance, type Instance } from '../../../../scripts/lib/cluster.mjs';
import { hostileCorpus, pdfOf } from '../test/hostile-files.js';
import { multipart } from '../test/multipart.js';
import { watchGroupMemory } from '../test/process-memory.js';
import { Browser } from './http-client.js';

/**
 * Issue 25's hostile corpus against two built server processes sharing one PostgreSQL schema
 * and one data folder (decision 016). The lease is 3 s and the extraction limit 10 s: a job
 * whose child works past the lease is kept by its holder (the parent renews it, its event loop
 * free), so the other instance is never dragged in: every job has one attempt. Both instances
 * answer /api/health within 1 s throughout and stay within their memory budgets.
 */

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MB = 1024 * 1024;
const RSS_MB = 448;
const TIMEOUT_SECONDS = 15;
const LEASE_SECONDS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function vapidKeys() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
    format: 'jwk',
  });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d! };
}

const PLAIN_PDF = pdfOf([
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  (() => {
    const content = 'BT /F1 14 Tf 40 700 Td (Fridge warranty valid until 2027) Tj ET';
    return `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  })(),
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
]);

/**
 * Asks each URL's /api/health every 200 ms from a process of its own, so that the test's own
 * work (building and sending 16 MB uploads) does not count against the servers.
 */
function askHealth(urls: string[]) {
  const script = `
    const urls = process.argv.slice(1);
    const slowest = urls.map(() => 0);
    let failures = 0, samples = 0, asking = true;
    process.stdin.on('end', () => { asking = false; });
    process.stdin.resume();
    (async () => {
      while (asking) {
        await Promise.all(urls.map(async (url, i) => {
          const started = performance.now();
          try {
            const answer = await fetch(url + '/api/health', { signal: AbortSignal.timeout(5000) });
            await answer.arrayBuffer();
            if (answer.status !== 200) failures += 1;
          } catch { failures += 1; }
          slowest[i] = Math.max(slowest[i], performance.now() - started);
          samples += 1;
        }));
        await new Promise((r) => setTimeout(r, 200));
      }
      process.stdout.write(JSON.stringify({ slowest, failures, samples }));
    })();
  `;
  const child = spawn(process.execPath, ['-e', script, ...urls], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    async stop(): Promise<{ slowest: number[]; failures: number; samples: number }> {
      child.stdin.end();
      await exited;
      return JSON.parse(out) as { slowest: number[]; failures: number; samples: number };
    },
  };
}

describe('hostile uploads on two instances sharing one database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'usra-hostile-'));
  const schema = `ops_hostile_${randomBytes(4).toString('hex')}`;
  let db: pg.Client;
  const instances: Instance[] = [];

  beforeAll(async () => {
    db = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${schema}` });
    await db.connect();
    const env = {
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      DATA_DIR: path.join(dir, 'data'),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ...vapidKeys(),
      EXTRACT_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      EXTRACT_MAX_MB_RSS: String(RSS_MB),
      EXTRACT_CONCURRENCY: '1',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    // The first creates the schema and migrates it; the second finds it ready.
    for (const name of ['a', 'b']) {
      const port = await freePort();
      instances.push(
        await startInstance({
          port,
          name: `usra-${name}`,
          env: { ...env, BASE_URL: `http://127.0.0.1:${port}` },
        }),
      );
    }
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    if (db) {
      await db.query(`drop schema if exists "${schema}" cascade`);
      await db.end();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('every hostile file fails once with its reason; both instances keep answering within budget', async () => {
    const [a, b] = instances as [Instance, Instance];
    const browser = new Browser();
    expect((await browser.signUp(a.url, 'sara@example.com')).status).toBe(201);
    const upload = async (fileName: string, data: Buffer) => {
      const { payload, headers } = multipart([
        {
          name: 'metadata',
          value: JSON.stringify({ dialog: 'quick', title: fileName, documentType: 'other' }),
        },
        { name: 'file', fileName, data },
      ]);
      const response = await fetch(`${a.url}/api/documents`, {
        method: 'POST',
        headers: { ...headers, cookie: browser.cookieHeader() },
        body: new Uint8Array(payload),
      });
      expect(response.status, fileName).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };

    const corpus = hostileCorpus();
    const memory = instances.map((instance) => watchGroupMemory(instance.pid!));
    const health = askHealth(instances.map((instance) => instance.url));
    let asked: Awaited<ReturnType<typeof health.stop>>;
    const ids: string[] = [];
    try {
      for (const file of corpus) ids.push(await upload(file.fileName, file.data));
      const plainId = await upload('warranty.pdf', PLAIN_PDF);

      // Two instances, one child each: the corpus is read in about half its serial time.
      const deadline = Date.now() + 240_000;
      for (;;) {
        const { rows } = await db.query<{ n: string }>(
          "select count(*) as n from jobs where type = 'documents.extract' and status in ('queued', 'running')",
        );
        if (Number(rows[0]!.n) === 0) break;
        expect(Date.now()).toBeLessThan(deadline);
        await sleep(250);
      }

      for (const [index, file] of corpus.entries()) {
        // Read through the other instance.
        const read = await browser.json<{ extraction: unknown }>(
          b.url,
          'GET',
          `/api/documents/${ids[index]}`,
        );
        expect(read.body.extraction, file.name).toEqual({
          status: 'failed',
          method: null,
          reason: file.reason,
        });
      }
      const plain = await browser.json<{ extraction: unknown }>(
        b.url,
        'GET',
        `/api/documents/${plainId}`,
      );
      expect(plain.body.extraction).toEqual({ status: 'done', method: 'pdf-text', reason: null });

      const { rows: jobs } = await db.query<{
        payload: string;
        status: string;
        attempts: number;
        created_at: Date;
        updated_at: Date;
      }>(
        "select payload, status, attempts, created_at, updated_at from jobs where type = 'documents.extract'",
      );
      // One attempt each: no job was taken over by the other instance, none retried.
      expect(jobs).toHaveLength(corpus.length + 1);
      expect(jobs.map((job) => job.attempts)).toEqual(jobs.map(() => 1));
      const nested = jobs.find((job) =>
        job.payload.includes(ids[corpus.findIndex((f) => f.reason === 'tooSlow')]!),
      )!;
      expect(nested.status).toBe('failed');
      // It ran past several leases, held by its own instance the whole time.
      expect(
        new Date(nested.updated_at).getTime() - new Date(nested.created_at).getTime(),
      ).toBeGreaterThan(TIMEOUT_SECONDS * 1000);
    } finally {
      asked = await health.stop();
    }
    const { slowest, failures: healthFailures, samples } = asked;
    const peaks = await Promise.all(memory.map((watch) => watch.stop()));
    console.info(
      `[hostile corpus, two instances] slowest health ${slowest.map(Math.round).join(' / ')} ms ` +
        `over ${samples} answers; ` +
        peaks
          .map(
            (peak, i) =>
              `${instances[i]!.name}: own ${Math.round(peak.own / MB)} MB, children ${Math.round(peak.children / MB)} MB`,
          )
          .join('; '),
    );
    expect(instances.every((instance) => instance.running)).toBe(true);
    expect(healthFailures).toBe(0);
    for (const ms of slowest) expect(ms).toBeLessThan(1000);
    for (const peak of peaks) {
      // One child at a time per instance, each killed at its ceiling (sampled every 100 ms).
      expect(peak.children).toBeLessThan((RSS_MB + 64) * MB);
      // The server itself: its usual size plus the uploads it passes through.
      expect(peak.own).toBeLessThan(400 * MB);
    }
  });
});
