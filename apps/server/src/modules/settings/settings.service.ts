import { APIError } from 'better-auth/api';
import type { Session } from '@usra/domain/auth/auth-schema';
import {
  SECURITY_LOG_LIMIT,
  type ActiveSession,
  type Appearance,
  type ChangePasswordInput,
  type NotificationPreferences,
  type Profile,
  type SecurityEventView,
  type TwoFactorSetup,
} from '@usra/domain/settings/settings-schema';
import type {
  PrayerPlace,
  PrayerSettings,
  TodayPrayerTimes,
} from '@usra/domain/settings/prayer-settings';
import type { PrayerTimes, PrayerTimesOfDay } from '@usra/domain/assistant/when';
import { localDate } from '@usra/domain/common/dates';
import type { AuditLog } from '../../platform/audit.js';
import { prayerTimesOn } from '../../platform/prayer-times.js';
import type { Auth } from '../../platform/auth.js';
import type { EventBus } from '../../platform/events.js';
import { AppError } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { PasswordReentry, TotpReplayGuard } from '../auth/auth.module.js';
import { readSessionCookie } from '../../platform/session-cookie.js';
import type { PlacePrecision } from '@usra/domain/family/address-schema';
import { readAppearance, writeAppearance } from './appearance.js';
import type { DigestSubscriber, SettingsRepository } from './settings.repository.js';
import type { SettingsAccounts, SettingsFamily, SettingsFamilyValues } from './settings-ports.js';

/** Turns an address into coordinates, or null when it cannot (the geocoding provider). */
export type Geocoder = (
  address: string,
) => Promise<{ latitude: number; longitude: number; precision?: 'street' | 'city' } | null>;

/** Until a geocoding provider is configured, addresses are kept without coordinates. */
export const noGeocoder: Geocoder = async () => null;

type User = Session['user'];

