import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startInstance, type Instance } from '../../../../scripts/lib/cluster.mjs';
import { minimalPdf } from '../test/file-fixtures.js';
import { multipart } from '../test/multipart.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import {
  diskFiles,
  orphans,
  postgresRows,
  s3rverFiles,
  sqliteRows,
  type RowReader,
  type Rows,
  type StoredFiles,
} from './crash-world.js';

/**
 * Issue 18, crash safety: a family's writes (tasks created and completed, recurring ones making
 * their next occurrence, documents uploaded and deleted) stream into the built server from a few
 * concurrent clients, and the process is killed with SIGKILL 10–400 ms in, requests in flight.
 * After each kill: every write that was answered with success is there and intact after the
 * restart, no row is half-written, and once the start-up sweep has run (decision 009) no stored
 * file lacks its row and no row lacks its file. 20 cycles per engine; SQLite keeps its files on
 * disk, PostgreSQL in an S3 bucket (s3rver).
 */

const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const WORKERS = 6;
/** Uploads are limited to 60 an hour per user: three families, at most 6 uploads a cycle. */
const FAMILIES = 3;
const UPLOADS_PER_CYCLE = 6;
/** The sweep's grace, short here: only this test's one instance writes. */
const GRACE_SECONDS = 1;

const engines = process.env.TEST_DATABASE_URL
  ? (['sqlite', 'postgres'] as const)
  : (['sqlite'] as const);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

interface Family {
  email: string;
  cookie: string;
}

interface AckedTask {
  id: string;
  title: string;
  family: number;
  recurring: boolean;
  /** The completion was answered with success. */
  completed: boolean;
  /** A completion request was sent (answered or not): the task is not picked again. */
  picked: boolean;
  cycle: number;
}

interface AckedDocument {
  id: string;
  title: string;
  family: number;
  sha256: string;
  size: number;
  deleted: boolean;
  /** A deletion was sent (answered or not). */
  picked: boolean;
  cycle: number;
}

interface CycleFigures {
  acknowledged: number;
  inFlight: number;
  uploadsInFlight: number;
  /** Milliseconds the restarted instance took to answer its health check. */
  startMs: number;
  orphansBeforeSweep: number;
  leftoversBeforeSweep: number;
}

