import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What deleting an account reads and changes of other areas (the consumer owns the port, as
 * `assistant-ports.ts`). Each owner's repository queries its own tables; the writes take this
 * module's transaction, so that a deletion is one transaction on both engines (issue 29).
 */

/** The accounts (the auth module's `accountRemoval`). */
export interface RemovalAccounts {
  /** The family the account is in, or null when there is no such account. */
  familyOf(userId: string): Promise<string | null>;
  /** The family's other accounts, the longest-standing first; read through `db` (or a transaction). */
  othersIn(
    db: Kysely<Database>,
    familyId: string,
    exceptUserId: string,
  ): Promise<{ id: string; email: string; fullName: string | null }[]>;
  passwordHash(userId: string): Promise<string | null>;
  /** True when the user is the installation's only admin and other users exist. */
  isLastAdminWithOthers(userId: string): Promise<boolean>;
  moveTo(tx: Transaction<Database>, userId: string, familyId: string): Promise<void>;
  /** The account's own rows and the user. */
  deleteAccount(tx: Transaction<Database>, userId: string): Promise<void>;
}

/** The families (the family module's `accounts`). */
export interface RemovalFamilies {
  /** The family's name and owner, or null when there is no such family. */
  family(familyId: string): Promise<{ name: string; ownerUserId: string } | null>;
  /** Whether a member row of this id exists in the family (any kind). */
  memberExists(familyId: string, memberId: string): Promise<boolean>;
  /** The family's members linked to an account other than `exceptUserId`, oldest first. */
  membersWithAccount(
    familyId: string,
    exceptUserId: string,
  ): Promise<
    {
      memberId: string;
      userId: string;
      name: string;
      email: string | null;
      role: string;
      birthDate: string | null;
    }[]
  >;
  /** A new family owned by the account, the account its first member; answers its id. */
  createWithOwner(
    tx: Transaction<Database>,
    founder: { userId: string; email: string; fullName: string; familyName: string },
    now: Date,
  ): Promise<string>;
  setOwner(tx: Transaction<Database>, familyId: string, userId: string): Promise<void>;
  /** The families the account owns. */
  ownedBy(tx: Transaction<Database>, userId: string): Promise<string[]>;
  /** The account's member rows stay, as members without an account. */
  unlinkAccount(tx: Transaction<Database>, userId: string, now: Date): Promise<void>;
  /** Every row of the family in every family table, then the family. */
  deleteFamily(tx: Transaction<Database>, familyId: string): Promise<void>;
}

/** The person's own choices (the settings module's `preferences`). */
export interface RemovalPreferences {
  deleteOf(tx: Transaction<Database>, userId: string): Promise<void>;
}

export interface RemovalPorts {
  accounts: RemovalAccounts;
  families: RemovalFamilies;
  preferences: RemovalPreferences;
}
