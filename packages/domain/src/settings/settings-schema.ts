import { z } from 'zod';
import { fullNameProblem } from '../auth/full-name.js';
import { ExistingPasswordSchema, NewPasswordSchema } from '../auth/password.js';
import { optionalSanitized } from '../common/text-fields.js';
import { isTimeZone } from '../common/dates.js';
import { placePrecisions } from '../family/address-schema.js';

export const HOME_ADDRESS_MAX = 500;

/** Spec core section 5, Profile: e-mail read-only; a blank name or address is stored as null. */
export const UpdateProfileInputSchema = z.strictObject({
  fullName: z
    .string({ error: () => 'text.notText' })
    .nullish()
    .transform((value) => (value == null ? null : value.trim() || null))
    .superRefine((name, ctx) => {
      const problem = name === null ? null : fullNameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  homeAddress: optionalSanitized(HOME_ADDRESS_MAX),
  /**
   * The home's pin, placed by hand on the map (only where map tiles are configured): kept as it
   * is, with the precision "manual", instead of asking the geocoder. Both or neither.
   */
  homePin: z
    .strictObject({
      latitude: z
        .number({ error: () => 'coordinates.invalid' })
        .min(-90, { message: 'coordinates.invalid' })
        .max(90, { message: 'coordinates.invalid' }),
      longitude: z
        .number({ error: () => 'coordinates.invalid' })
        .min(-180, { message: 'coordinates.invalid' })
        .max(180, { message: 'coordinates.invalid' }),
    })
    .nullish()
    .transform((value) => value ?? null),
});
export type UpdateProfileInput = z.input<typeof UpdateProfileInputSchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  familyId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  homeAddress: z.string().nullable(),
  homeLatitude: z.number().nullable(),
  homeLongitude: z.number().nullable(),
  /** How exact the home's position is: street, city (centre only) or manual (placed by hand). */
  homePrecision: z.enum(placePrecisions).nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Which reminders a person gets: one switch per kind of the notification centre. */
export const notificationPreferenceKeys = [
  'overdueTasks',
  'nearbyTasks',
  'eventsToday',
  'maintenanceDue',
  'assetReminders',
  'documentsExpiring',
  'vehicleAlerts',
  'invitationsAccepted',
] as const;
export type NotificationPreferenceKey = (typeof notificationPreferenceKeys)[number];

export const notificationLanguages = ['ar', 'en'] as const;

export const NotificationPreferencesSchema = z.strictObject({
  overdueTasks: z.boolean(),
  /** "You're near …": an open task's place is close to where the person is (sharing on). */
  nearbyTasks: z.boolean().default(true),
  eventsToday: z.boolean(),
  maintenanceDue: z.boolean(),
  assetReminders: z.boolean(),
  documentsExpiring: z.boolean(),
  vehicleAlerts: z.boolean(),
  invitationsAccepted: z.boolean(),
  /** The daily digest e-mail (opt-in; sent only when the server has SMTP). */
  dailyDigest: z.boolean(),
  /** The language of the digest and of push messages: the app's language when last saved. */
  language: z.enum(notificationLanguages),
  /** The person's time zone: which day "today" is for the digest and for pushes. */
  timeZone: z.string().max(64).refine(isTimeZone, { message: 'timeZone.invalid' }),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Every reminder is on until the person turns it off; the digest is off until turned on. */
export const defaultNotificationPreferences: NotificationPreferences = {
  overdueTasks: true,
  nearbyTasks: true,
  eventsToday: true,
  maintenanceDue: true,
  assetReminders: true,
  documentsExpiring: true,
  vehicleAlerts: true,
  invitationsAccepted: true,
  dailyDigest: false,
  language: 'ar',
  timeZone: 'Asia/Riyadh',
};

export const currencies = ['SAR', 'USD', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'EUR'] as const;
export const CurrencySchema = z.enum(currencies);
export type Currency = z.infer<typeof CurrencySchema>;
export const UnitsSchema = z.enum(['metric', 'imperial']);
export type Units = z.infer<typeof UnitsSchema>;

/** Family settings of the Appearance screen (DECISIONS: units and currency are per family). */
export const AppearanceSchema = z.strictObject({
  units: UnitsSchema,
  currency: CurrencySchema,
  hijriDates: z.boolean(),
});
export type Appearance = z.infer<typeof AppearanceSchema>;

export const defaultAppearance: Appearance = { units: 'metric', currency: 'SAR', hijriDates: true };

/** The family_settings keys that hold the appearance settings. */
export const appearanceSettingKeys = {
  units: 'appearance.units',
  currency: 'appearance.currency',
  hijriDates: 'appearance.hijri_dates',
} as const satisfies Record<keyof Appearance, string>;

export const ChangePasswordInputSchema = z.strictObject({
  currentPassword: ExistingPasswordSchema,
  newPassword: NewPasswordSchema,
  revokeOtherSessions: z.boolean().default(false),
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;

/** Turning two-factor sign-in on or off needs the password again. */
export const TwoFactorPasswordInputSchema = z.strictObject({ password: ExistingPasswordSchema });
export type TwoFactorPasswordInput = z.input<typeof TwoFactorPasswordInputSchema>;

/** Only a code from the app finishes the setup (backup codes do not prove the app works). */
export const TwoFactorVerifyInputSchema = z.strictObject({
  code: z
    .string('twoFactorCode.required')
    .trim()
    .min(1, 'twoFactorCode.required')
    .regex(/^\d{6}$/, 'twoFactorCode.invalidFormat'),
});
export type TwoFactorVerifyInput = z.input<typeof TwoFactorVerifyInputSchema>;

export const TwoFactorStatusSchema = z.object({ enabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** The setup: what the authenticator app needs, and the backup codes, shown this once. */
export const TwoFactorSetupSchema = z.object({
  totpUri: z.string(),
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** A new set of backup codes; the ones before stop working. */
export const BackupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof BackupCodesSchema>;

export const ActiveSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

export const SecurityEventSchema = z.object({
  id: z.string(),
  eventType: z.string(),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type SecurityEventView = z.infer<typeof SecurityEventSchema>;

export const SECURITY_LOG_LIMIT = 10;