describe.each(engines)('kill -9 during a mixed write stream on %s', (engine) => {
  /** Asked of the system in beforeAll; the restarted instance comes back on the same port. */
  let port = 0;
  const dir = mkdtempSync(path.join(tmpdir(), `usra-crash-${engine}-`));
  const dataDir = path.join(dir, 'data');
  const schema = `crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let s3: TestS3Server | undefined;
  let rows: RowReader;
  let env: Record<string, string>;
  let instance: Instance | undefined;
  let url = '';

  const families: Family[] = [];
  const tasks = new Map<string, AckedTask>();
  const documents = new Map<string, AckedDocument>();
  const figures: CycleFigures[] = [];

  const storedFiles = (): StoredFiles =>
    s3 ? s3rverFiles(s3.usraDirectory) : diskFiles(path.join(dataDir, 'files'));

  beforeAll(async () => {
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = {
      DATA_DIR: dataDir,
      AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
      ORPHAN_FILE_GRACE_SECONDS: String(GRACE_SECONDS),
    };
    if (engine === 'postgres') {
      s3 = await startS3Server();
      env = {
        ...env,
        ...s3.env,
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        DATABASE_SCHEMA: schema,
      };
    }
    instance = await startInstance({ port, env, name: `crash-${engine}` });
    rows =
      engine === 'postgres'
        ? await postgresRows(process.env.TEST_DATABASE_URL!, schema)
        : sqliteRows(dataDir);
    for (let i = 0; i < FAMILIES; i++) families.push(await signUp(i));
  });

  afterAll(async () => {
    await instance?.kill();
    await rows?.close();
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
    await s3?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** As the web client sends it: same-origin, JSON, the session cookie. */
  const call = (family: Family | null, method: string, route: string, body?: unknown) =>
    fetch(`${url}${route}`, {
      method,
      headers: {
        origin: url,
        ...(family ? { cookie: family.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function signUp(i: number): Promise<Family> {
    const email = `crash${i}@example.com`;
    const response = await call(null, 'POST', '/api/auth/sign-up', {
      email,
      password: 'Crash-test-passphrase-9!',
      fullName: `Crash Family ${'ABC'[i]}`,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');
    return { email, cookie };
  }

  /** One cycle's stream: WORKERS clients writing until the process dies under them. */
  async function stream(cycle: number, killAfterMs: number) {
    let killed = false;
    let inFlight = 0;
    let uploadsInFlight = 0;
    let acknowledged = 0;
    let uploads = 0;
    let serial = 0;
    // The kill comes `killAfterMs` after the cycle's first acknowledged upload and third
    // acknowledged write (awaited, not timed), so a slow machine still cuts a stream that wrote.
    let uploadsAcknowledged = 0;
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const ack = (isUpload = false) => {
      acknowledged += 1;
      if (isUpload) uploadsAcknowledged += 1;
      if (acknowledged >= 3 && uploadsAcknowledged >= 1) wrote();
    };

    /** Runs one request; answers its JSON when it succeeded, null when it failed or died. */
    const send = async (run: () => Promise<Response>, expected: number, isUpload = false) => {
      inFlight += 1;
      if (isUpload) uploadsInFlight += 1;
      try {
        const response = await run();
        const text = await response.text();
        if (response.status !== expected) {
          // Only the kill may break a write: any other refusal is a bug in the stream.
          if (!killed) throw new Error(`status ${response.status}: ${text}`);
          return null;
        }
        return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      } catch (error) {
        if (killed) return null;
        throw error;
      } finally {
        inFlight -= 1;
        if (isUpload) uploadsInFlight -= 1;
      }
    };

    const createTask = async (family: number) => {
      const recurring = Math.random() < 0.3;
      const title = `c${cycle} task ${++serial} ${randomBytes(3).toString('hex')}`;
      const answer = await send(
        () =>
          call(families[family]!, 'POST', '/api/tasks', {
            title,
            location: 'Home',
            priority: pick(['low', 'medium', 'high']),
            isRecurring: recurring,
            ...(recurring ? { recurrencePattern: { type: 'daily' } } : {}),
          }),
        201,
      );
      if (!answer) return;
      const task = answer.task as { id: string; title: string };
      expect(task.title).toBe(title);
      tasks.set(task.id, {
        id: task.id,
        title,
        family,
        recurring,
        completed: false,
        picked: false,
        cycle,
      });
      ack(true);
    };

    const completeTask = async (family: number) => {
      const open = [...tasks.values()].filter((t) => t.family === family && !t.picked);
      if (open.length === 0) return createTask(family);
      const task = pick(open);
      task.picked = true;
      const answer = await send(
        () =>
          call(families[family]!, 'PUT', `/api/tasks/${task.id}/status`, { status: 'completed' }),
        200,
      );
      if (!answer) return;
      task.completed = true;
      ack();
      const next = answer.nextOccurrence as { id: string; title: string } | null;
      expect(Boolean(next)).toBe(task.recurring);
      if (next) {
        tasks.set(next.id, { ...task, id: next.id, completed: false, picked: false, cycle });
      }
    };

    const upload = async (family: number) => {
      if (uploads >= UPLOADS_PER_CYCLE) return createTask(family);
      uploads += 1;
      const title = `c${cycle} document ${++serial}`;
      // A real PDF (checked by its bytes) made unique by its text and longer by a trailing
      // comment: mostly 1–32 KB, some 256 KB–1 MB (those are often cut off by the kill).
      const length =
        Math.random() < 0.7
          ? 1024 + Math.floor(Math.random() * 31 * 1024)
          : 256 * 1024 + Math.floor(Math.random() * 768 * 1024);
      const padding = randomBytes(length)
        .toString('base64')
        .replace(/(.{76})/g, '%$1\n');
      const data = Buffer.concat([minimalPdf(title), Buffer.from(`%${padding}\n`, 'latin1')]);
      const body = multipart([
        {
          name: 'metadata',
          value: JSON.stringify({ dialog: 'smart', title, documentType: 'warranty' }),
        },
        { name: 'file', fileName: `${title}.pdf`, data, contentType: 'application/pdf' },
      ]);
      const answer = await send(
        () =>
          fetch(`${url}/api/documents`, {
            method: 'POST',
            headers: { ...body.headers, origin: url, cookie: families[family]!.cookie },
            body: body.payload,
          }),
        201,
        true,
      );
      if (!answer) return;
      const document = answer as unknown as { id: string; title: string };
      expect(document.title).toBe(title);
      documents.set(document.id, {
        id: document.id,
        title,
        family,
        sha256: sha256(data),
        size: data.length,
        deleted: false,
        picked: false,
        cycle,
      });
      ack();
    };

    const deleteDocument = async (family: number) => {
      const kept = [...documents.values()].filter((d) => d.family === family && !d.picked);
      if (kept.length === 0) return upload(family);
      const document = pick(kept);
      document.picked = true;
      const answer = await send(
        () => call(families[family]!, 'DELETE', `/api/documents/${document.id}`),
        204,
      );
      if (!answer) return;
      document.deleted = true;
      ack();
    };

    const worker = async (n: number) => {
      const family = n % FAMILIES;
      // Half the clients start with an upload, so every cycle has some under way.
      if (n % 2 === 0) await upload(family);
      while (!killed) {
        const roll = Math.random();
        if (roll < 0.35) await createTask(family);
        else if (roll < 0.65) await completeTask(family);
        else if (roll < 0.9) await upload(family);
        else await deleteDocument(family);
      }
    };

    // A worker's failure is kept until the kill (a rejection left waiting would be unhandled).
    let failure: unknown;
    const workers = Array.from({ length: WORKERS }, (_, n) =>
      worker(n).catch((error: unknown) => {
        failure ??= error;
        killed = true;
        wrote();
      }),
    );
    await written;
    await sleep(killAfterMs);
    const atKill = { inFlight, uploadsInFlight };
    killed = true;
    await instance!.kill();
    const killedAt = Date.now();
    await Promise.all(workers);
    if (failure) throw failure;
    return { acknowledged, ...atKill, killedAt };
  }

  /** The rows as they are: every acknowledged write there, nothing half-written. */
  function checkRows(seen: Rows) {
    const taskRows = new Map(seen.tasks.map((t) => [t.id, t]));
    for (const task of tasks.values()) {
      const row = taskRows.get(task.id);
      expect(row, `task ${task.title}`).toBeDefined();
      expect(row!.title).toBe(task.title);
      if (task.completed) {
        expect(row!.status, task.title).toBe('completed');
        expect(row!.completed_at, task.title).not.toBeNull();
      }
    }
    // A completed recurring task made exactly one next occurrence, in the same transaction:
    // each chain (one title) has one task more than it has completed ones.
    const chains = new Map<string, { all: number; completed: number }>();
    for (const row of seen.tasks.filter((t) => t.is_recurring)) {
      const chain = chains.get(`${row.family_id} ${row.title}`) ?? { all: 0, completed: 0 };
      chain.all += 1;
      if (row.status === 'completed') chain.completed += 1;
      chains.set(`${row.family_id} ${row.title}`, chain);
    }
    for (const [title, chain] of chains) expect(chain.completed + 1, title).toBe(chain.all);

    const documentRows = new Map(seen.documents.map((d) => [d.id, d]));
    for (const document of documents.values()) {
      const row = documentRows.get(document.id);
      if (document.deleted) expect(row, `deleted ${document.title}`).toBeUndefined();
      // A deletion cut off by the kill may have committed or not; what is there is whole.
      else if (!document.picked || row) {
        expect(row, document.title).toBeDefined();
        expect(row!.title).toBe(document.title);
        expect(row!.file_size).toBe(document.size);
      }
    }
    // The row and its extraction job commit together.
    for (const row of seen.documents) expect(seen.extractJobs.has(row.id), row.title).toBe(true);
  }

  /** The restarted server answers every acknowledged write of `cycle`, files byte for byte. */
  async function checkThroughHttp(cycle: number) {
    for (const task of [...tasks.values()].filter((t) => t.cycle === cycle)) {
      const response = await call(families[task.family]!, 'GET', `/api/tasks/${task.id}`);
      expect(response.status, task.title).toBe(200);
      const { task: seen } = (await response.json()) as { task: { title: string; status: string } };
      expect(seen.title).toBe(task.title);
      if (task.completed) expect(seen.status).toBe('completed');
    }
    for (const document of [...documents.values()].filter((d) => d.cycle === cycle)) {
      const family = families[document.family]!;
      const response = await call(family, 'GET', `/api/documents/${document.id}/file`);
      if (document.deleted || (document.picked && response.status === 404)) {
        expect(response.status, document.title).toBe(404);
        await response.arrayBuffer();
        continue;
      }
      expect(response.status, document.title).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(document.size);
      expect(sha256(bytes), document.title).toBe(document.sha256);
    }
  }

  /** Waits for the start-up sweep to leave no orphan (it runs in the background once ready). */
  async function orphansAfterSweep() {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const report = orphans(await rows.read(), storedFiles());
      const count = report.filesWithoutRow.length + report.leftovers.length;
      if (count === 0 || Date.now() > deadline) return report;
      await sleep(100);
    }
  }

  it(`keeps every acknowledged write and leaves no orphan over ${CYCLES} kills`, async () => {
    const started = Date.now();
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const killAfterMs = 10 + Math.floor(Math.random() * 391);
      const { acknowledged, inFlight, uploadsInFlight, killedAt } = await stream(
        cycle,
        killAfterMs,
      );

      // Down: what the kill left, before any sweep.
      const before = orphans(await rows.read(), storedFiles());
      expect(before.rowsWithoutFile, `cycle ${cycle}: rows without their file`).toEqual([]);
      checkRows(await rows.read());
      const figure: CycleFigures = {
        acknowledged,
        inFlight,
        uploadsInFlight,
        orphansBeforeSweep: before.filesWithoutRow.length,
        leftoversBeforeSweep: before.leftovers.length,
        startMs: 0,
      };
      figures.push(figure);

      // Up again: the files the dead process left are older than the grace by now.
      await sleep(Math.max(0, killedAt + GRACE_SECONDS * 1000 + 100 - Date.now()));
      const restarted = Date.now();
      instance = await startInstance({ port, env, name: `crash-${engine}` });
      figure.startMs = Date.now() - restarted;
      const after = await orphansAfterSweep();
      expect(after, `cycle ${cycle}: after the start-up sweep`).toEqual({
        filesWithoutRow: [],
        rowsWithoutFile: [],
        leftovers: [],
      });
      checkRows(await rows.read());
      await checkThroughHttp(cycle);
    }
    const total = (key: keyof CycleFigures) => figures.reduce((sum, f) => sum + f[key], 0);
    const summary = {
      engine,
      storage: s3 ? 's3 (s3rver)' : 'disk',
      cycles: CYCLES,
      acknowledgedWrites: total('acknowledged'),
      writesInFlightAtKill: total('inFlight'),
      uploadsInFlightAtKill: total('uploadsInFlight'),
      orphanFilesBeforeSweep: total('orphansBeforeSweep'),
      leftoversBeforeSweep: total('leftoversBeforeSweep'),
      orphansAfterSweep: 0,
      tasks: tasks.size,
      documents: documents.size,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      restartSeconds: Math.round(total('startMs') / 100) / 10,
    };
    console.log(`crash safety ${JSON.stringify(summary)}`);
    // The stream really wrote, and really was cut mid-request.
    expect(summary.acknowledgedWrites).toBeGreaterThan(CYCLES * 2);
    expect(summary.writesInFlightAtKill).toBeGreaterThan(CYCLES);
    expect(summary.documents).toBeGreaterThan(CYCLES / 4);
    expect(summary.uploadsInFlightAtKill).toBeGreaterThan(CYCLES / 2);
    // 21 start-ups of the built server: about a second each on a quiet machine, several on a
    // loaded one; the rest of a cycle is well under a second.
  }, 600_000);
});
