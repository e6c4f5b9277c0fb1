import { foldWithMap, WhenScan } from './when-scan.js';
import { scanDays } from './when-dates.js';
import { scanBareHours, scanClockTimes, scanDayParts } from './when-times.js';
import { prayerTime, scanPrayer } from './when-prayer.js';
import type { When, WhenOptions } from './when-types.js';

/**
 * Dates and times in what people say or type, in Arabic (MSA and Gulf) and English (issue 16;
 * spec core section 5, voice event parsing): today, tomorrow, بعد غد، weekday names and their
 * next occurrence (7 days ahead when it is today), next week, الأسبوع الجاي، in N days, dates
 * (12/5, 12 May, ١٢ مايو, ١٥ رمضان), and times (at 5:30 pm, 5pm, 5 o'clock, الساعة ٥ مساءً،
 * الساعة خمس ونص العصر), with Arabic-Indic digits. Prayer-relative times (بعد العصر) when the
 * caller passes the day's prayer times. Every match reports where it was, so the rest of the
 * sentence can become a title.
 */

export type { PrayerTimes, PrayerTimesOfDay, When, WhenOptions } from './when-types.js';
export { foldWithMap } from './when-scan.js';
export { nextWeekday } from './when-dates.js';

/** Finds the date, time and range named in a text, relative to `today` (YYYY-MM-DD). */
export function parseWhen(text: string, today: string, options: WhenOptions = {}): When {
  const { folded, map } = foldWithMap(text);
  const s = new WhenScan(folded);
  scanDays(s, today);
  scanClockTimes(s);
  const prayer = scanPrayer(s, options);
  scanBareHours(s);
  if (prayer !== null && s.time === null) s.time = prayerTime(prayer, s.date, today, options);
  scanDayParts(s);
  const spans = s.found
    .sort((a, b) => a.start - b.start)
    .map(({ start, end }): [number, number] => [map[start]!, map[end]!]);
  return { date: s.date, time: s.time, range: s.range, spans, ...(s.vague ? { vague: true } : {}) };
}

/** The text without the date and time expressions (and the little words left dangling). */
export function withoutSpans(text: string, spans: [number, number][]): string {
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    out += `${text.slice(at, start)} `;
    at = end;
  }
  out += text.slice(at);
  return out
    .replace(/(?<![\p{L}\p{N}])(?:on|at|by|في|يوم|الساعة|الساعه)(?=\s*$|\s+[,.،])/gu, '')
    .replace(/\s+([,.،؟?!])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
