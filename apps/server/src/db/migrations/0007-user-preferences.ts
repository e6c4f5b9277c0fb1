import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/** Per-person preferences (notification choices) of the settings screens (issue 6). */
export function userPreferences(engine: Engine): Migration {
  const t = columnTypes(engine);
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_preferences')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('notifications', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
    },
  };
}