export class SettingsService {
  constructor(
    private readonly repo: SettingsRepository,
    /** The auth module's account rows, and the family module's places and settings. */
    private readonly accounts: SettingsAccounts,
    private readonly family: SettingsFamily,
    private readonly familySettings: SettingsFamilyValues,
    private readonly auth: Auth,
    private readonly audit: AuditLog,
    private readonly events: EventBus,
    private readonly authSecret: string,
    private readonly reentry: PasswordReentry,
    private readonly totpReplay: TotpReplayGuard,
    private readonly geocode: Geocoder = noGeocoder,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Saves name and home address. An address that cannot be geocoded is still saved, with null
   * coordinates (`geocoded: false`), as the spec's warning says. A pin placed by hand is kept as
   * it is (precision "manual"), and stays while the address text is unchanged.
   */
  async updateProfile(
    user: User,
    input: {
      fullName: string | null;
      homeAddress: string | null;
      homePin: { latitude: number; longitude: number } | null;
    },
    ctx: RequestContext,
  ): Promise<{ profile: Profile; geocoded: boolean }> {
    let place: {
      latitude: number;
      longitude: number;
      precision: PlacePrecision | null;
    } | null = null;
    if (input.homeAddress && input.homePin) {
      place = { ...input.homePin, precision: 'manual' };
    } else if (input.homeAddress) {
      const before = await this.accounts.profile(user.familyId, user.id);
      if (
        before?.homePrecision === 'manual' &&
        before.homeAddress === input.homeAddress &&
        before.homeLatitude !== null &&
        before.homeLongitude !== null
      ) {
        place = {
          latitude: before.homeLatitude,
          longitude: before.homeLongitude,
          precision: 'manual',
        };
      } else {
        const found = await this.geocode(input.homeAddress).catch(() => null);
        place = found
          ? {
              latitude: found.latitude,
              longitude: found.longitude,
              precision: found.precision ?? null,
            }
          : null;
      }
    }
    await this.accounts.updateProfile(user.familyId, user.id, {
      fullName: input.fullName,
      homeAddress: input.homeAddress,
      homeLatitude: place?.latitude ?? null,
      homeLongitude: place?.longitude ?? null,
      homePrecision: place?.precision ?? null,
    });
    const now = this.clock();
    await this.audit.security(
      ctx,
      user.id,
      'profile_updated',
      { fields: ['fullName', 'homeAddress'] },
      now,
    );
    await this.audit.activity(user.id, 'profile_updated', {}, now);
    await this.events.publish({ topic: 'profile', familyId: user.familyId, userId: user.id });
    const profile = await this.accounts.profile(user.familyId, user.id);
    if (!profile) throw new AppError(404, 'NOT_FOUND', 'Profile not found');
    return { profile, geocoded: input.homeAddress === null || place !== null };
  }

  notificationPreferences(user: User): Promise<NotificationPreferences> {
    return this.repo.notificationPreferences(user.id);
  }

  async setNotificationPreferences(
    user: User,
    preferences: NotificationPreferences,
  ): Promise<NotificationPreferences> {
    await this.repo.setNotificationPreferences(user.id, preferences, this.clock());
    // The notification centre hides the kinds turned off: this person's open screens refetch.
    await this.events.publish({ topic: 'notifications', familyId: user.familyId, userId: user.id });
    return preferences;
  }

  async prayerSettings(user: User): Promise<{ settings: PrayerSettings; places: PrayerPlace[] }> {
    const [settings, places] = await Promise.all([
      this.repo.prayerSettings(user.id),
      this.prayerPlaces(user.familyId, user.id),
    ]);
    return { settings, places };
  }

  /** The places to pick for prayer times: the person's home, then the family's saved addresses. */
  private async prayerPlaces(familyId: string, userId: string): Promise<PrayerPlace[]> {
    const [home, addresses] = await Promise.all([
      this.accounts.profile(familyId, userId),
      this.family.memberPlaces(familyId, 100),
    ]);
    const places: PrayerPlace[] = [];
    if (home?.homeAddress && home.homeLatitude !== null && home.homeLongitude !== null) {
      places.push({
        memberName: null,
        addressType: 'home',
        label: null,
        address: home.homeAddress,
        latitude: home.homeLatitude,
        longitude: home.homeLongitude,
      });
    }
    return [...places, ...addresses];
  }

  /** The accounts that turned the daily digest on, with their family and e-mail. */
  async digestSubscribers(): Promise<DigestSubscriber[]> {
    const choices = await this.repo.digestChoices();
    const contacts = await this.accounts.contacts(choices.map((choice) => choice.userId));
    const byId = new Map(contacts.map((contact) => [contact.userId, contact]));
    return choices.flatMap(({ userId, preferences }) => {
      const contact = byId.get(userId);
      return contact
        ? [{ userId, familyId: contact.familyId, email: contact.email, preferences }]
        : [];
    });
  }

  async setPrayerSettings(user: User, settings: PrayerSettings): Promise<PrayerSettings> {
    await this.repo.setPrayerSettings(user.id, settings, this.clock());
    await this.events.publish({ topic: 'profile', familyId: user.familyId, userId: user.id });
    return settings;
  }

  /** Today's times (in the asked zone) at the person's place, whether or not the switch is on. */
  async todayPrayerTimes(user: User, timeZone: string): Promise<TodayPrayerTimes> {
    const settings = await this.repo.prayerSettings(user.id);
    const date = localDate(this.clock(), timeZone);
    const { enabled, method, asrMethod, latitude, longitude } = settings;
    const base = { date, timeZone, enabled, method, asrMethod };
    if (latitude === null || longitude === null) {
      return { ...base, times: null, unavailable: 'noPlace' };
    }
    const times = prayerTimesOn({ method, asrMethod, latitude, longitude }, date, timeZone);
    return { ...base, times, unavailable: times ? null : 'polar' };
  }

  /**
   * For the assistant: the prayer times of any day in the person's time zone, or null when the
   * person has not turned prayer-relative times on (then prayer words are not times).
   */
  async prayerTimesOfDay(userId: string, timeZone: string): Promise<PrayerTimesOfDay | null> {
    const settings = await this.repo.prayerSettings(userId);
    const { enabled, method, asrMethod, latitude, longitude } = settings;
    if (!enabled || latitude === null || longitude === null) return null;
    return (date: string): PrayerTimes | null =>
      prayerTimesOn({ method, asrMethod, latitude, longitude }, date, timeZone);
  }

  appearance(user: User): Promise<Appearance> {
    return readAppearance(this.familySettings, user.familyId);
  }

  async setAppearance(user: User, appearance: Appearance): Promise<Appearance> {
    await writeAppearance(this.familySettings, user.familyId, appearance, this.clock());
    await this.events.publish({ topic: 'appearance', familyId: user.familyId });
    return appearance;
  }

  private currentToken(ctx: RequestContext): string {
    const cookie = readSessionCookie(ctx.cookie, this.authSecret);
    if (cookie.kind !== 'token') throw new AppError(401, 'UNAUTHENTICATED', 'Not signed in');
    return cookie.token;
  }

  async sessions(user: User, ctx: RequestContext): Promise<ActiveSession[]> {
    const token = this.currentToken(ctx);
    const rows = await this.accounts.activeSessions(user.id, this.clock());
    return rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      createdAt: row.createdAt,
      lastActiveAt: row.updatedAt,
      current: row.token === token,
    }));
  }

  async revokeOtherSessions(user: User, ctx: RequestContext): Promise<number> {
    const revoked = await this.accounts.revokeOtherSessions(user.id, this.currentToken(ctx));
    const now = this.clock();
    await this.audit.security(ctx, user.id, 'sessions_revoked', { revoked }, now);
    return revoked;
  }

  /** better-auth checks the current password; with revokeOtherSessions it issues a new cookie. */
  async changePassword(
    user: User,
    input: ChangePasswordInput,
    ctx: RequestContext,
  ): Promise<string[]> {
    const { headers } = await this.withPassword(user, 'change_password', ctx, () =>
      this.auth.api.changePassword({
        body: {
          currentPassword: input.currentPassword,
          newPassword: input.newPassword,
          revokeOtherSessions: input.revokeOtherSessions ?? false,
        },
        headers: ctx.headers,
        returnHeaders: true,
      }),
    );
    const now = this.clock();
    await this.audit.security(
      ctx,
      user.id,
      'password_changed',
      { method: 'settings', otherSessionsRevoked: input.revokeOtherSessions ?? false },
      now,
    );
    await this.audit.activity(user.id, 'password_changed', {}, now);
    return headers.getSetCookie();
  }

  async twoFactorStatus(user: User): Promise<{ enabled: boolean }> {
    return { enabled: await this.accounts.twoFactorEnabled(user.id) };
  }

  /** A better-auth call that checks the password entered again, under the re-entry limit. */
  private withPassword<T>(
    user: User,
    action: string,
    ctx: RequestContext,
    call: () => Promise<T>,
  ): Promise<T> {
    return this.reentry.check(user.id, action, ctx, async () => {
      try {
        return await call();
      } catch (error) {
        const code =
          error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : '';
        if (code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
          throw new AppError(400, 'WRONG_PASSWORD', 'The current password is incorrect.');
        }
        throw error;
      }
    });
  }

  /**
   * Step 1 of turning two-factor sign-in on: a new secret and backup codes (the password again).
   * It is not on until a code from the app is verified; starting again replaces the secret.
   */
  async startTwoFactor(user: User, password: string, ctx: RequestContext): Promise<TwoFactorSetup> {
    if (await this.accounts.twoFactorEnabled(user.id)) {
      throw new AppError(409, 'CONFLICT', 'Two-factor sign-in is already on.');
    }
    const result = await this.withPassword(user, 'two_factor_setup', ctx, () =>
      this.auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers: ctx.headers }),
    );
    if (result.method !== 'totp') throw new AppError(500, 'INTERNAL', 'Unexpected 2FA method');
    const { totpURI: totpUri, backupCodes } = result;
    const secret = new URL(totpUri).searchParams.get('secret') ?? '';
    return { totpUri, secret, backupCodes };
  }

  /** Step 2: a code from the app proves the setup; better-auth then turns it on. */
  async confirmTwoFactor(user: User, code: string, ctx: RequestContext): Promise<string[]> {
    if (await this.accounts.twoFactorEnabled(user.id)) {
      throw new AppError(409, 'CONFLICT', 'Two-factor sign-in is already on.');
    }
    if (!(await this.accounts.hasTwoFactorSetup(user.id))) {
      throw new AppError(400, 'BAD_REQUEST', 'Start the setup first.');
    }
    const invalid = () => new AppError(400, 'INVALID_TWO_FACTOR_CODE', 'Invalid code');
    if (!(await this.totpReplay.claim(user.id, code))) throw invalid();
    let cookies: string[];
    try {
      const { headers } = await this.auth.api.verifyTOTP({
        body: { code },
        headers: ctx.headers,
        returnHeaders: true,
      });
      cookies = headers.getSetCookie();
    } catch (error) {
      const errorCode =
        error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : '';
      if (errorCode === 'INVALID_CODE') throw invalid();
      throw error;
    }
    const now = this.clock();
    await this.audit.security(ctx, user.id, 'two_factor_enabled', { method: 'totp' }, now);
    await this.audit.activity(user.id, 'two_factor_enabled', {}, now);
    return cookies;
  }

  /** Turning it off needs the password; the secret and backup codes are deleted. */
  async disableTwoFactor(user: User, password: string, ctx: RequestContext): Promise<string[]> {
    if (!(await this.accounts.twoFactorEnabled(user.id))) {
      throw new AppError(409, 'CONFLICT', 'Two-factor sign-in is not on.');
    }
    const { headers } = await this.withPassword(user, 'two_factor_disable', ctx, () =>
      this.auth.api.disableTwoFactor({
        body: { password },
        headers: ctx.headers,
        returnHeaders: true,
      }),
    );
    const now = this.clock();
    await this.audit.security(ctx, user.id, 'two_factor_disabled', {}, now);
    await this.audit.activity(user.id, 'two_factor_disabled', {}, now);
    return headers.getSetCookie();
  }

  /** New backup codes (the password again); the old ones stop working at once. */
  async regenerateBackupCodes(
    user: User,
    password: string,
    ctx: RequestContext,
  ): Promise<{ backupCodes: string[] }> {
    if (!(await this.accounts.twoFactorEnabled(user.id))) {
      throw new AppError(409, 'CONFLICT', 'Two-factor sign-in is not on.');
    }
    const { backupCodes } = await this.withPassword(user, 'backup_codes', ctx, () =>
      this.auth.api.generateBackupCodes({ body: { password }, headers: ctx.headers }),
    );
    const now = this.clock();
    await this.audit.security(
      ctx,
      user.id,
      'backup_codes_regenerated',
      { count: backupCodes.length },
      now,
    );
    await this.audit.activity(user.id, 'backup_codes_regenerated', {}, now);
    return { backupCodes };
  }

  securityLog(user: User): Promise<SecurityEventView[]> {
    return this.audit.securityLog(user.id, SECURITY_LOG_LIMIT);
  }
}
