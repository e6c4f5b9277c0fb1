import type { Kysely, Migration } from 'kysely';

/**
 * How exact a saved position is (issue 27, Errands): found at street level, only the city, or
 * placed by hand on the map. Kept on the saved address and on the profile's home, so the errands
 * plan can say when a distance is between two city centres rather than real places. Null: saved
 * before this was kept (taken as exact, as before).
 */
export function placePrecision(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('family_member_addresses')
        .addColumn('precision', 'text')
        .execute();
      await db.schema.alterTable('profiles').addColumn('home_precision', 'text').execute();
    },
  };
}
