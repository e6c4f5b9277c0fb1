import type { Kysely, Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * "Plan my errands" (issue 5): a task's place as coordinates, set from the browser's position or
 * a look-up of the family's saved addresses and the geocoder. Both null when not placed.
 */
export function taskCoordinates(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('tasks').addColumn('latitude', t.real).execute();
      await db.schema.alterTable('tasks').addColumn('longitude', t.real).execute();
    },
  };
}
