import { sql, type Kysely } from 'kysely';
import {
  REGISTRATION_MODE_SETTING,
  type AdminUser,
  type RegistrationMode,
} from '@usra/domain/admin/admin-schema';
import type { Role } from '@usra/domain/auth/auth-schema';
import { fromJson, toIso, toIsoOrNull } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../platform/ids.js';

/** PostgreSQL: undefined_table; SQLite: "no such table". */
function isMissingTable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return code === '42P01' || /no such table/i.test(message);
}

export interface ActivityRow {
  id: string;
  userId: string;
  userEmail: string | null;
  userName: string | null;
  activityType: string;
  activityData: Record<string, unknown>;
  createdAt: string;
}

/** Platform-wide reads for administrators: these queries deliberately span every family. */
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

  async countUsers(since?: Date): Promise<number> {
    let query = this.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'));
    if (since) query = query.where('created_at', '>=', since.toISOString());
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  async countFamilies(): Promise<number> {
    const row = await this.db
      .selectFrom('families')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Unique users who signed in or did anything since `since`. */
  async countActiveUsers(since: Date): Promise<number> {
    const at = since.toISOString();
    const rows = await this.db
      .selectFrom('user_activity_log')
      .select('user_id')
      .where('created_at', '>=', at)
      .union(
        this.db.selectFrom('profiles').select('id as user_id').where('last_sign_in_at', '>=', at),
      )
      .execute();
    return new Set(rows.map((r) => r.user_id)).size;
  }

  async listUsers(): Promise<AdminUser[]> {
    const rows = await this.db
      .selectFrom('profiles')
      .select(['id', 'email', 'full_name', 'created_at', 'last_sign_in_at'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('user_roles')
              .select('user_roles.id')
              .whereRef('user_roles.user_id', '=', 'profiles.id')
              .where('user_roles.role', '=', 'admin'),
          )
          .as('is_admin'),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      role: row.is_admin ? 'admin' : 'user',
      createdAt: toIso(row.created_at),
      lastSignInAt: toIsoOrNull(row.last_sign_in_at),
    }));
  }

  async userExists(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Promote replaces every role with admin; demote removes admin and leaves user (spec core
   * section 4). A demotion that would leave no admin is refused inside the same transaction.
   */
  async setRole(userId: string, role: Role, now: Date): Promise<'ok' | 'last_admin'> {
    return this.db.transaction().execute(async (tx) => {
      if (role === 'user') {
        const others = await tx
          .selectFrom('user_roles')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('role', '=', 'admin')
          .where('user_id', '!=', userId)
          .executeTakeFirstOrThrow();
        if (Number(others.n) === 0) return 'last_admin';
      }
      await tx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      await tx
        .insertInto('user_roles')
        .values({ id: newId(), user_id: userId, role, created_at: now.toISOString() })
        .execute();
      return 'ok';
    });
  }

  async recentActivity(limit: number): Promise<ActivityRow[]> {
    const rows = await this.db
      .selectFrom('user_activity_log')
      .leftJoin('profiles', 'profiles.id', 'user_activity_log.user_id')
      .select([
        'user_activity_log.id',
        'user_activity_log.user_id',
        'user_activity_log.activity_type',
        'user_activity_log.activity_data',
        'user_activity_log.created_at',
        'profiles.email',
        'profiles.full_name',
      ])
      .orderBy('user_activity_log.created_at', 'desc')
      .orderBy('user_activity_log.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      userEmail: row.email,
      userName: row.full_name,
      activityType: row.activity_type,
      activityData: fromJson(row.activity_data),
      createdAt: toIso(row.created_at),
    }));
  }

  async activityTypesSince(since: Date): Promise<{ activityType: string; createdAt: string }[]> {
    const rows = await this.db
      .selectFrom('user_activity_log')
      .select(['activity_type', 'created_at'])
      .where('created_at', '>=', since.toISOString())
      .execute();
    return rows.map((r) => ({ activityType: r.activity_type, createdAt: toIso(r.created_at) }));
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
