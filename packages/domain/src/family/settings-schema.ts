import { z } from 'zod';

/** A family setting's key: lower-case words joined by dots or underscores. */
export const SettingKeySchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/, { message: 'settingKey.invalid' })
  .max(64, { message: 'settingKey.invalid' });

export const SettingValueSchema = z.union([
  z.string().max(1000),
  z.number(),
  z.boolean(),
  z.null(),
]);
export type SettingValue = z.infer<typeof SettingValueSchema>;

export const UpdateSettingInputSchema = z.strictObject({ value: SettingValueSchema });
export type UpdateSettingInput = z.input<typeof UpdateSettingInputSchema>;

export const FamilySettingsSchema = z.record(z.string(), SettingValueSchema);
export type FamilySettings = z.infer<typeof FamilySettingsSchema>;

/** The family notification preferences shown under Family Management → Notifications. */
export const notificationSettingKeys = [
  'notifications.tasks',
  'notifications.nearby',
  'notifications.events',
  'notifications.members',
  'notifications.maintenance',
  'notifications.documents',
  'notifications.vehicles',
] as const;
export type NotificationSettingKey = (typeof notificationSettingKeys)[number];

/** Every notification is on until the family turns it off. */
export function notificationEnabled(
  settings: FamilySettings,
  key: NotificationSettingKey,
): boolean {
  return settings[key] !== false;
}

/**
 * How close (metres) a member who shares their location must be to an open task's place to be
 * told "You're near …" (Family → Notifications). Default 500 m; a value outside the choices'
 * range reads as the default.
 */
export const NEARBY_DISTANCE_KEY = 'tasks.nearby_meters';
export const NEARBY_DISTANCE_DEFAULT = 500;
export const nearbyDistanceChoices = [200, 500, 1000, 2000] as const;
export function nearbyDistanceMeters(settings: FamilySettings): number {
  const value = settings[NEARBY_DISTANCE_KEY];
  return typeof value === 'number' && Number.isFinite(value) && value >= 50 && value <= 10_000
    ? value
    : NEARBY_DISTANCE_DEFAULT;
}

/** The family setting that ends the first-run set-up (finished or skipped): never shown twice. */
export const ONBOARDING_DONE_KEY = 'onboarding.done';

export const OnboardingStatusSchema = z.object({
  /** True for the family's creator until the set-up is finished or skipped. */
  pending: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof OnboardingStatusSchema>;
