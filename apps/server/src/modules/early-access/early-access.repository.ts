import type { Kysely } from 'kysely';
import { toIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../platform/ids.js';

export interface EarlyAccessSignup {
  id: string;
  email: string;
  language: string | null;
  createdAt: string;
}

/** The early-access list is the platform's, not a family's: there is no family_id here. */
export class EarlyAccessRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds the address unless it is already listed; says whether a row was written. */
  async add(email: string, language: string | null, now: Date): Promise<boolean> {
    const result = await this.db
      .insertInto('early_access_signups')
      .values({ id: newId(), email, language, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Newest first. */
  async list(limit: number): Promise<EarlyAccessSignup[]> {
    const rows = await this.db
      .selectFrom('early_access_signups')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      language: row.language,
      createdAt: toIso(row.created_at),
    }));
  }

  /** The deleted row's address, or null when there was none. */
  async remove(id: string): Promise<string | null> {
    const row = await this.db
      .deleteFrom('early_access_signups')
      .where('id', '=', id)
      .returning('email')
      .executeTakeFirst();
    return row?.email ?? null;
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('early_access_signups')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
