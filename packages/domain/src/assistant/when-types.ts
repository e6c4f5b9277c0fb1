/** The types of the date and time reader (`when.ts`). */

export interface PrayerTimes {
  fajr: string;
  dhuhr: string;
  asr: string;
  maghrib: string;
  isha: string;
}

/**
 * The prayer times of a day (YYYY-MM-DD), or null when they cannot be computed there that day
 * (the sun does not set or rise far enough near the poles).
 */
export type PrayerTimesOfDay = (date: string) => PrayerTimes | null;

export interface WhenOptions {
  /**
   * The day's prayer times (HH:MM) when prayer-relative times are enabled: fixed times, or a
   * function that gives the times of the day the sentence names (today when it names none).
   */
  prayerTimes?: PrayerTimes | PrayerTimesOfDay;
}

export interface When {
  /** YYYY-MM-DD, when a day was named. */
  date: string | null;
  /** HH:MM (24 h), when a time was named. */
  time: string | null;
  /** A span of days ("this week", "هذا الشهر"), for questions. */
  range: { from: string; to: string } | null;
  /** Whether the day was only roughly named ("next week", "the weekend", «آخر الأسبوع»). */
  vague?: boolean;
  /** [start, end) of each date or time expression in the original text. */
  spans: [number, number][];
}
