import type { PrayerTimes, WhenOptions } from './when-types.js';
import { addMinutes, re, type WhenScan } from './when-scan.js';

/**
 * Prayer-relative times («بعد العصر», "after maghrib", «قبل المغرب»), when the caller knows the
 * day's prayer times (decision 013: only for people who turned them on). Read before "noon" (so
 * that «بعد الظهر» is Dhuhr's time then); the day is the one the sentence names, known at the end.
 */

export interface PrayerSaid {
  key: keyof PrayerTimes;
  shift: number;
}

/** Finds a prayer named as a time (and how far after or before it), or null. */
export function scanPrayer(s: WhenScan, options: WhenOptions): PrayerSaid | null {
  let prayer: PrayerSaid | null = null;
  if (options.prayerTimes) {
    const names: [keyof PrayerTimes, string][] = [
      ['fajr', 'الفجر|fajr'],
      ['dhuhr', 'الظهر|dhuhr|duhr|zuhr'],
      ['asr', 'العصر|asr'],
      ['maghrib', 'المغرب|maghrib'],
      ['isha', 'العشاء|العشا|isha'],
    ];
    for (const [key, word] of names) {
      const after = '(?:بعد|after)';
      const before = '(?:قبل|before)';
      s.scan(
        re(`(${after}|${before})?\\s*(?:صلاه\\s+|the\\s+)?(?:${word})(?:\\s+prayer)?`),
        (m) => {
          if (s.time !== null || prayer !== null) return false;
          const said = m[1] ?? '';
          const shift = /بعد|after/.test(said) ? 20 : /قبل|before/.test(said) ? -30 : 0;
          prayer = { key, shift };
        },
      );
    }
  }
  // Prayer times off: «بعد العصر», "after isha" give no hour, and stay in the title, so the
  // words that say when are not lost (the API test of prayer-time settings holds this).
  return prayer;
}

/** The time of the prayer said, on the day the sentence names (today when none). */
export function prayerTime(
  prayer: PrayerSaid,
  date: string | null,
  today: string,
  options: WhenOptions,
): string | null {
  const source = options.prayerTimes;
  const day = typeof source === 'function' ? source(date ?? today) : (source ?? null);
  return day ? addMinutes(day[prayer.key], prayer.shift) : null;
}
