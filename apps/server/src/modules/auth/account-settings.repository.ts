import type { Kysely } from 'kysely';
import type { Profile } from '@usra/domain/settings/settings-schema';
import { toPlacePrecision } from '@usra/domain/family/address-schema';
import { toIso, toIsoOrNull } from '../../db/dialect.js';
import { prepare } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';

/** A live session of a person, for the settings screen's list. */
export interface ActiveSessionRow {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The account rows the settings screens read and change: the profile, the live sessions and
 * the two-factor state. Every query is scoped to the session's user (and family).
 */
export class AccountSettingsRepository {
  private readonly byId;

  constructor(private readonly db: Kysely<Database>) {
    this.byId = prepare(
      this.db,
      (familyId: string, userId: string) =>
        this.db
          .selectFrom('profiles')
          .selectAll()
          .where('family_id', '=', familyId)
          .where('id', '=', userId),
      2,
    );
  }

  async profile(familyId: string, userId: string): Promise<Profile | null> {
    const [row] = await this.byId(familyId, userId);
    if (!row) return null;
    return {
      id: row.id,
      familyId: row.family_id,
      email: row.email,
      fullName: row.full_name,
      homeAddress: row.home_address,
      homeLatitude: row.home_latitude,
      homeLongitude: row.home_longitude,
      homePrecision: row.home_latitude === null ? null : toPlacePrecision(row.home_precision),
      lastSignInAt: toIsoOrNull(row.last_sign_in_at),
      createdAt: toIso(row.created_at),
    };
  }

  async updateProfile(
    familyId: string,
    userId: string,
    values: {
      fullName: string | null;
      homeAddress: string | null;
      homeLatitude: number | null;
      homeLongitude: number | null;
      homePrecision: string | null;
    },
  ): Promise<void> {
    await this.db
      .updateTable('profiles')
      .set({
        full_name: values.fullName,
        home_address: values.homeAddress,
        home_latitude: values.homeLatitude,
        home_longitude: values.homeLongitude,
        home_precision: values.homePrecision,
      })
      .where('family_id', '=', familyId)
      .where('id', '=', userId)
      .execute();
  }

  /** These accounts' families and e-mail addresses, in one query (no profile: left out). */
  async contacts(
    userIds: readonly string[],
  ): Promise<{ userId: string; familyId: string; email: string }[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('profiles')
      .select(['id', 'family_id', 'email'])
      .where('id', 'in', [...userIds])
      .execute();
    return rows.map((row) => ({ userId: row.id, familyId: row.family_id, email: row.email }));
  }

  async activeSessions(userId: string, now: Date): Promise<ActiveSessionRow[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['id', 'token', 'user_agent', 'ip_address', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now.toISOString())
      .orderBy('updated_at', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      token: r.token,
      userAgent: r.user_agent,
      ipAddress: r.ip_address,
      createdAt: toIso(r.created_at),
      updatedAt: toIso(r.updated_at),
    }));
  }

  /** Ends every session of the user except the one with `keepToken`; returns how many. */
  async revokeOtherSessions(userId: string, keepToken: string): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('token', '!=', keepToken)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async twoFactorEnabled(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('two_factor_enabled')
      .where('id', '=', userId)
      .executeTakeFirst();
    return Boolean(row?.two_factor_enabled);
  }

  async hasTwoFactorSetup(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('two_factors')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
