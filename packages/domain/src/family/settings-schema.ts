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

/** The family setting that ends the first-run set-up (finished or skipped): never shown twice. */
export const ONBOARDING_DONE_KEY = 'onboarding.done';

export const OnboardingStatusSchema = z.object({
  /** True for the family's creator until the set-up is finished or skipped. */
  pending: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof OnboardingStatusSchema>;
