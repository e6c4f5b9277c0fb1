import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What accepting an invitation reads and changes of the accounts (the auth module's profiles,
 * through `auth.memberships`; the consumer owns the port). The first three run in the caller's
 * transaction, so that the person moves in one.
 */
export interface JoiningAccounts {
  /** The family the account is in now. */
  familyOf(tx: Transaction<Database>, userId: string): Promise<string>;
  /** The account is in `familyId` from now on. */
  moveTo(tx: Transaction<Database>, userId: string, familyId: string): Promise<void>;
  /** The account that joined `familyId` first, or null when no one is left in it. */
  earliestIn(tx: Transaction<Database>, familyId: string): Promise<string | null>;
  /** The e-mail address and name of these accounts, in one query. */
  names(
    userIds: readonly string[],
  ): Promise<Map<string, { email: string; fullName: string | null }>>;
}
