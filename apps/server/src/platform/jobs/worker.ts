import type { FastifyBaseLogger } from 'fastify';
import { fromJson } from '../../db/dialect.js';
import type { JobRow, JobsRepository } from './jobs.repository.js';

/** What a handler learns about the job it runs. */
export interface JobContext {
  id: string;
  type: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the instance stops or another instance took the job (lease lost). */
  signal: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;

/** Called when a job ends failed without its handler saying so (its last holder died). */
export type JobGiveUp = (payload: Record<string, unknown>, reason: string) => Promise<void>;

/**
 * Thrown by a handler for a failure no retry can fix (a malformed file, a limit passed): the
 * job is failed at once, whatever attempts it has left.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export interface WorkerOptions {
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Jobs run at once by this instance. */
  concurrency: number;
  /** How long a claimed job is held before another instance may take it (renewed while it runs). */
  leaseMs: number;
  /** Wait between looks at the queue when it had nothing due. */
  pollMs: number;
  /** Delay before attempt n + 1 after attempt n failed. */
  backoffMs: (attempt: number) => number;
  /** Done jobs are removed this long after they finished; failed ones after `keepFailedMs`. */
  keepDoneMs: number;
  keepFailedMs: number;
}

/** 10 s, 20 s, 40 s … doubling up to an hour. */
export const defaultBackoffMs = (attempt: number) =>
  Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

const MAX_ERROR_LENGTH = 2000;
const PRUNE_EVERY_MS = 3_600_000;

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * One loop per instance: claims due jobs of the registered types (atomically, see
 * `JobsRepository.claim`), runs up to `concurrency` at once, retries with backoff, fails a job
 * after its last attempt, and renews its leases while handlers run. `stop()` waits for the
 * running jobs.
 */
export class JobWorker {
  readonly #running = new Set<Promise<void>>();
  /** Claims on their way to the database: their jobs are not in `#running` yet. */
  readonly #claims = new Set<Promise<number>>();
  readonly #stopping = new AbortController();
  #started = false;
  #timer: NodeJS.Timeout | undefined;
  #ticking = false;
  #tickAgain = false;
  #lastPrune = 0;

  constructor(
    private readonly repository: JobsRepository,
    private readonly handlers: ReadonlyMap<string, JobHandler>,
    private readonly options: WorkerOptions,
    private readonly giveUps: ReadonlyMap<string, JobGiveUp> = new Map(),
  ) {}

  get running(): number {
    return this.#running.size;
  }

