import { z } from 'zod';
import { optionalSanitized } from '../common/text-fields.js';

/**
 * Prayer-relative times (issue 16, decision 013): each person may let the assistant read
 * «بعد العصر» as a time. The times are computed on the server (adhan) for the person's place.
 */

/** The calculation methods families in the Gulf and the Arab world use; Umm al-Qura first. */
export const prayerMethods = [
  'ummAlQura',
  'muslimWorldLeague',
  'egyptian',
  'kuwait',
  'qatar',
  'dubai',
  'karachi',
  'northAmerica',
] as const;
export type PrayerMethod = (typeof prayerMethods)[number];

/** Asr: standard (Shafi'i, Maliki, Hanbali: shadow = length) or Hanafi (twice the length). */
export const asrMethods = ['standard', 'hanafi'] as const;
export type AsrMethod = (typeof asrMethods)[number];

/** The prayers (and sunrise) in the day's order. */
export const prayerNames = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type PrayerName = (typeof prayerNames)[number];

export const PLACE_LABEL_MAX = 100;

const latitude = z
  .number({ error: () => 'prayer.latitudeInvalid' })
  .min(-90, { message: 'prayer.latitudeInvalid' })
  .max(90, { message: 'prayer.latitudeInvalid' });
const longitude = z
  .number({ error: () => 'prayer.longitudeInvalid' })
  .min(-180, { message: 'prayer.longitudeInvalid' })
  .max(180, { message: 'prayer.longitudeInvalid' });

/** What the person saves; the place is required once the switch is on. */
export const PrayerSettingsSchema = z
  .strictObject({
    enabled: z.boolean({ error: () => 'prayer.flagInvalid' }),
    method: z.enum(prayerMethods, { error: () => 'prayer.methodInvalid' }),
    asrMethod: z.enum(asrMethods, { error: () => 'prayer.asrMethodInvalid' }),
    latitude: latitude.nullable(),
    longitude: longitude.nullable(),
    /** The saved place's name, or null for coordinates typed or taken from the browser. */
    placeLabel: optionalSanitized(PLACE_LABEL_MAX),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude === null) !== (value.longitude === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.latitude === null ? 'latitude' : 'longitude'],
        message: 'prayer.placeIncomplete',
      });
    } else if (value.enabled && value.latitude === null) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'prayer.placeRequired' });
    }
  });
export type PrayerSettings = z.output<typeof PrayerSettingsSchema>;
export type PrayerSettingsInput = z.input<typeof PrayerSettingsSchema>;

/** The saved choices as the server answers them (the web checks answers with it). */
export const PrayerSettingsViewSchema = z.object({
  enabled: z.boolean(),
  method: z.enum(prayerMethods),
  asrMethod: z.enum(asrMethods),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  placeLabel: z.string().nullable(),
});

/** Off until the person turns it on; Umm al-Qura and the standard Asr as in Saudi Arabia. */
export const defaultPrayerSettings: PrayerSettings = {
  enabled: false,
  method: 'ummAlQura',
  asrMethod: 'standard',
  latitude: null,
  longitude: null,
  placeLabel: null,
};

/** A place the person can pick: the family's saved addresses with coordinates, and home. */
export const PrayerPlaceSchema = z.object({
  /** The family member whose address it is; null for the person's own home (profile). */
  memberName: z.string().nullable(),
  /** home, work, school, gym or custom. */
  addressType: z.string(),
  label: z.string().nullable(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PrayerPlace = z.infer<typeof PrayerPlaceSchema>;

const hhmm = z.string().regex(/^\d{2}:\d{2}$/);

/** One day's times, HH:MM in the asked time zone, with the instants for formatting. */
export const DayPrayerTimesSchema = z.object({
  fajr: hhmm,
  sunrise: hhmm,
  dhuhr: hhmm,
  asr: hhmm,
  maghrib: hhmm,
  isha: hhmm,
  /** The same times as ISO instants (the screen formats them with Intl). */
  instants: z.object({
    fajr: z.string(),
    sunrise: z.string(),
    dhuhr: z.string(),
    asr: z.string(),
    maghrib: z.string(),
    isha: z.string(),
  }),
});
export type DayPrayerTimes = z.infer<typeof DayPrayerTimesSchema>;

/** The answer of `GET /api/settings/prayer-times/today`. */
export const TodayPrayerTimesSchema = z.object({
  /** YYYY-MM-DD in the asked time zone. */
  date: z.string(),
  timeZone: z.string(),
  enabled: z.boolean(),
  method: z.enum(prayerMethods),
  asrMethod: z.enum(asrMethods),
  /** Null when no place is set, or when the sun does not give these times there that day. */
  times: DayPrayerTimesSchema.nullable(),
  /** Why `times` is null. */
  unavailable: z.enum(['noPlace', 'polar']).nullable(),
});
export type TodayPrayerTimes = z.infer<typeof TodayPrayerTimesSchema>;
