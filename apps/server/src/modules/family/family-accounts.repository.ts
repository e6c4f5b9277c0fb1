import { expressionBuilder, sql, type Kysely, type Transaction } from 'kysely';
import { CREATOR_MEMBER_ROLE, creatorMemberName } from '@usra/domain/family/family-naming';
import { familyTables, type FamilyTable } from '../../db/family-tables.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../platform/ids.js';

/** A member of the family linked to an account. */
export interface MemberWithAccount {
  memberId: string;
  userId: string;
  name: string;
  email: string | null;
  role: string;
  birthDate: string | null;
}

/** The account a new family is founded for (sign-up, or an account whose family is deleted). */
export interface FamilyFounder {
  userId: string;
  email: string;
  /** '' when the account has no name. */
  fullName: string;
  familyName: string;
}

/**
 * The families' side of the accounts' lives (issue 29: the family module's tables, queried only
 * here): a family founded with its owner as first member at sign-up, its name in the session
 * lookup, its ownership handed on, and the whole family deleted with an account. The writes take
 * the caller's transaction (the auth module's sign-up, the account module's deletion), so that
 * each stays one transaction.
 */
export class FamilyAccountsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tables: readonly FamilyTable[] = familyTables,
  ) {}

  /**
   * The family's name as a column of a query on `profiles` (null without a family), so that the
   * session lookup stays one statement: `.select(familyName('profiles.family_id'))`.
   */
  familyName(familyId: 'profiles.family_id') {
    const eb = expressionBuilder<Database, 'profiles'>();
    return eb
      .selectFrom('families')
      .select('families.name')
      .whereRef('families.id', '=', familyId)
      .$castTo<string | null>()
      .as('family_name');
  }

  /**
   * Creates a family owned by the account, with the account as its first member (issue 4), in
   * the caller's transaction; answers the family's id.
   */
  async createWithOwner(
    tx: Transaction<Database>,
    founder: FamilyFounder,
    now: Date,
  ): Promise<string> {
    const familyId = newId();
    const at = now.toISOString();
    await tx
      .insertInto('families')
      .values({
        id: familyId,
        name: founder.familyName,
        owner_user_id: founder.userId,
        created_at: at,
      })
      .execute();
    await tx
      .insertInto('family_members')
      .values({
        id: newId(),
        family_id: familyId,
        user_id: founder.userId,
        name: creatorMemberName(founder.fullName, founder.email),
        email: founder.email,
        role: CREATOR_MEMBER_ROLE,
        status: 'active',
        created_at: at,
        updated_at: at,
      })
      .execute();
    return familyId;
  }

  /** The family's name and owner, or null when there is no such family. */
  async family(familyId: string): Promise<{ name: string; ownerUserId: string } | null> {
    const row = await this.db
      .selectFrom('families')
      .select(['name', 'owner_user_id'])
      .where('id', '=', familyId)
      .executeTakeFirst();
    return row ? { name: row.name, ownerUserId: row.owner_user_id } : null;
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

  /** The family's members linked to an account other than `exceptUserId`, oldest first. */
  async membersWithAccount(familyId: string, exceptUserId: string): Promise<MemberWithAccount[]> {
    const rows = await this.db
      .selectFrom('family_members')
      .select(['id', 'user_id', 'name', 'email', 'role', 'birth_date'])
      .where('family_id', '=', familyId)
      .where('user_id', 'is not', null)
      .where('user_id', '!=', exceptUserId)
      .orderBy('created_at')
      .orderBy('id')
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

  async setOwner(tx: Transaction<Database>, familyId: string, userId: string): Promise<void> {
    await tx
      .updateTable('families')
      .set({ owner_user_id: userId })
      .where('id', '=', familyId)
      .execute();
  }

  /** The families the account owns. */
  async ownedBy(tx: Transaction<Database>, userId: string): Promise<string[]> {
    const rows = await tx
      .selectFrom('families')
      .select('id')
      .where('owner_user_id', '=', userId)
      .execute();
    return rows.map((row) => row.id);
  }

  /** The account's member rows stay, as members without an account. */
  async unlinkAccount(tx: Transaction<Database>, userId: string, now: Date): Promise<void> {
    await tx
      .updateTable('family_members')
      .set({ user_id: null, updated_at: now.toISOString() })
      .where('user_id', '=', userId)
      .execute();
  }

  /**
   * Every row of the family in every table of `db/family-tables.ts` (children first), then the
   * family: the registry every area adds its tables to, so that a deleted family leaves nothing.
   */
  async deleteFamily(tx: Transaction<Database>, familyId: string): Promise<void> {
    for (const table of [...this.tables].reverse()) {
      const column = table.familyColumn ?? 'family_id';
      await sql`delete from ${sql.table(table.table)} where ${sql.ref(column)} = ${familyId}`.execute(
        tx,
      );
    }
  }
}
