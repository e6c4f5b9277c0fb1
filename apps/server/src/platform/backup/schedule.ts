import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../jobs/jobs.js';
import type { Storage } from '../storage/storage.js';
import { createBackup, pruneBackups } from './backup.js';
import { nextRunAfter } from '../../config/cron.js';

/** The durable job (platform/jobs) that makes one scheduled backup. */
export const BACKUP_JOB = 'backup.scheduled';
/** The timer never waits longer than this before looking at the clock again. */
const MAX_WAIT_MS = 3_600_000;

export interface BackupScheduleDeps {
  config: Config;
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  clock: () => Date;
}

/**
 * BACKUP_CRON (decision 014): every instance keeps a timer to the next slot of the schedule;
 * at the slot each one tries to claim it (a `backup_runs` row, keyed by the slot's instant) and
 * the one that gets it enqueues the backup job in the same transaction. The job queue then runs
 * it once (and again on another instance if this one stops mid-way); after it, archives past
 * BACKUP_KEEP are deleted.
 */
export class BackupSchedule {
  #next: Date | null = null;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(private readonly deps: BackupScheduleDeps) {
    deps.jobs.register(BACKUP_JOB, async () => {
      const { config, db, storage, log } = deps;
      const result = await createBackup({
        config,
        db: db.db,
        engine: db.engine,
        storage,
        now: deps.clock(),
      });
      const pruned = await pruneBackups(config.backup.dir, config.backup.keep, deps.clock());
      log.info(
        { file: result.file, bytes: result.bytes, files: result.manifest.fileCount, pruned },
        'scheduled backup made',
      );
    });
  }

  /** The next slot this instance waits for (null without BACKUP_CRON). */
  get next(): Date | null {
    return this.#next;
  }

  start(): void {
    const cron = this.deps.config.backup.cron;
    if (!cron) return;
    this.#stopped = false;
    clearTimeout(this.#timer);
    this.#next = nextRunAfter(cron, this.deps.clock());
    this.#arm();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  /**
   * Claims the slot that has come (if any) and moves to the next one. True when this instance
   * claimed it (and enqueued the backup).
   */
  async tick(): Promise<boolean> {
    const cron = this.deps.config.backup.cron;
    const now = this.deps.clock();
    const slot = this.#next;
    if (!cron || !slot || slot.getTime() > now.getTime()) return false;
    this.#next = nextRunAfter(cron, now);
    return this.claim(slot);
  }

  /** One instance per slot gets true; it has enqueued the backup job. */
  async claim(slot: Date): Promise<boolean> {
    const { db, jobs } = this.deps;
    return db.db.transaction().execute(async (trx) => {
      const rows = await trx
        .insertInto('backup_runs')
        .values({ slot: slot.toISOString(), claimed_at: this.deps.clock().toISOString() })
        .onConflict((oc) => oc.column('slot').doNothing())
        .returning('slot')
        .execute();
      if (rows.length === 0) return false;
      await jobs.enqueue(BACKUP_JOB, { slot: slot.toISOString() }, { db: trx, maxAttempts: 3 });
      return true;
    });
  }

  #arm(): void {
    if (this.#stopped || !this.#next) return;
    const wait = Math.min(
      MAX_WAIT_MS,
      Math.max(0, this.#next.getTime() - this.deps.clock().getTime()),
    );
    this.#timer = setTimeout(() => {
      this.tick()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'backup schedule failed'))
        .finally(() => this.#arm());
    }, wait);
    this.#timer.unref();
  }
}
