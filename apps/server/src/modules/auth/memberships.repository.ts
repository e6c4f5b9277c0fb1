import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The e-mail address and name of these accounts, in one query. */
export async function profileNames(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, { email: string; fullName: string | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('profiles')
    .select(['id', 'email', 'full_name'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, { email: row.email, fullName: row.full_name }]));
}

/** The account is in `familyId` from now on (in the caller's transaction). */
export async function moveProfile(
  tx: Transaction<Database>,
  userId: string,
  familyId: string,
): Promise<void> {
  await tx.updateTable('profiles').set({ family_id: familyId }).where('id', '=', userId).execute();
}

/**
 * Which family an account's profile is in, for the family module's invitations (a person who
 * accepts one moves, in the family module's transaction).
 */
export class MembershipsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async familyOf(tx: Transaction<Database>, userId: string): Promise<string> {
    const profile = await tx
      .selectFrom('profiles')
      .select('family_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return profile.family_id;
  }

  moveTo(tx: Transaction<Database>, userId: string, familyId: string): Promise<void> {
    return moveProfile(tx, userId, familyId);
  }

  async earliestIn(tx: Transaction<Database>, familyId: string): Promise<string | null> {
    const row = await tx
      .selectFrom('profiles')
      .select('id')
      .where('family_id', '=', familyId)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  names(userIds: readonly string[]) {
    return profileNames(this.db, userIds);
  }
}
