import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toIso } from '../../db/dialect.js';
import { openTestDb, type TestDb } from '../../test/test-db.js';
import { engines, startTestApp } from '../../test/test-app.js';
import { JobQueue, PermanentJobError, type JobContext } from './jobs.js';

const MINUTE = 60_000;
const silent = { warn: () => undefined, error: () => undefined };

describe.each(engines)('job queue (%s)', (engine) => {
  let testDb: TestDb;
  let clock: { now: Date };
  const queues: JobQueue[] = [];
  const queue = (
    db = testDb.db,
    options: Partial<ConstructorParameters<typeof JobQueue>[2]> = {},
  ) => {
    const made = new JobQueue(db.db, db.engine, {
      clock: () => clock.now,
      log: silent,
      ...options,
    });
    queues.push(made);
    return made;
  };
  const row = (sut: JobQueue, id: string) => sut.repository.find(id);
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };

  beforeEach(async () => {
    testDb = await openTestDb(engine);
    clock = { now: new Date('2026-03-01T08:00:00.000Z') };
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await testDb.cleanup();
  });

  it('runs an enqueued job once, with its payload, and marks it done', async () => {
    const sut = queue();
    const seen: [Record<string, unknown>, JobContext][] = [];
    sut.register('test.echo', async (payload, job) => {
      seen.push([payload, job]);
    });
    const job = await sut.enqueue('test.echo', { documentId: 'd1', pages: [1, 2] });
    expect(job).toMatchObject({ status: 'queued', attempts: 0, max_attempts: 5 });

    expect(await sut.runDue()).toBe(1);
    expect(await sut.runDue()).toBe(0);

    expect(seen).toHaveLength(1);
    expect(seen[0]![0]).toEqual({ documentId: 'd1', pages: [1, 2] });
    expect(seen[0]![1]).toMatchObject({
      id: job.id,
      type: 'test.echo',
      attempt: 1,
      maxAttempts: 5,
    });
    expect(await row(sut, job.id)).toMatchObject({
      status: 'done',
      attempts: 1,
      locked_until: null,
      last_error: null,
    });
  });

  it('waits for run_at, and leaves jobs of types it has no handler for', async () => {
    const sut = queue();
    const ran: string[] = [];
    sut.register('test.later', async (payload) => {
      ran.push(String(payload.name));
    });
    await sut.enqueue(
      'test.later',
      { name: 'later' },
      { runAt: new Date(clock.now.getTime() + MINUTE) },
    );
    const foreign = await sut.enqueue('test.unknown', { name: 'unknown' });

    expect(await sut.runDue()).toBe(0);
    advance(MINUTE);
    expect(await sut.runDue()).toBe(1);
    expect(ran).toEqual(['later']);
    expect(await row(sut, foreign.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('retries with exponential backoff, then marks the job failed after its last attempt', async () => {
    const sut = queue();
    const attempts: number[] = [];
    sut.register('test.flaky', async (_payload, job) => {
      attempts.push(job.attempt);
      throw new Error(`boom ${job.attempt}`);
    });
    const { id } = await sut.enqueue('test.flaky', {}, { maxAttempts: 3 });

    expect(await sut.runDue()).toBe(1);
    let stored = await row(sut, id);
    expect(stored).toMatchObject({ status: 'queued', attempts: 1, locked_until: null });
    expect(stored?.last_error).toContain('boom 1');
    expect(toIso(stored!.run_at)).toBe('2026-03-01T08:00:10.000Z'); // 10 s

    advance(9_999);
    expect(await sut.runDue()).toBe(0);
    advance(1);
    expect(await sut.runDue()).toBe(1);
    stored = await row(sut, id);
    expect(toIso(stored!.run_at)).toBe('2026-03-01T08:00:30.000Z'); // then 20 s

    advance(20_000);
    expect(await sut.runDue()).toBe(1);
    stored = await row(sut, id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 3, locked_until: null });
    expect(stored?.last_error).toBe('Error: boom 3');

    advance(3_600_000);
    expect(await sut.runDue()).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it("takes over a job whose holder stopped once its lease lapses, and ignores the old holder's answer", async () => {
    const crashed = queue();
    const { id } = await crashed.enqueue('test.work', { n: 1 });
    // An instance claims the job and dies before finishing it.
    const [held] = await crashed.repository.claim(
      ['test.work'],
      1,
      clock.now,
      new Date(clock.now.getTime() + 5 * MINUTE),
    );
    expect(held).toMatchObject({ id, status: 'running', attempts: 1 });

    const survivor = queue(await testDb.connect());
    const attempts: number[] = [];
    survivor.register('test.work', async (_payload, job) => {
      attempts.push(job.attempt);
    });
    advance(5 * MINUTE - 1);
    expect(await survivor.runDue()).toBe(0); // still leased
    advance(2);
    expect(await survivor.runDue()).toBe(1);
    expect(attempts).toEqual([2]);
    expect(await row(survivor, id)).toMatchObject({ status: 'done', attempts: 2 });

    // The first holder comes back late: its attempt is no longer the job's.
    expect(await crashed.repository.fail(id, 1, 'late', clock.now)).toBe(false);
    expect(await row(survivor, id)).toMatchObject({ status: 'done', last_error: null });
  });

  it('fails a job at once on a permanent error, whatever attempts it has left', async () => {
    const sut = queue();
    let runs = 0;
    sut.register('test.malformed', async () => {
      runs += 1;
      throw new PermanentJobError('the file is malformed');
    });
    const { id } = await sut.enqueue('test.malformed', {}, { maxAttempts: 5 });
    expect(await sut.runDue()).toBe(1);
    expect(await row(sut, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'PermanentJobError: the file is malformed',
    });
    advance(3_600_000);
    expect(await sut.runDue()).toBe(0);
    expect(runs).toBe(1);
  });

  it('fails a job whose last attempt was lost with its instance, and tells its owner', async () => {
    const sut = queue();
    let ran = false;
    const gaveUp: [Record<string, unknown>, string][] = [];
    sut.register(
      'test.work',
      async () => {
        ran = true;
      },
      {
        onGiveUp: async (payload, reason) => {
          gaveUp.push([payload, reason]);
        },
      },
    );
    const { id } = await sut.enqueue('test.work', { documentId: 'd9' }, { maxAttempts: 1 });
    await sut.repository.claim(['test.work'], 1, clock.now, new Date(clock.now.getTime() + MINUTE));
    advance(MINUTE + 1);

    expect(await sut.runDue()).toBe(1);
    expect(ran).toBe(false);
    expect(gaveUp).toEqual([[{ documentId: 'd9' }, 'lease expired on the last attempt']]);
    expect(await row(sut, id)).toMatchObject({
      status: 'failed',
      last_error: 'lease expired on the last attempt',
    });
  });

  it('enqueues inside a transaction: a rolled-back job never exists', async () => {
    const sut = queue();
    let id = '';
    await expect(
      testDb.db.db.transaction().execute(async (trx) => {
        id = (await sut.enqueue('test.work', {}, { db: trx })).id;
        throw new Error('the upload failed');
      }),
    ).rejects.toThrow('the upload failed');
    expect(await row(sut, id)).toBeUndefined();
  });

  it('runs a job enqueued in a transaction once woken after the commit, not at the next poll', async () => {
    // Only timers due now are run: the next poll, a minute away, never comes in this test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const sut = queue(testDb.db, { pollMs: MINUTE });
      let ran = false;
      sut.register('test.soon', async () => {
        ran = true;
      });
      sut.start();
      await vi.advanceTimersByTimeAsync(0); // the start's first look at the queue
      await sut.runDue(); // waits for that look's claim: nothing was due
      await testDb.db.db.transaction().execute((trx) => sut.enqueue('test.soon', {}, { db: trx }));
      sut.wake();
      for (let turn = 0; !ran && turn < 5000; turn++) {
        await vi.advanceTimersByTimeAsync(0);
        await new Promise((resolve) => setImmediate(resolve)); // the database's answers
      }
      expect(ran).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('two workers on two connections run each of 200 jobs exactly once', async () => {
    const runs = new Map<number, number>();
    const byWorker = [0, 0];
    let allRan: () => void = () => undefined;
    const everyJobRan = new Promise<void>((resolve) => (allRan = resolve));
    const makeWorker = async (index: number) => {
      const worker = queue(await testDb.connect(), { concurrency: 4, pollMs: 5 });
      worker.register('test.count', async (payload) => {
        const n = Number(payload.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        byWorker[index]! += 1;
        if (runs.size === 200) allRan();
        // A job that takes a little while (0–3 ms of work), so that the two workers interleave.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      });
      return worker;
    };
    const [first, second] = [await makeWorker(0), await makeWorker(1)];
    const producer = queue();
    for (let n = 0; n < 200; n += 1) await producer.enqueue('test.count', { n });

    first.start();
    second.start();
    // Every job has started once; stopping waits for the running ones to finish.
    await everyJobRan;
    await Promise.all([first.stop(), second.stop()]);
    const left = await testDb.db.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '!=', 'done')
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);

    expect(runs.size).toBe(200);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(byWorker[0]! + byWorker[1]!).toBe(200);
    expect(byWorker[0]).toBeGreaterThan(0);
    expect(byWorker[1]).toBeGreaterThan(0);
  });

  it('stops gracefully: waits for the running job, whose signal says the instance is stopping', async () => {
    const sut = queue(testDb.db, { pollMs: 5 });
    let finish!: () => void;
    let started!: (job: JobContext) => void;
    const running = new Promise<JobContext>((resolve) => (started = resolve));
    sut.register('test.slow', async (_payload, job) => {
      started(job);
      await new Promise<void>((resolve) => (finish = resolve));
    });
    const { id } = await sut.enqueue('test.slow', {});
    sut.start();
    const job = await running;

    let stopped = false;
    const stopping = sut.stop().then(() => (stopped = true));
    // The stop tells the running job (its signal aborts); one database round trip later the
    // stop is still waiting for it.
    await new Promise<void>((resolve) =>
      job.signal.aborted ? resolve() : job.signal.addEventListener('abort', () => resolve()),
    );
    await row(sut, id);
    expect(job.signal.aborted).toBe(true);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(await row(sut, id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('gives a job interrupted by the shutdown back without counting the attempt', async () => {
    const sut = queue(testDb.db, { pollMs: 5 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    sut.register('test.ocr', async (_payload, job) => {
      started();
      await new Promise((_resolve, reject) =>
        job.signal.addEventListener('abort', () => reject(new Error('stopped'))),
      );
    });
    const { id } = await sut.enqueue('test.ocr', {});
    sut.start();
    await running;
    await sut.stop();
    expect(await row(sut, id)).toMatchObject({ status: 'queued', attempts: 0, locked_until: null });
  });

  it('removes done jobs after a week and failed ones after 30 days', async () => {
    const sut = queue();
    sut.register('test.ok', async () => undefined);
    sut.register('test.bad', async () => {
      throw new Error('bad');
    });
    const done = await sut.enqueue('test.ok', {});
    const failed = await sut.enqueue('test.bad', {}, { maxAttempts: 1 });
    await sut.runDue();
    expect(await sut.repository.prune(new Date(clock.now.getTime() + 1), clock.now)).toBe(1);
    expect(await row(sut, done.id)).toBeUndefined();
    expect(await row(sut, failed.id)).toMatchObject({ status: 'failed' });
  });
});

describe.each(engines)('the app runs the job queue (%s)', (engine) => {
  it('starts the worker when ready and waits for a running job when closing', async () => {
    const { env, sut } = await startTestApp(engine);
    try {
      let finish!: () => void;
      let started!: (job: JobContext) => void;
      const running = new Promise<JobContext>((resolve) => (started = resolve));
      sut.jobs.register('test.app', async (_payload, job) => {
        started(job);
        await new Promise<void>((resolve) => (finish = resolve));
      });
      const { id } = await sut.jobs.enqueue('test.app', {});
      const job = await running;
      let closed = false;
      const closing = sut.app.close().then(() => (closed = true));
      // Closing stops the worker, which tells the running job; one database round trip later
      // the app is still waiting for it.
      await new Promise<void>((resolve) =>
        job.signal.aborted ? resolve() : job.signal.addEventListener('abort', () => resolve()),
      );
      await sut.jobs.repository.find(id);
      expect(closed).toBe(false);
      finish();
      await closing;
      expect(await sut.jobs.repository.find(id)).toMatchObject({ status: 'done' });
    } finally {
      await env.cleanup();
    }
  });
});
