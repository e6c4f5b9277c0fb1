import type { Kysely, Migration } from 'kysely';

/**
 * Prayer-relative times (issue 16, decision 013): each person's choice (on or off, calculation
 * method, Asr method, place) as JSON text next to their notification choices; null until saved.
 */
export function prayerTimes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('user_preferences').addColumn('prayer_times', 'text').execute();
    },
  };
}
