import type { Kysely, Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * Location-aware suggestions (issue 27): "You're near Al Othaim: buy milk" is told to a member
 * who shares their location at most once per task per day (their local date). A row is that
 * telling; the notification centre lists today's rows to the member they were for.
 */
export function nearbySuggestions(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('nearby_suggestions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
        // The member's local date (YYYY-MM-DD in their time zone) it was told on.
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('distance_m', t.real, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('nearby_suggestions_once_a_day')
        .on('nearby_suggestions')
        .columns(['user_id', 'task_id', 'day'])
        .unique()
        .execute();
      await db.schema
        .createIndex('nearby_suggestions_family_day')
        .on('nearby_suggestions')
        .columns(['family_id', 'day'])
        .execute();
    },
  };
}
