import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * The durable job queue (platform/jobs, decision 009): work that must survive a restart and run
 * once across instances (text extraction and OCR, reminders, digests). A job is `queued` until
 * `run_at`, `running` while an instance holds its lease (`locked_until`), then `done`, or
 * `failed` after `max_attempts`. Not family data: handlers find their rows by the payload's ids
 * and finish quietly when those are gone.
 */
export function jobs(engine: Engine): Migration {
  const t = columnTypes(engine);
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('queued')
            .check(sql`status in ('queued', 'running', 'done', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
        .addColumn('run_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn('locked_until', t.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      // The claim's two questions: queued and due (by run_at), running with a lapsed lease.
      await db.schema
        .createIndex('jobs_queued_idx')
        .on('jobs')
        .columns(['status', 'run_at'])
        .execute();
      await db.schema
        .createIndex('jobs_lease_idx')
        .on('jobs')
        .columns(['status', 'locked_until'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('jobs').execute();
    },
  };
}
