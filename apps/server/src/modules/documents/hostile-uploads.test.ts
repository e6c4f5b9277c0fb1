import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '@usra/domain/documents/document-schema';
import type { UsraApp } from '../../app.js';
import { buildDocx } from '../../test/document-fixtures.js';
import { hostileCorpus, nestedXObjectPdf, pdfOf } from '../../test/hostile-files.js';
import { uploadBody } from '../../test/multipart.js';
import { commandLine, groupMemory, watchGroupMemory } from '../../test/process-memory.js';
import {
  callAs,
  type CookieJar,
  createTestEnv,
  engines,
  type TestEnv,
} from '../../test/test-app.js';
import { EXTRACT_JOB } from './documents.module.js';
import { EXTRACT_MAX_ATTEMPTS } from './extraction.job.js';

/**
 * Issue 25's hostile corpus against the documents module (decision 016): every file that used
 * to crash, freeze or exhaust the server is uploaded in turn while `/api/health` is asked every
 * 200 ms and the memory of the process and its children is sampled every 100 ms. Each job must
 * end failed, at once (one attempt), within its limit, with the reason the family is shown;
 * the file stays downloadable; a normal document uploaded afterwards is still read.
 */

const MB = 1024 * 1024;
/**
 * The nested XObjects run until this limit kills them (pure CPU); every other file of the corpus
 * ends in under half a second of the child's time.
 */
