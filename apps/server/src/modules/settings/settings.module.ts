import type { NotificationPreferences, Units } from '@usra/domain/settings/settings-schema';
import type { Transaction } from 'kysely';
import type { PrayerTimesOfDay } from '@usra/domain/assistant/when';
import type { Database } from '../../db/schema.js';
import type { AppModule, Platform } from '../../platform/module.js';
import type { AuthModule } from '../auth/auth.module.js';
import { readAppearance } from './appearance.js';
import { profileRoutes } from './profile.routes.js';
import { SettingsRepository, type DigestSubscriber } from './settings.repository.js';
import type { SettingsAccounts, SettingsFamily, SettingsFamilyValues } from './settings-ports.js';
import { settingsRoutes } from './settings.routes.js';
import { SettingsService } from './settings.service.js';

export type { DigestSubscriber } from './settings.repository.js';
export type { SettingsAccounts, SettingsFamily, SettingsFamilyValues } from './settings-ports.js';

export interface SettingsModule extends AppModule {
  /** The family's distance units (metric or imperial), for screens that show distances. */
  units: { unitsOf(familyId: string): Promise<Units> };
  /** Each person's notification choices, and who gets the daily digest. */
  notificationPreferences: NotificationPreferenceReads;
  /** The person's prayer times of any day in a time zone, or null when turned off (assistant). */
  prayerTimes: PrayerTimeReads;
  /** The person's choices (user_preferences), deleted in the account module's transaction. */
  preferences: {
    deleteOf(tx: Transaction<Database>, userId: string): Promise<void>;
  };
}

export interface PrayerTimeReads {
  of(userId: string, timeZone: string): Promise<PrayerTimesOfDay | null>;
}

export interface NotificationPreferenceReads {
  of(userId: string): Promise<NotificationPreferences>;
  digestSubscribers(): Promise<DigestSubscriber[]>;
}

/** The signed-in user's profile, notifications, appearance, sessions and two-factor. */
export function settingsModule(
  platform: Platform,
  deps: {
    auth: Pick<AuthModule, 'auth' | 'passwordReentry' | 'totpReplay'>;
    /** The profile, sessions and two-factor state (the auth module's `accountSettings`). */
    accounts: SettingsAccounts;
    /** Saved places (`family.reads`). */
    family: SettingsFamily;
    /** The family settings appearance is kept in (`family.settings`). */
    familySettings: SettingsFamilyValues;
  },
): SettingsModule {
  const { db, config, audit, events, geocoder, clock } = platform;
  const repo = new SettingsRepository(db);
  const service = new SettingsService(
    repo,
    deps.accounts,
    deps.family,
    deps.familySettings,
    deps.auth.auth,
    audit,
    events,
    config.authSecret,
    deps.auth.passwordReentry,
    deps.auth.totpReplay,
    (address) => geocoder.geocode(address, 'en'),
    clock,
  );
  return {
    name: 'settings',
    prefix: '/api',
    async routes(app) {
      await app.register(profileRoutes(deps.accounts));
      await app.register(settingsRoutes(service));
    },
    units: {
      unitsOf: async (familyId) => (await readAppearance(deps.familySettings, familyId)).units,
    },
    notificationPreferences: {
      of: (userId) => repo.notificationPreferences(userId),
      digestSubscribers: () => service.digestSubscribers(),
    },
    prayerTimes: { of: (userId, timeZone) => service.prayerTimesOfDay(userId, timeZone) },
    preferences: { deleteOf: (tx, userId) => repo.deletePreferences(tx, userId) },
  };
}
