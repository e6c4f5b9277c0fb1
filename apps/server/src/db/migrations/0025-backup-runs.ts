import type { Kysely, Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * Scheduled backups (decision 014): one row per schedule slot (its UTC instant), inserted by
 * the instance that claims it; the others find it there, so each scheduled backup runs once.
 */
export function backupRuns(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('backup_runs')
        .addColumn('slot', 'text', (c) => c.primaryKey())
        .addColumn('claimed_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('backup_runs').execute();
    },
  };
}
