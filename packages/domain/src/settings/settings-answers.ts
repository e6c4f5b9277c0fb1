// What the settings routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import {
  ActiveSessionSchema,
  AppearanceSchema,
  NotificationPreferencesSchema,
  ProfileSchema,
  SecurityEventSchema,
} from './settings-schema.js';
import { PrayerPlaceSchema, PrayerSettingsViewSchema } from './prayer-settings.js';

export const PutProfileAnswerSchema = z.object({ profile: ProfileSchema, geocoded: z.boolean() });
export const GetSettingsNotificationsAnswerSchema = z.object({
  preferences: NotificationPreferencesSchema,
});
export const GetSettingsPrayerTimesAnswerSchema = z.object({
  settings: PrayerSettingsViewSchema,
  places: z.array(PrayerPlaceSchema),
});
export const PutSettingsPrayerTimesAnswerSchema = z.object({ settings: PrayerSettingsViewSchema });
export const GetSettingsAppearanceAnswerSchema = z.object({ appearance: AppearanceSchema });
export const GetAccountSessionsAnswerSchema = z.object({ sessions: z.array(ActiveSessionSchema) });
export const PostAccountSessionsRevokeOthersAnswerSchema = z.object({ revoked: z.number().int() });
export const GetAccountSecurityLogAnswerSchema = z.object({ events: z.array(SecurityEventSchema) });
