import type { Kysely } from 'kysely';
import {
  appearanceSettingKeys,
  defaultAppearance,
  defaultNotificationPreferences,
  NotificationPreferencesSchema,
  AppearanceSchema,
  type Appearance,
  type NotificationPreferences,
  type SecurityEventView,
} from '@usra/domain/settings/settings-schema';
import {
  defaultPrayerSettings,
  PrayerSettingsSchema,
  type PrayerPlace,
  type PrayerSettings,
} from '@usra/domain/settings/prayer-settings';
import { fromJson, toIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

export interface SessionRow {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The settings screens' reads and writes; every query is scoped to the session's user or family. */
export interface DigestSubscriber {
  userId: string;
  familyId: string;
  email: string;
  preferences: NotificationPreferences;
}

/** Stored choices over the defaults: a key added later starts at its default. */
function storedPreferences(json: string | null): NotificationPreferences {
  const stored = NotificationPreferencesSchema.partial().safeParse(fromJson(json));
  return { ...defaultNotificationPreferences, ...(stored.success ? stored.data : {}) };
}

/** Stored prayer-time choices, or the defaults when none (or unreadable ones) are stored. */
function storedPrayerSettings(json: string | null): PrayerSettings {
  const stored = PrayerSettingsSchema.safeParse(fromJson(json));
  return stored.success ? stored.data : defaultPrayerSettings;
}

export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

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

  async notificationPreferences(userId: string): Promise<NotificationPreferences> {
    const row = await this.db
      .selectFrom('user_preferences')
      .select('notifications')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return storedPreferences(row?.notifications ?? null);
  }

  /** The accounts that turned the daily digest on, with their family and e-mail. */
  async digestSubscribers(): Promise<DigestSubscriber[]> {
    const rows = await this.db
      .selectFrom('user_preferences as u')
      .innerJoin('profiles as p', 'p.id', 'u.user_id')
      .select(['u.user_id', 'u.notifications', 'p.family_id', 'p.email'])
      // JSON.stringify writes it exactly so; the parse below is the real test.
      .where('u.notifications', 'like', '%"dailyDigest":true%')
      .execute();
    return rows
      .map((row) => ({
        userId: row.user_id,
        familyId: row.family_id,
        email: row.email,
        preferences: storedPreferences(row.notifications),
      }))
      .filter((row) => row.preferences.dailyDigest);
  }

  async setNotificationPreferences(
    userId: string,
    preferences: NotificationPreferences,
    now: Date,
  ): Promise<void> {
    const values = {
      user_id: userId,
      notifications: JSON.stringify(preferences),
      updated_at: now.toISOString(),
    };
    await this.db
      .insertInto('user_preferences')
      .values(values)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          notifications: values.notifications,
          updated_at: values.updated_at,
        }),
      )
      .execute();
  }

  async prayerSettings(userId: string): Promise<PrayerSettings> {
    const row = await this.db
      .selectFrom('user_preferences')
      .select('prayer_times')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return storedPrayerSettings(row?.prayer_times ?? null);
  }

  async setPrayerSettings(userId: string, settings: PrayerSettings, now: Date): Promise<void> {
    const values = {
      user_id: userId,
      // A first row keeps the notification defaults (read over '{}').
      notifications: '{}',
      prayer_times: JSON.stringify(settings),
      updated_at: now.toISOString(),
    };
    await this.db
      .insertInto('user_preferences')
      .values(values)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          prayer_times: values.prayer_times,
          updated_at: values.updated_at,
        }),
      )
      .execute();
  }

  /** The places to pick for prayer times: the person's home, then the family's saved addresses. */
  async prayerPlaces(familyId: string, userId: string): Promise<PrayerPlace[]> {
    const [home, addresses] = await Promise.all([
      this.db
        .selectFrom('profiles')
        .select(['home_address', 'home_latitude', 'home_longitude'])
        .where('family_id', '=', familyId)
        .where('id', '=', userId)
        .executeTakeFirst(),
      this.db
        .selectFrom('family_member_addresses as a')
        .innerJoin('family_members as m', (join) =>
          join.onRef('m.id', '=', 'a.family_member_id').onRef('m.family_id', '=', 'a.family_id'),
        )
        .select(['a.label', 'a.address', 'a.address_type', 'a.latitude', 'a.longitude', 'm.name'])
        .where('a.family_id', '=', familyId)
        .where('a.latitude', 'is not', null)
        .where('a.longitude', 'is not', null)
        .orderBy('a.created_at')
        .orderBy('a.id')
        .limit(100)
        .execute(),
    ]);
    const places: PrayerPlace[] = [];
    if (home?.home_address && home.home_latitude !== null && home.home_longitude !== null) {
      places.push({
        memberName: null,
        addressType: 'home',
        label: null,
        address: home.home_address,
        latitude: home.home_latitude,
        longitude: home.home_longitude,
      });
    }
    for (const row of addresses) {
      places.push({
        memberName: row.name,
        addressType: row.address_type,
        label: row.label,
        address: row.address,
        latitude: row.latitude!,
        longitude: row.longitude!,
      });
    }
    return places;
  }

  async appearance(familyId: string): Promise<Appearance> {
    const rows = await this.db
      .selectFrom('family_settings')
      .select(['setting_key', 'setting_value'])
      .where('family_id', '=', familyId)
      .where('setting_key', 'in', Object.values(appearanceSettingKeys))
      .execute();
    const stored: Record<string, unknown> = {};
    for (const [field, key] of Object.entries(appearanceSettingKeys)) {
      const row = rows.find((r) => r.setting_key === key);
      if (!row) continue;
      try {
        stored[field] = JSON.parse(row.setting_value);
      } catch {
        // An unreadable value falls back to the default below.
      }
    }
    const parsed = AppearanceSchema.partial().safeParse(stored);
    return { ...defaultAppearance, ...(parsed.success ? parsed.data : {}) };
  }

  async setAppearance(familyId: string, appearance: Appearance, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.transaction().execute(async (tx) => {
      for (const [field, key] of Object.entries(appearanceSettingKeys)) {
        const text = JSON.stringify(appearance[field as keyof Appearance]);
        await tx
          .insertInto('family_settings')
          .values({ family_id: familyId, setting_key: key, setting_value: text, updated_at: at })
          .onConflict((oc) =>
            oc
              .columns(['family_id', 'setting_key'])
              .doUpdateSet({ setting_value: text, updated_at: at }),
          )
          .execute();
      }
    });
  }

  async activeSessions(userId: string, now: Date): Promise<SessionRow[]> {
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

  async securityLog(userId: string, limit: number): Promise<SecurityEventView[]> {
    const rows = await this.db
      .selectFrom('security_audit_log')
      .select(['id', 'event_type', 'details', 'ip_address', 'user_agent', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      eventType: r.event_type,
      details: fromJson(r.details),
      ipAddress: r.ip_address,
      userAgent: r.user_agent,
      createdAt: toIso(r.created_at),
    }));
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
