import type { Kysely, Transaction } from 'kysely';
import {
  defaultNotificationPreferences,
  NotificationPreferencesSchema,
  type NotificationPreferences,
} from '@usra/domain/settings/settings-schema';
import {
  defaultPrayerSettings,
  PrayerSettingsSchema,
  type PrayerSettings,
} from '@usra/domain/settings/prayer-settings';
import { fromJson } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';

/** An account that gets the daily digest. */
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

/** The person's own choices (user_preferences): notifications and prayer times. */
export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async notificationPreferences(userId: string): Promise<NotificationPreferences> {
    const row = await this.db
      .selectFrom('user_preferences')
      .select('notifications')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return storedPreferences(row?.notifications ?? null);
  }

  /** The accounts that turned the daily digest on, with their choices. */
  async digestChoices(): Promise<{ userId: string; preferences: NotificationPreferences }[]> {
    const rows = await this.db
      .selectFrom('user_preferences')
      .select(['user_id', 'notifications'])
      // JSON.stringify writes it exactly so; the parse below is the real test.
      .where('notifications', 'like', '%"dailyDigest":true%')
      .execute();
    return rows
      .map((row) => ({ userId: row.user_id, preferences: storedPreferences(row.notifications) }))
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

  /** Deletes the person's choices, in the caller's transaction (account deletion). */
  async deletePreferences(tx: Transaction<Database>, userId: string): Promise<void> {
    await tx.deleteFrom('user_preferences').where('user_id', '=', userId).execute();
  }
}
