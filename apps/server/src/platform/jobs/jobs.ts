import type { Kysely } from 'kysely';
import type { Engine } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { JobsRepository, type JobRow } from './jobs.repository.js';
import {
  defaultBackoffMs,
  JobWorker,
  type JobGiveUp,
  type JobHandler,
  type WorkerOptions,
} from './worker.js';

export type { JobContext, JobGiveUp, JobHandler } from './worker.js';
export { PermanentJobError } from './worker.js';
export type { JobRow } from './jobs.repository.js';

export interface EnqueueOptions {
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** Runs at most this many times (default 5). */
  maxAttempts?: number;
  /** The transaction the job joins: it exists only if the work that asked for it commits. */
  db?: Kysely<Database>;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

const DAY = 86_400_000;

/**
 * The durable job queue (decision 009): work that must survive a restart and run once across
 * instances. Modules register a handler per job type in their module file and enqueue jobs
 * from services; the app starts the worker when it is ready and stops it (waiting for running
 * jobs) before it closes.
 *
 *   platform.jobs.register('documents.extract', async ({ documentId }, job) => { … });
 *   await platform.jobs.enqueue('documents.extract', { documentId }, { db: trx });
 */
export class JobQueue {
  readonly repository: JobsRepository;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #giveUps = new Map<string, JobGiveUp>();
  readonly #worker: JobWorker;
  readonly #clock: () => Date;

  constructor(
    db: Kysely<Database>,
    engine: Engine,
    options: Partial<WorkerOptions> & { log: WorkerOptions['log'] },
  ) {
    this.repository = new JobsRepository(db, engine);
    this.#clock = options.clock ?? (() => new Date());
    this.#worker = new JobWorker(
      this.repository,
      this.#handlers,
      {
        clock: this.#clock,
        concurrency: 2,
        leaseMs: 5 * 60_000,
        pollMs: 1000,
        backoffMs: defaultBackoffMs,
        keepDoneMs: 7 * DAY,
        keepFailedMs: 30 * DAY,
        ...options,
      },
      this.#giveUps,
    );
  }

  /**
   * The one handler of `type` on this instance; jobs of types without one stay queued.
   * `onGiveUp` runs when a job is failed without its handler (its last attempt's holder died),
   * so what the job was for can be marked failed too: never a crash loop, never stuck.
   */
  register(type: string, handler: JobHandler, options: { onGiveUp?: JobGiveUp } = {}): void {
    if (this.#handlers.has(type)) throw new Error(`A handler for ${type} is already registered`);
    this.#handlers.set(type, handler);
    if (options.onGiveUp) this.#giveUps.set(type, options.onGiveUp);
    this.#worker.wake();
  }

  async enqueue(
    type: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<JobRow> {
    const now = this.#clock();
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
      throw new Error(`maxAttempts must be a whole number of at least 1, not ${maxAttempts}`);
    }
    const job = await this.repository.insert(
      { type, payload: JSON.stringify(payload), runAt: options.runAt ?? now, maxAttempts },
      now,
      options.db,
    );
    // A job inside a transaction is not visible yet: its caller wakes the queue once it has
    // committed (`wake`), or the next poll finds it.
    if (!options.db && this.#handlers.has(type)) this.#worker.wake();
    return job;
  }

  /** Looks at the queue now: after a transaction that enqueued a job has committed. */
  wake(): void {
    this.#worker.wake();
  }

  /** Begins claiming jobs (the app calls it when ready). */
  start(): void {
    this.#worker.start();
  }

  /** Stops claiming and waits for the running jobs (the app calls it before closing). */
  stop(): Promise<void> {
    return this.#worker.stop();
  }

  /** Runs the jobs due now and waits for them: tests, and scripts that run the queue once. */
  runDue(): Promise<number> {
    return this.#worker.runDue();
  }
}
