import type { Kysely } from 'kysely';
import { toNumber } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

export class DashboardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async memberCount(familyId: string): Promise<number> {
    const row = await this.db
      .selectFrom('family_members')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('family_id', '=', familyId)
      .executeTakeFirstOrThrow();
    return toNumber(row.n);
  }
}
