import { sql, type Kysely } from 'kysely';
import { REGISTRATION_MODE_SETTING, type RegistrationMode } from '@usra/domain/admin/admin-schema';
import type { Database } from '../../db/schema.js';

/** PostgreSQL: undefined_table; SQLite: "no such table". */
function isMissingTable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return code === '42P01' || /no such table/i.test(message);
}

/**
 * The admin module's own rows (the registration mode) and the stat cards' row counts, which
 * deliberately span every family. Accounts, families and activity come through `AdminReads`.
 */
export class AdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Rows of a table that a later issue may not have created yet: a missing table counts 0.
   * The name comes from our own code, never from a request.
   */
  async countRowsIfTableExists(table: string): Promise<number> {
    try {
      const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`
        .execute(this.db)
        .then((r) => r.rows[0]);
      return Number(row?.n ?? 0);
    } catch (error) {
      if (isMissingTable(error)) return 0;
      throw error;
    }
  }

  async registrationMode(): Promise<RegistrationMode> {
    const row = await this.db
      .selectFrom('platform_settings')
      .select('value')
      .where('key', '=', REGISTRATION_MODE_SETTING)
      .executeTakeFirst();
    return row?.value === JSON.stringify('invite_only') ? 'invite_only' : 'open';
  }

  async setRegistrationMode(mode: RegistrationMode, userId: string, now: Date): Promise<void> {
    const values = {
      key: REGISTRATION_MODE_SETTING,
      value: JSON.stringify(mode),
      updated_by: userId,
      updated_at: now.toISOString(),
    };
    await this.db
      .insertInto('platform_settings')
      .values(values)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          value: values.value,
          updated_by: values.updated_by,
          updated_at: values.updated_at,
        }),
      )
      .execute();
  }
}
