import { inUnits } from '@usra/domain/tasks/errand-plan';
import type { Language } from '@/lib/i18n';
import { intlLocale } from '@/lib/locale';

export { intlLocale } from '@/lib/locale';
export { formatNumber } from '@/lib/format';

// ar-SA defaults to the Umm al-Qura calendar in some engines, so the Gregorian one is named.
export function formatGregorianDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

export function formatHijriDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-islamic-umalqura`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

export function formatTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).format(date);
}

/** A calendar date (YYYY-MM-DD) or a timestamp, as a short Gregorian date. */
export function formatCalendarDate(value: string, language: Language): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

const dateTimeStyles = {
  /** "9 May, 3:05 PM": near moments (a task's due time, "last seen"). */
  short: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** "May 9, 2026, 3:05 PM": logs and tables, where the year matters. */
  medium: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A moment as date and 12-hour time in the Gregorian calendar (ar-SA would otherwise pick the
 * Umm al-Qura one for some engines).
 */
export function formatDateTime(
  value: string,
  language: Language,
  style: keyof typeof dateTimeStyles = 'short',
): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
    ...dateTimeStyles[style],
    hourCycle: 'h12',
  }).format(new Date(value));
}

/** A short weekday name ("Sat", "السبت"). */
export function formatWeekday(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
    weekday: 'short',
  }).format(date);
}

/** Day and short month in the Gregorian calendar ("9 May"). */
export function formatDayMonth(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
    day: 'numeric',
    month: 'short',
  }).format(date);
}

/** The day of the month alone, in the Gregorian or the Umm al-Qura calendar. */
export function formatDayOfMonth(
  date: Date,
  language: Language,
  calendar: 'gregory' | 'islamic-umalqura' = 'gregory',
): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-${calendar}`, {
    day: 'numeric',
  }).format(date);
}

/**
 * The month (or the two months) that a span of days falls in, with the year, named once:
 * "November 2026", "November – December 2026", «جمادى الآخرة – رجب ١٤٤٨ هـ».
 */
export function formatMonthSpan(
  first: Date,
  last: Date,
  language: Language,
  calendar: 'gregory' | 'islamic-umalqura' = 'gregory',
): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-${calendar}`, {
    month: 'long',
    year: 'numeric',
  }).formatRange(first, last);
}

/** Day and month in the Umm al-Qura calendar, shown beside the Gregorian date. */
export function formatHijriDayMonth(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-islamic-umalqura`, {
    day: 'numeric',
    month: 'short',
  }).format(date);
}

/** The value of a datetime-local input for an instant, in the browser's time zone. */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (browser time zone) as an ISO instant; blank stays blank. */
export function fromLocalInputValue(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A distance in the family's units (kilometres or miles), one decimal, e.g. "12.4 km". */
export function formatDistance(
  km: number,
  units: 'metric' | 'imperial',
  language: Language,
): string {
  const value = inUnits(km, units);
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: units === 'imperial' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** Today's calendar date (YYYY-MM-DD) on this device. */
export function todayLocalDate(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
