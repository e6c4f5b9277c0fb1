import type { Kysely, Migration } from 'kysely';

/**
 * Issue 30: the job claim in time that does not grow with the queue (decision 009). The claim
 * takes the first due jobs in `run_at, id` order; with `(status, run_at)` alone both engines
 * gathered every due job and sorted them (2,000 queued uploads: 1.6 ms on PostgreSQL, 2.8 ms on
 * SQLite, on every job's end). With `id` in the index a scan in its order stops at the limit.
 */
export function jobsDueIndex(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('jobs_due_idx')
        .on('jobs')
        .columns(['status', 'run_at', 'id'])
        .execute();
      await db.schema.dropIndex('jobs_queued_idx').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createIndex('jobs_queued_idx')
        .on('jobs')
        .columns(['status', 'run_at'])
        .execute();
      await db.schema.dropIndex('jobs_due_idx').execute();
    },
  };
}