  start(): void {
    if (this.#started || this.#stopping.signal.aborted) return;
    this.#started = true;
    this.wake();
  }

  /** Looks at the queue now (a job was enqueued or a handler registered). */
  wake(): void {
    if (!this.#started || this.#stopping.signal.aborted) return;
    this.#schedule(0);
  }

  /** Stops claiming, tells running handlers (their signal), and waits for them to end. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    clearTimeout(this.#timer);
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  /** Claims what is due now and waits for those jobs (tests, and one-off runs). */
  async runDue(): Promise<number> {
    // The loop's own claim may be in flight: its jobs are due jobs too, so count them.
    let claimed = 0;
    for (const outcome of await Promise.allSettled([...this.#claims]))
      if (outcome.status === 'fulfilled') claimed += outcome.value;
    // A worker running its full share has no room to claim: what it runs ends first (a job
    // woken by an enqueue may have started just before).
    await this.#settle();
    claimed += await this.#claimAndStart();
    await this.#settle();
    return claimed;
  }

  /** Until nothing of this worker runs or is being claimed. */
  async #settle(): Promise<void> {
    while (this.#running.size > 0 || this.#claims.size > 0)
      await Promise.allSettled([...this.#running, ...this.#claims]);
  }

  #schedule(ms: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), ms);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    if (this.#ticking) {
      this.#tickAgain = true;
      return;
    }
    this.#ticking = true;
    let claimed = 0;
    try {
      claimed = await this.#claimAndStart();
      await this.#pruneNow();
    } catch (error) {
      this.options.log.error({ err: error }, 'job queue: claiming failed');
    } finally {
      this.#ticking = false;
    }
    if (this.#stopping.signal.aborted || this.handlers.size === 0) return;
    const full = this.#running.size >= this.options.concurrency;
    // A full batch may mean more is due: look again at once. A job ending wakes the loop too.
    this.#schedule(this.#tickAgain || (claimed > 0 && !full) ? 0 : this.options.pollMs);
    this.#tickAgain = false;
  }

  #claimAndStart(): Promise<number> {
    const claim = this.#claimAndStartNow();
    this.#claims.add(claim);
    const forget = () => this.#claims.delete(claim);
    claim.then(forget, forget);
    return claim;
  }

  async #claimAndStartNow(): Promise<number> {
    const free = this.options.concurrency - this.#running.size;
    if (free <= 0 || this.handlers.size === 0 || this.#stopping.signal.aborted) return 0;
    const now = this.options.clock();
    const jobs = await this.repository.claim(
      [...this.handlers.keys()],
      free,
      now,
      new Date(now.getTime() + this.options.leaseMs),
    );
    for (const job of jobs) {
      const run = this.#run(job)
        .catch((error: unknown) => {
          // The database refused the outcome: the lease lapses and the job runs again.
          this.options.log.error({ err: error, jobId: job.id }, 'job queue: recording failed');
        })
        .finally(() => {
          this.#running.delete(run);
          if (this.#started) this.wake();
        });
      this.#running.add(run);
    }
    return jobs.length;
  }

  async #run(job: JobRow): Promise<void> {
    const { repository, options } = this;
    const attempt = job.attempts;
    if (attempt > job.max_attempts) {
      // Its last attempt's holder stopped mid-way (the lease lapsed): no attempts are left.
      const reason = 'lease expired on the last attempt';
      if (await repository.fail(job.id, attempt, reason, options.clock())) {
        await this.giveUps.get(job.type)?.(fromJson(job.payload), reason);
      }
      options.log.error({ jobId: job.id, type: job.type }, 'job failed: lease expired');
      return;
    }
    const handler = this.handlers.get(job.type)!;
    const lost = new AbortController();
    const signal = AbortSignal.any([this.#stopping.signal, lost.signal]);
    const renew = setInterval(
      () =>
        void (async () => {
          const now = options.clock();
          const until = new Date(now.getTime() + options.leaseMs);
          if (!(await repository.extendLease(job.id, attempt, until, now))) lost.abort();
        })().catch(() => undefined),
      Math.max(10, Math.floor(options.leaseMs / 3)),
    );
    renew.unref();
    try {
      await handler(fromJson(job.payload), {
        id: job.id,
        type: job.type,
        attempt,
        maxAttempts: job.max_attempts,
        signal,
      });
      clearInterval(renew);
      await repository.complete(job.id, attempt, options.clock());
    } catch (error) {
      clearInterval(renew);
      await this.#failed(job, attempt, error);
    }
  }

  async #failed(job: JobRow, attempt: number, error: unknown): Promise<void> {
    const { repository, options } = this;
    const now = options.clock();
    if (this.#stopping.signal.aborted) {
      // Interrupted by the shutdown, not failed: another run picks it up.
      await repository.release(job.id, attempt, now);
      return;
    }
    const reason = describe(error);
    if (error instanceof PermanentJobError || attempt >= job.max_attempts) {
      await repository.fail(job.id, attempt, reason, now);
      options.log.error({ jobId: job.id, type: job.type, attempt, err: error }, 'job failed');
      return;
    }
    const runAt = new Date(now.getTime() + options.backoffMs(attempt));
    await repository.retry(job.id, attempt, runAt, reason, now);
    options.log.warn({ jobId: job.id, type: job.type, attempt, err: error }, 'job will retry');
  }

  async #pruneNow(): Promise<void> {
    const now = this.options.clock().getTime();
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    await this.repository.prune(
      new Date(now - this.options.keepDoneMs),
      new Date(now - this.options.keepFailedMs),
    );
  }
}
