import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const FAMILY_TABLES = {
  members: 'family_members',
  tasks: 'tasks',
  events: 'calendar_events',
  vehicles: 'vehicles',
} as const;

export type FamilyCounts = Record<keyof typeof FAMILY_TABLES, number>;

/** Reads only; every query is filtered by the family. */
export class TesterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async countFamilyRows(familyId: string): Promise<FamilyCounts> {
    const counts = {} as FamilyCounts;
    for (const [key, table] of Object.entries(FAMILY_TABLES) as [
      keyof FamilyCounts,
      (typeof FAMILY_TABLES)[keyof FamilyCounts],
    ][]) {
      const row = await this.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('family_id', '=', familyId)
        .executeTakeFirstOrThrow();
      counts[key] = Number(row.count);
    }
    return counts;
  }
}
