import type { Profile } from '@usra/domain/settings/settings-schema';
import type { PrayerPlace } from '@usra/domain/settings/prayer-settings';

/**
 * What the settings screens read and change of the accounts: the profile, the live sessions,
 * the two-factor state (the auth module's rows, through `auth.accountSettings`).
 */
export interface SettingsAccounts {
  profile(familyId: string, userId: string): Promise<Profile | null>;
  updateProfile(
    familyId: string,
    userId: string,
    values: {
      fullName: string | null;
      homeAddress: string | null;
      homeLatitude: number | null;
      homeLongitude: number | null;
      homePrecision: string | null;
    },
  ): Promise<void>;
  /** These accounts' families and e-mail addresses (the daily digest's subscribers). */
  contacts(
    userIds: readonly string[],
  ): Promise<{ userId: string; familyId: string; email: string }[]>;
  activeSessions(
    userId: string,
    now: Date,
  ): Promise<
    {
      id: string;
      token: string;
      userAgent: string | null;
      ipAddress: string | null;
      createdAt: string;
      updatedAt: string;
    }[]
  >;
  /** Ends every session of the user except the one with `keepToken`; returns how many. */
  revokeOtherSessions(userId: string, keepToken: string): Promise<number>;
  twoFactorEnabled(userId: string): Promise<boolean>;
  hasTwoFactorSetup(userId: string): Promise<boolean>;
}

/** What settings reads of the family: saved places for prayer times (`family.reads`). */
export interface SettingsFamily {
  /** Saved addresses with coordinates and their member's name, oldest first. */
  memberPlaces(
    familyId: string,
    limit: number,
  ): Promise<(Omit<PrayerPlace, 'memberName'> & { memberName: string })[]>;
}

/** The family-wide settings appearance is kept in (`family.settings`). */
export interface SettingsFamilyValues {
  values(familyId: string, keys: readonly string[]): Promise<Record<string, unknown>>;
  /** All at once, or none. */
  set(familyId: string, values: Record<string, unknown>, now: Date): Promise<void>;
}
