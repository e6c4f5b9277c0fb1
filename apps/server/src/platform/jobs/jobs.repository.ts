import type { Kysely, Selectable } from 'kysely';
import { lockSkippingLocked, toIso, type Engine } from '../../db/dialect.js';
import type { Database, JobsTable } from '../../db/schema.js';
import { newId } from '../ids.js';

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  type: string;
  payload: string;
  runAt: Date;
  maxAttempts: number;
}

/** The jobs table: every query of the queue, on either engine. */
export class JobsRepository {
  constructor(
    readonly db: Kysely<Database>,
    readonly engine: Engine,
  ) {}

  async insert(job: NewJob, now: Date, db: Kysely<Database> = this.db): Promise<JobRow> {
    return db
      .insertInto('jobs')
      .values({
        id: newId(),
        type: job.type,
        payload: job.payload,
        status: 'queued',
        attempts: 0,
        max_attempts: job.maxAttempts,
        run_at: job.runAt.toISOString(),
        locked_until: null,
        last_error: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Takes up to `limit` jobs of `types` that are due (queued with `run_at` passed) or whose
   * holder's lease lapsed (running with `locked_until` passed: that instance stopped), in one
   * statement: they become `running`, leased until `leaseUntil`, with one more attempt. The new
   * attempt count is the holder's token: a later write by an older holder changes nothing.
   */
  async claim(types: string[], limit: number, now: Date, leaseUntil: Date): Promise<JobRow[]> {
    if (types.length === 0 || limit <= 0) return [];
    const rows = await this.claimQuery(types, limit, now, leaseUntil).execute();
    // One order whatever the engine returns them in.
    return rows.sort(
      (a, b) => toIso(a.run_at).localeCompare(toIso(b.run_at)) || a.id.localeCompare(b.id),
    );
  }

  /** The claim's statement (its plan is tested: jobs-claim.test.ts). */
  claimQuery(types: string[], limit: number, now: Date, leaseUntil: Date) {
    const at = now.toISOString();
    // Each question walks its index in `run_at, id` order and stops at `limit` (jobs_due_idx,
    // migration 0040): the claim costs the same with 10 or 10,000 jobs waiting. One `or` would
    // gather every due job and sort them.
    // A question: jobs of `types` in `status` whose `column` has passed, in claim order.
    const due =
      (status: 'queued' | 'running', column: 'run_at' | 'locked_until', op: '<=' | '<') => () =>
        lockSkippingLocked(
          this.db
            .selectFrom('jobs')
            .select(['id', 'run_at'])
            .where('status', '=', status)
            .where(column, op, at)
            .where('type', 'in', types)
            .orderBy('run_at')
            .orderBy('id')
            .limit(limit),
          this.engine,
        );
    return this.db
      .with('queued', due('queued', 'run_at', '<='))
      .with('lapsed', due('running', 'locked_until', '<'))
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        attempts: eb('attempts', '+', 1),
        locked_until: leaseUntil.toISOString(),
        updated_at: at,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom((inner) =>
            inner
              .selectFrom('queued')
              .select(['id', 'run_at'])
              .unionAll(inner.selectFrom('lapsed').select(['id', 'run_at']))
              .as('due'),
          )
          .select('due.id')
          .orderBy('due.run_at')
          .orderBy('due.id')
          .limit(limit),
      )
      .returningAll();
  }

  /** Still held by this attempt: the lease moves on. False when another instance took it. */
  async extendLease(id: string, attempt: number, until: Date, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ locked_until: until.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('attempts', '=', attempt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async complete(id: string, attempt: number, now: Date): Promise<boolean> {
    return this.#finish(id, attempt, now, { status: 'done', last_error: null });
  }

  async fail(id: string, attempt: number, error: string, now: Date): Promise<boolean> {
    return this.#finish(id, attempt, now, { status: 'failed', last_error: error });
  }

  /** Back to the queue for another attempt at `runAt`. */
  async retry(id: string, attempt: number, runAt: Date, error: string, now: Date) {
    return this.#finish(id, attempt, now, {
      status: 'queued',
      run_at: runAt.toISOString(),
      last_error: error,
    });
  }

  /** Given back unfinished (the instance is stopping): the attempt does not count. */
  async release(id: string, attempt: number, now: Date): Promise<boolean> {
    return this.#finish(id, attempt, now, {
      status: 'queued',
      run_at: now.toISOString(),
      attempts: attempt - 1,
    });
  }

  async #finish(
    id: string,
    attempt: number,
    now: Date,
    values: {
      status: JobRow['status'];
      last_error?: string | null;
      run_at?: string;
      attempts?: number;
    },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ ...values, locked_until: null, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('attempts', '=', attempt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Removes finished jobs last changed before `doneBefore` (done) or `failedBefore` (failed). */
  async prune(doneBefore: Date, failedBefore: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('jobs')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'done'), eb('updated_at', '<', doneBefore.toISOString())]),
          eb.and([eb('status', '=', 'failed'), eb('updated_at', '<', failedBefore.toISOString())]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async find(id: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