const TIMEOUT_SECONDS = 6;
const RSS_MB = 448;
const CONCURRENCY = 1;
/** Between a child's start and its answer, beyond its own limit: start-up, polling. */
const SLACK_MS = 12_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PLAIN_PDF = pdfOf([
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  (() => {
    const content = 'BT /F1 14 Tf 40 700 Td (Washing machine warranty valid until 2027) Tj ET';
    return `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  })(),
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
]);

describe.each(engines)('hostile uploads (%s)', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let jar: CookieJar;
  let site: string;

  beforeAll(async () => {
    env = createTestEnv(engine, {
      EXTRACT_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      EXTRACT_MAX_MB_RSS: String(RSS_MB),
      EXTRACT_CONCURRENCY: String(CONCURRENCY),
    });
    sut = await env.start();
    site = await sut.app.listen({ port: 0, host: '127.0.0.1' });
    ({ jar } = await env.ctx.newFamily());
  });
  afterAll(async () => {
    await env.cleanup();
  });

  const upload = async (fileName: string, data: Buffer) => {
    const { payload, headers } = uploadBody(
      { dialog: 'quick', title: fileName, documentType: 'other' },
      { fileName, data },
    );
    // Over HTTP, as a browser sends it (in chunks), not injected in one piece.
    const answer = await fetch(`${site}/api/documents`, {
      method: 'POST',
      headers: { ...headers, cookie: jar.header() },
      body: new Uint8Array(payload),
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return (await answer.json()) as Document;
  };
  const read = async (id: string) =>
    (await callAs(sut.app, jar, 'GET', `/api/documents/${id}`)).json<Document>();
  const settled = async (id: string, limitMs: number) => {
    const deadline = Date.now() + limitMs;
    for (;;) {
      const doc = await read(id);
      if (doc.extraction.status === 'done' || doc.extraction.status === 'failed') return doc;
      if (Date.now() > deadline) throw new Error(`${id} still ${doc.extraction.status}`);
      await sleep(100);
    }
  };
  const jobOf = (documentId: string) =>
    sut.jobs.repository.db
      .selectFrom('jobs')
      .selectAll()
      .where('type', '=', EXTRACT_JOB)
      .where('payload', 'like', `%${documentId}%`)
      .executeTakeFirstOrThrow();
  /** The job once the worker recorded its outcome (just after the document's). */
  const jobSettled = async (documentId: string) => {
    for (;;) {
      const job = await jobOf(documentId);
      if (job.status !== 'running') return job;
      await sleep(20);
    }
  };
  /** The extraction children of this process, found by their command line. */
  const extractionChildren = async () => {
    const { pids } = await groupMemory(process.pid);
    const lines = await Promise.all(pids.map(commandLine));
    return pids.filter((_, i) => lines[i]!.includes('extract-child'));
  };

  it('ends every hostile file with its reason while the server keeps answering, within its memory budget', async () => {
    const corpus = hostileCorpus();
    const baseline = await groupMemory(process.pid);
    const memory = watchGroupMemory(process.pid);
    const loop = monitorEventLoopDelay({ resolution: 20 });
    loop.enable();
    let slowestHealth = 0;
    let slowestHealthClientBusy = 0;
    let loopMax = 0;
    /**
     * While the test sends an upload (or downloads it back) it is the client too, in the server's process (16 MB built,
     * copied and sent on the same event loop): those samples are reported, not held to the
     * limit. The ops test asks from another process and holds every sample to it.
     */
    let clientBusy = false;
    let healthFailures = 0;
    let watching = true;
    const health = (async () => {
      while (watching) {
        const started = performance.now();
        const busyAtStart = clientBusy;
        try {
          const answer = await fetch(`${site}/api/health`, { signal: AbortSignal.timeout(5000) });
          await answer.arrayBuffer();
          if (answer.status !== 200) healthFailures += 1;
        } catch {
          healthFailures += 1;
        }
        const took = performance.now() - started;
        if (clientBusy || busyAtStart)
          slowestHealthClientBusy = Math.max(slowestHealthClientBusy, took);
        else slowestHealth = Math.max(slowestHealth, took);
        await sleep(200);
      }
    })();

    const results: string[] = [];
    try {
      for (const file of corpus) {
        const started = Date.now();
        clientBusy = true;
        const doc = await upload(file.fileName, file.data);
        clientBusy = false;
        loop.reset();
        const limit = TIMEOUT_SECONDS * 1000 + SLACK_MS;
        const ended = await settled(doc.id, limit);
        const tookMs = Date.now() - started;
        loopMax = Math.max(loopMax, loop.max / 1e6);
        results.push(
          `${file.name}: ${ended.extraction.reason} in ${tookMs} ms (loop ${Math.round(loop.max / 1e6)} ms)`,
        );
        expect(ended.extraction, file.name).toEqual({
          status: 'failed',
          method: null,
          reason: file.reason,
        });
        expect(tookMs, file.name).toBeLessThan(limit);
        // Failed at once: one attempt, no retry waiting.
        expect(await jobSettled(doc.id), file.name).toMatchObject({
          status: 'failed',
          attempts: 1,
        });
        // The file stays, as it was uploaded.
        clientBusy = true;
        const download = await sut.app.inject({
          method: 'GET',
          url: `/api/documents/${doc.id}/file`,
          headers: { cookie: jar.header() },
        });
        expect(download.statusCode, file.name).toBe(200);
        expect(download.rawPayload.equals(file.data), file.name).toBe(true);
        clientBusy = false;
      }

      // A normal document after them all is read.
      clientBusy = true;
      const plain = await upload('warranty.pdf', PLAIN_PDF);
      clientBusy = false;
      const read = await settled(plain.id, TIMEOUT_SECONDS * 1000 + SLACK_MS);
      expect(read.extraction).toEqual({ status: 'done', method: 'pdf-text', reason: null });
      const found = await callAs(sut.app, jar, 'GET', '/api/documents?q=warranty');
      expect(found.json<{ documents: Document[] }>().documents.map((d) => d.id)).toContain(
        plain.id,
      );
    } finally {
      watching = false;
      await health;
      loop.disable();
    }
    const peak = await memory.stop();
    console.info(
      `[hostile corpus ${engine}] ${results.join('; ')}; slowest health ${Math.round(slowestHealth)} ms ` +
        `(${Math.round(slowestHealthClientBusy)} ms while the test uploaded); event loop max ${Math.round(loopMax)} ms; peak own ${Math.round(peak.own / MB)} MB ` +
        `(baseline ${Math.round(baseline.own / MB)}), children ${Math.round(peak.children / MB)} MB`,
    );
    expect(healthFailures).toBe(0);
    // The bound. Measured 41–91 ms with another test file running beside this one; parsed
    // in the server's own process, these files blocked it for 9 s to 13 minutes.
    expect(slowestHealth).toBeLessThan(1000);
    expect(loopMax).toBeLessThan(1000);
    // The children together stay within their ceiling (the watchdog samples every 100 ms: a
    // little overshoot before the kill), and the server itself only holds the uploads.
    expect(peak.children).toBeLessThan(CONCURRENCY * (RSS_MB + 64) * MB);
    expect(peak.own - baseline.own).toBeLessThan(300 * MB);
    expect(await extractionChildren()).toEqual([]);
  }, 300_000);

  it('retries a job whose child was killed from outside, then reads the file', async () => {
    const doc = await upload('retry.docx', buildDocx(['Killed once, read the second time']));
    let victim: number | undefined;
    while (victim === undefined) {
      [victim] = await extractionChildren();
      if (victim === undefined) await sleep(20);
    }
    process.kill(victim, 'SIGKILL'); // as a deploy or the kernel would
    // Back in the queue, for 10 s later (backoff), not failed.
    for (;;) {
      const job = await jobOf(doc.id);
      if (job.status === 'queued') {
        expect(job.attempts).toBe(1);
        expect(job.last_error).toContain('ExtractionInterruptedError');
        break;
      }
      await sleep(50);
    }
    expect((await read(doc.id)).extraction.status).toBe('running');
    env.clock.now = new Date(env.clock.now.getTime() + 10_000);
    const read2 = await settled(doc.id, TIMEOUT_SECONDS * 1000 + SLACK_MS);
    expect(read2.extraction).toEqual({ status: 'done', method: 'docx', reason: null });
    expect(await jobSettled(doc.id)).toMatchObject({ status: 'done', attempts: 2 });
  }, 60_000);

  it('parks a job whose child keeps being killed, with a reason, after its last attempt', async () => {
    const doc = await upload('unlucky.pdf', nestedXObjectPdf());
    for (let attempt = 1; attempt <= EXTRACT_MAX_ATTEMPTS; attempt++) {
      let victim: number | undefined;
      while (victim === undefined) {
        [victim] = await extractionChildren();
        if (victim === undefined) await sleep(20);
      }
      process.kill(victim, 'SIGKILL');
      for (;;) {
        const job = await jobOf(doc.id);
        if (job.status !== 'running') break;
        await sleep(50);
      }
      env.clock.now = new Date(env.clock.now.getTime() + 3_600_000);
    }
    const parked = await settled(doc.id, 5000);
    expect(parked.extraction).toEqual({ status: 'failed', method: null, reason: 'interrupted' });
    expect(await jobSettled(doc.id)).toMatchObject({
      status: 'failed',
      attempts: EXTRACT_MAX_ATTEMPTS,
    });
  }, 90_000);

  it('fails a job whose last holder died (no crash loop), and says so on the document', async () => {
    const doc = await upload('orphan.docx', buildDocx(['Held by a dead instance']));
    await settled(doc.id, TIMEOUT_SECONDS * 1000 + SLACK_MS);
    // As an instance that died on the job's last attempt leaves it: running, its lease lapsed.
    const db = sut.jobs.repository.db;
    const past = new Date(env.clock.now.getTime() - 60_000).toISOString();
    await db
      .updateTable('documents')
      .set({ extraction_status: 'running', extraction_method: null })
      .where('id', '=', doc.id)
      .execute();
    await db
      .updateTable('jobs')
      .set({ status: 'running', attempts: EXTRACT_MAX_ATTEMPTS, locked_until: past })
      .where('id', '=', (await jobOf(doc.id)).id)
      .execute();
    // The next claim finds no attempt left: failed, the document told, the handler never run.
    const parked = await settled(doc.id, 5000);
    expect(parked.extraction).toEqual({ status: 'failed', method: null, reason: 'interrupted' });
    expect(await jobSettled(doc.id)).toMatchObject({
      status: 'failed',
      attempts: EXTRACT_MAX_ATTEMPTS + 1,
      last_error: 'lease expired on the last attempt',
    });
    expect(await extractionChildren()).toEqual([]);
  });
});
