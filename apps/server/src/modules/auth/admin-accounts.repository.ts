import type { Kysely } from 'kysely';
import type { AdminUser } from '@usra/domain/admin/admin-schema';
import type { Role } from '@usra/domain/auth/auth-schema';
import { toIso, toIsoOrNull } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../platform/ids.js';
import { isAdmin } from './auth.repository.js';
import { profileNames } from './memberships.repository.js';

/** The accounts and their roles as the admin portal sees them: every family's, by design. */
export class AdminAccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async count(since?: Date): Promise<number> {
    let query = this.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'));
    if (since) query = query.where('created_at', '>=', since.toISOString());
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  async signedInSince(since: Date): Promise<string[]> {
    const rows = await this.db
      .selectFrom('profiles')
      .select('id')
      .where('last_sign_in_at', '>=', since.toISOString())
      .execute();
    return rows.map((row) => row.id);
  }

  async list(): Promise<AdminUser[]> {
    const rows = await this.db
      .selectFrom('profiles')
      .select(['id', 'email', 'full_name', 'created_at', 'last_sign_in_at'])
      .select(isAdmin('profiles.id').as('is_admin'))
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

  async exists(userId: string): Promise<boolean> {
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

  names(userIds: readonly string[]) {
    return profileNames(this.db, userIds);
  }
}
