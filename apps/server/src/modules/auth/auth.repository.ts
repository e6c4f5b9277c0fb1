import { expressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Role, SessionUser } from '@usra/domain/auth/auth-schema';
import { toEpochMs, toIso } from '../../db/dialect.js';
import { prepare } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../platform/ids.js';
import type { AccountFamilies } from './auth-ports.js';

/**
 * Whether the account that `userId` names holds the admin role, as a column:
 * `.select(isAdmin('profiles.id').as('is_admin'))`.
 */
export function isAdmin(userId: 'profiles.id' | 'sessions.user_id') {
  const eb = expressionBuilder<Database, 'profiles' | 'sessions'>();
  return eb.exists(
    eb
      .selectFrom('user_roles')
      .select('user_roles.id')
      .whereRef('user_roles.user_id', '=', userId)
      .where('user_roles.role', '=', 'admin'),
  );
}

async function anyAdmin(tx: Transaction<Database>): Promise<boolean> {
  const row = await tx
    .selectFrom('user_roles')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Admin when no admin exists yet. Concurrent first sign-ups queue on the `first_admin` lock row
 * until the transaction holding it ends, so the check after the lock sees that transaction's
 * admin (under PostgreSQL's READ COMMITTED each statement reads what was committed before it;
 * SQLite runs one write transaction at a time anyway).
 */
async function roleOfNewAccount(tx: Transaction<Database>): Promise<Role> {
  if (await anyAdmin(tx)) return 'user';
  await tx
    .insertInto('install_locks')
    .values({ name: 'first_admin' })
    .onConflict((oc) => oc.column('name').doUpdateSet({ name: (eb) => eb.ref('excluded.name') }))
    .execute();
  return (await anyAdmin(tx)) ? 'user' : 'admin';
}

export interface NewAccount {
  userId: string;
  email: string;
  fullName: string;
  familyName: string;
}

/** Accounts beyond better-auth's own tables: family, profile and role of each user. */
export class AuthRepository {
  private readonly sessionByToken;
  /** Read after every change of a notification source (the Web Push check): compiled once. */
  private readonly accountsOfFamily;

  /** `families`: the family module's side (the family's name, a family founded at sign-up). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly families: AccountFamilies,
  ) {
    // The family's name is a column the family module gives (a subquery): still one statement.
    this.sessionByToken = prepare(
      this.db,
      (token: string) =>
        this.db
          .selectFrom('sessions')
          .leftJoin('profiles', 'profiles.id', 'sessions.user_id')
          .select([
            'sessions.user_id',
            'sessions.expires_at',
            'sessions.created_at',
            'profiles.id as profile_id',
            'profiles.email',
            'profiles.full_name',
            'profiles.family_id',
          ])
          .select(this.families.familyName('profiles.family_id'))
          .select(isAdmin('sessions.user_id').as('is_admin'))
          .where('sessions.token', '=', token),
      1,
    );
    this.accountsOfFamily = prepare(
      this.db,
      (familyId: string) =>
        this.db.selectFrom('profiles').select('id').where('family_id', '=', familyId),
      1,
    );
  }

  /** The family's accounts (user ids). */
  async familyAccounts(familyId: string): Promise<string[]> {
    return (await this.accountsOfFamily(familyId)).map((row) => row.id);
  }

  /** The families of these accounts, each once. */
  async familiesOf(userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('profiles')
      .select('family_id')
      .distinct()
      .where('id', 'in', userIds)
      .execute();
    return rows.map((row) => row.family_id);
  }

  /** The person's home address (null without one), with its coordinates when found. */
  async home(familyId: string, userId: string) {
    const row = await this.db
      .selectFrom('profiles')
      .select(['home_address', 'home_latitude', 'home_longitude', 'home_precision'])
      .where('family_id', '=', familyId)
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row?.home_address) return null;
    return {
      address: row.home_address,
      latitude: row.home_latitude,
      longitude: row.home_longitude,
      cityLevel: row.home_precision === 'city',
    };
  }

  async findUserIdByEmail(email: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async findUser(userId: string): Promise<{ id: string; email: string; name: string } | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The session of a token with its user's profile, family and role, in one query. */
  async findSessionByToken(token: string): Promise<{
    userId: string;
    expiresAt: string;
    /** Epoch milliseconds, for the expiry checks without formatting dates. */
    expiresAtMs: number;
    createdAtMs: number;
    user: SessionUser | null;
  } | null> {
    const [row] = await this.sessionByToken(token);
    if (!row) return null;
    const user: SessionUser | null =
      row.profile_id && row.family_id && row.email
        ? {
            id: row.profile_id,
            email: row.email,
            fullName: row.full_name,
            familyId: row.family_id,
            familyName: row.family_name ?? '',
            role: row.is_admin ? 'admin' : 'user',
          }
        : null;
    const expiresAtMs = toEpochMs(row.expires_at);
    return {
      userId: row.user_id,
      expiresAt: new Date(expiresAtMs).toISOString(),
      expiresAtMs,
      createdAtMs: toEpochMs(row.created_at),
      user,
    };
  }

  async findSessionUser(userId: string): Promise<SessionUser | null> {
    const row = await this.db
      .selectFrom('profiles')
      .select(['profiles.id', 'profiles.email', 'profiles.full_name', 'profiles.family_id'])
      .select(this.families.familyName('profiles.family_id'))
      .select(isAdmin('profiles.id').as('is_admin'))
      .where('profiles.id', '=', userId)
      .executeTakeFirst();
    // A profile without its family is no session user (as the inner join it replaces).
    if (!row || row.family_name === null) return null;
    return {
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      familyId: row.family_id,
      familyName: row.family_name,
      role: row.is_admin ? 'admin' : 'user',
    };
  }

  /**
   * Creates the family (owned by the user) with the user's member row in it (the family
   * module's, in this transaction), the profile and the role in one transaction.
   * An account made while the install has no admin becomes admin.
   */
  async createAccount(account: NewAccount, now: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const existing = await tx
        .selectFrom('profiles')
        .select('id')
        .where('id', '=', account.userId)
        .executeTakeFirst();
      if (existing) return;
      const familyId = await this.families.createWithOwner(tx, account, now);
      const at = now.toISOString();
      await tx
        .insertInto('profiles')
        .values({
          id: account.userId,
          family_id: familyId,
          email: account.email,
          full_name: account.fullName || null,
          created_at: at,
        })
        .execute();
      const role = await roleOfNewAccount(tx);
      await tx
        .insertInto('user_roles')
        .values({ id: newId(), user_id: account.userId, role, created_at: at })
        .execute();
    });
  }

  /** Whether any account exists (the first account of an install may always sign up). */
  async anyAccount(): Promise<boolean> {
    return (
      (await this.db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined
    );
  }

  /** The user a pending two-factor challenge (better-auth's verification row) belongs to. */
  async findTwoFactorChallengeUser(identifier: string, now: Date): Promise<string | null> {
    const row = await this.db
      .selectFrom('verifications')
      .select(['value', 'expires_at'])
      .where('identifier', '=', identifier)
      .executeTakeFirst();
    if (!row || Date.parse(toIso(row.expires_at)) <= now.getTime()) return null;
    return row.value;
  }

  /** The encrypted TOTP secret of the account's authenticator app, if one is set up. */
  async findTotpSecret(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('two_factors')
      .select('secret')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.secret ?? null;
  }

  /**
   * Records `step` as the account's newest accepted TOTP step, in one conditional update so
   * that of two requests with one code only one succeeds; false when that step or a later one
   * was already accepted.
   */
  async claimTotpStep(userId: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('two_factors')
      .set({ last_totp_step: step })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async deleteSessionByToken(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token', '=', token).execute();
  }

  /** The account's sign-in methods (better-auth's accounts: 'credential', 'oidc'). */
  async signInMethods(userId: string): Promise<{ providerId: string; createdAt: string }[]> {
    const rows = await this.db
      .selectFrom('accounts')
      .select(['provider_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({ providerId: row.provider_id, createdAt: toIso(row.created_at) }));
  }

  async deleteUser(userId: string): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', userId).execute();
  }

  async recordSignIn(userId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('profiles')
      .set({ last_sign_in_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
  }

  /** Promote replaces every role with admin; demote removes admin and leaves user. */
  async setRole(userId: string, role: Role, now: Date): Promise<void> {
    await this.db.transaction().execute(async (tx: Transaction<Database>) => {
      await tx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      await tx
        .insertInto('user_roles')
        .values({ id: newId(), user_id: userId, role, created_at: now.toISOString() })
        .execute();
    });
  }
}
