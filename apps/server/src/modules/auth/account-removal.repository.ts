import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { moveProfile } from './memberships.repository.js';

/** An account of a family, oldest first. */
export interface FamilyAccount {
  id: string;
  email: string;
  fullName: string | null;
}

/**
 * What deleting an account reads and deletes of the accounts' tables (the account module's
 * `RemovalAccounts`, through `auth.accountRemoval`). The writes take the account module's
 * transaction, so that the deletion stays one.
 */
export class AccountRemovalRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The family the account is in, or null when there is no such account. */
  async familyOf(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('profiles')
      .select('family_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.family_id ?? null;
  }

  /**
   * The family's accounts other than `exceptUserId`, the longest-standing first; read through
   * `db`, the caller's transaction or not.
   */
  async othersIn(
    db: Kysely<Database>,
    familyId: string,
    exceptUserId: string,
  ): Promise<FamilyAccount[]> {
    const rows = await db
      .selectFrom('profiles')
      .select(['id', 'full_name', 'email'])
      .where('family_id', '=', familyId)
      .where('id', '!=', exceptUserId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, email: row.email, fullName: row.full_name }));
  }

  /** The hash of the account's password, or null without one (single sign-on only). */
  async passwordHash(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('accounts')
      .select('password')
      .where('user_id', '=', userId)
      .where('provider_id', '=', 'credential')
      .executeTakeFirst();
    return row?.password ?? null;
  }

  /** True when the user is the installation's only admin and other users exist. */
  async isLastAdminWithOthers(userId: string): Promise<boolean> {
    const admins = await this.db
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', '=', 'admin')
      .execute();
    if (!admins.some((a) => a.user_id === userId)) return false;
    if (admins.some((a) => a.user_id !== userId)) return false;
    const other = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '!=', userId)
      .limit(1)
      .executeTakeFirst();
    return other !== undefined;
  }

  /** The account is in `familyId` from now on. */
  moveTo(tx: Transaction<Database>, userId: string, familyId: string): Promise<void> {
    return moveProfile(tx, userId, familyId);
  }

  /**
   * The account's own rows: profile, role, sessions, sign-in methods, then the user; anything
   * else about the user (later tables) goes by its foreign key's cascade.
   */
  async deleteAccount(tx: Transaction<Database>, userId: string): Promise<void> {
    await tx.deleteFrom('profiles').where('id', '=', userId).execute();
    await tx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    await tx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await tx.deleteFrom('accounts').where('user_id', '=', userId).execute();
    await tx.deleteFrom('users').where('id', '=', userId).execute();
  }
}
