import { sql, type Kysely, type Transaction } from 'kysely';
import { toJson } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../platform/ids.js';
import {
  CREATOR_MEMBER_ROLE,
  creatorMemberName,
  familyNameFor,
} from '@usra/domain/family/family-naming';
import type { FamilyTable } from '../../db/family-tables.js';

export interface MemberWithAccount {
  memberId: string;
  userId: string;
  name: string;
  email: string | null;
  role: string;
  birthDate: string | null;
}

export type DeletionPlan =
  { kind: 'none' } | { kind: 'delete_family' } | { kind: 'transfer'; newOwnerUserId: string };

/** Reads and writes of account deletion (Settings → Data). */
export class AccountRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tables: FamilyTable[],
  ) {}

  async familyOwner(familyId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('families')
      .select('owner_user_id')
      .where('id', '=', familyId)
      .executeTakeFirst();
    return row?.owner_user_id ?? null;
  }

  /** The user's family, its owner and the account that would inherit it (oldest other). */
  async removalFacts(userId: string): Promise<{
    familyId: string;
    familyName: string;
    ownerUserId: string | null;
    heir: { id: string; name: string } | null;
  } | null> {
    const profile = await this.db
      .selectFrom('profiles')
      .innerJoin('families', 'families.id', 'profiles.family_id')
      .select(['profiles.family_id', 'families.name', 'families.owner_user_id'])
      .where('profiles.id', '=', userId)
      .executeTakeFirst();
    if (!profile) return null;
    const heir = await this.db
      .selectFrom('profiles')
      .select(['id', 'full_name', 'email'])
      .where('family_id', '=', profile.family_id)
      .where('id', '!=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    return {
      familyId: profile.family_id,
      familyName: profile.name,
      ownerUserId: profile.owner_user_id,
      heir: heir ? { id: heir.id, name: heir.full_name || heir.email } : null,
    };
  }

  async passwordHash(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('accounts')
      .select('password')
      .where('user_id', '=', userId)
      .where('provider_id', '=', 'credential')
      .executeTakeFirst();
    return row?.password ?? null;
  }

  /** The family's members linked to another account that still belongs to this family. */
  async membersWithAccount(familyId: string, exceptUserId: string): Promise<MemberWithAccount[]> {
    const rows = await this.db
      .selectFrom('family_members')
      .innerJoin('profiles', 'profiles.id', 'family_members.user_id')
      .select([
        'family_members.id',
        'family_members.user_id',
        'family_members.name',
        'family_members.email',
        'family_members.role',
        'family_members.birth_date',
      ])
      .where('family_members.family_id', '=', familyId)
      .where('profiles.family_id', '=', familyId)
      .where('family_members.user_id', '!=', exceptUserId)
      .orderBy('family_members.created_at')
      .orderBy('family_members.id')
      .execute();
    return rows.map((r) => ({
      memberId: r.id,
      userId: r.user_id!,
      name: r.name,
      email: r.email,
      role: r.role,
      birthDate: r.birth_date,
    }));
  }

  /** Whether a member row of this id exists in the family (any kind). */
  async memberExists(familyId: string, memberId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('family_members')
      .select('id')
      .where('family_id', '=', familyId)
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async otherAccounts(familyId: string, exceptUserId: string): Promise<number> {
    const row = await this.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('family_id', '=', familyId)
      .where('id', '!=', exceptUserId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
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

  /** Every row of the family in every registered table (children first), then the family. */
  private async deleteFamilyRows(tx: Transaction<Database>, familyId: string): Promise<void> {
    for (const table of [...this.tables].reverse()) {
      const column = table.familyColumn ?? 'family_id';
      await sql`delete from ${sql.table(table.table)} where ${sql.ref(column)} = ${familyId}`.execute(
        tx,
      );
    }
  }

  /**
   * Deletes the account in one transaction: the family is handed over or deleted first (by
   * `plan`), families the user still owns but left (by accepting an invitation) go to their
   * oldest remaining account or are deleted when empty, the user's member rows stay as
   * members without an account, then the user's own rows go. The audit row is written inside
   * the transaction, without a user id, so it outlives the account.
   */
  async deleteAccount(input: {
    userId: string;
    familyId: string;
    plan: DeletionPlan;
    audit: { details: Record<string, unknown>; ip: string | null; userAgent: string | null };
    now: Date;
  }): Promise<string[]> {
    const { userId, familyId, plan, now } = input;
    const at = now.toISOString();
    const deletedFamilies: string[] = [];
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('security_audit_log')
        .values({
          id: newId(),
          user_id: null,
          event_type: 'account_deleted',
          details: toJson(input.audit.details),
          ip_address: input.audit.ip,
          user_agent: input.audit.userAgent,
          created_at: at,
        })
        .execute();

      if (plan.kind === 'transfer') {
        await tx
          .updateTable('families')
          .set({ owner_user_id: plan.newOwnerUserId })
          .where('id', '=', familyId)
          .execute();
      }
      if (plan.kind === 'delete_family') {
        await this.rehomeOtherAccounts(tx, familyId, userId, at);
        await this.deleteFamilyRows(tx, familyId);
        deletedFamilies.push(familyId);
      }

      const owned = await tx
        .selectFrom('families')
        .select('id')
        .where('owner_user_id', '=', userId)
        .execute();
      for (const family of owned) {
        const heir = await tx
          .selectFrom('profiles')
          .select('id')
          .where('family_id', '=', family.id)
          .where('id', '!=', userId)
          .orderBy('created_at')
          .orderBy('id')
          .executeTakeFirst();
        if (heir) {
          await tx
            .updateTable('families')
            .set({ owner_user_id: heir.id })
            .where('id', '=', family.id)
            .execute();
        } else {
          await this.deleteFamilyRows(tx, family.id);
          deletedFamilies.push(family.id);
        }
      }

      await tx
        .updateTable('family_members')
        .set({ user_id: null, updated_at: at })
        .where('user_id', '=', userId)
        .execute();
      await tx.deleteFrom('profiles').where('id', '=', userId).execute();
      await tx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      await tx.deleteFrom('user_preferences').where('user_id', '=', userId).execute();
      await tx.deleteFrom('user_activity_log').where('user_id', '=', userId).execute();
      await tx.deleteFrom('security_audit_log').where('user_id', '=', userId).execute();
      await tx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await tx.deleteFrom('accounts').where('user_id', '=', userId).execute();
      // Anything else about the user (later tables) goes by its foreign key's cascade.
      await tx.deleteFrom('users').where('id', '=', userId).execute();
    });
    return deletedFamilies;
  }

  /**
   * The other accounts of a family being deleted keep their accounts, each in a new family of
   * which they are the first member, as at sign-up.
   */
  private async rehomeOtherAccounts(
    tx: Transaction<Database>,
    familyId: string,
    userId: string,
    at: string,
  ): Promise<void> {
    const others = await tx
      .selectFrom('profiles')
      .select(['id', 'full_name', 'email'])
      .where('family_id', '=', familyId)
      .where('id', '!=', userId)
      .execute();
    for (const other of others) {
      const id = newId();
      await tx
        .insertInto('families')
        .values({
          id,
          name: familyNameFor(other.full_name || other.email),
          owner_user_id: other.id,
          created_at: at,
        })
        .execute();
      await tx.updateTable('profiles').set({ family_id: id }).where('id', '=', other.id).execute();
      await tx
        .insertInto('family_members')
        .values({
          id: newId(),
          family_id: id,
          user_id: other.id,
          name: creatorMemberName(other.full_name ?? '', other.email),
          email: other.email,
          role: CREATOR_MEMBER_ROLE,
          status: 'active',
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }
}
