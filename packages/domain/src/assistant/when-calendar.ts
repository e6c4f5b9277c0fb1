import { addDays } from '../common/dates.js';
import { hijriToGregorian } from '../documents/expiry.js';

/** Calendar helpers for the days people say (`when-dates.ts`): weekdays, days of a month, Hijri. */

export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The next occurrence of a weekday: 7 days ahead when it is today (spec core section 5). */
export function nextWeekday(today: string, weekday: number): string {
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

export function isoDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || d < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** A day and month with no year: this year's, or next year's once it has passed. */
export function comingDate(today: string, month: number, day: number): string | null {
  const year = Number(today.slice(0, 4));
  const thisYear = isoDate(year, month, day);
  if (thisYear && thisYear >= today) return thisYear;
  return isoDate(year + 1, month, day);
}

/** A day of the month with no month: this month's, or next month's once it has passed. */
export function dayOfMonth(today: string, day: number): string | null {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const thisMonth = isoDate(y, m, day);
  if (thisMonth && thisMonth >= today) return thisMonth;
  return m === 12 ? isoDate(y + 1, 1, day) : isoDate(y, m + 1, day);
}

const hijriYearFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  timeZone: 'UTC',
});
export function comingHijriDate(today: string, month: number, day: number): string | null {
  const hijriYear = Number(
    hijriYearFormat.formatToParts(new Date(`${today}T00:00:00Z`)).find((p) => p.type === 'year')
      ?.value,
  );
  for (const year of [hijriYear, hijriYear + 1]) {
    const date = hijriToGregorian(year, month, day);
    if (date && date >= today) return date;
  }
  return null;
}
