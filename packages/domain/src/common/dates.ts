/**
 * Calendar arithmetic in a named time zone without a date library: the family's "today" is a
 * local day, while the database stores UTC instants.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(value: string): boolean {
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

export interface LocalParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The UTC instant of a local wall-clock time in the zone. */
export function zonedTime(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  let instant = new Date(guess - offsetMinutes(new Date(guess), timeZone) * 60000);
  instant = new Date(guess - offsetMinutes(instant, timeZone) * 60000);
  return instant;
}

export interface Range {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** The local day `offsetDays` after the day containing `now`, as UTC instants. */
export function dayRange(now: Date, timeZone: string, offsetDays = 0): Range {
  const p = localParts(now, timeZone);
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day + offsetDays));
  const next = new Date(Date.UTC(p.year, p.month - 1, p.day + offsetDays + 1));
  return {
    start: zonedTime(timeZone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()),
    end: zonedTime(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
  };
}

/** 0 = Sunday ... 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

// The product's choice (issue 5): Saudi Arabic weeks start on Saturday, US English on Sunday.
const WEEK_START_BY_REGION: Record<string, Weekday> = { SA: 6, US: 0, GB: 1, AE: 6, EG: 6 };
const WEEK_START_BY_LANGUAGE: Record<string, Weekday> = { ar: 6, en: 0 };

export function weekStartDay(locale: string): Weekday {
  const [language = '', region = ''] = locale.split(/[-_]/);
  return (
    WEEK_START_BY_REGION[region.toUpperCase()] ??
    WEEK_START_BY_LANGUAGE[language.toLowerCase()] ??
    1
  );
}

/** The seven calendar dates (YYYY-MM-DD) of the week containing `date`, starting on `firstDay`. */
export function weekDates(date: string, firstDay: Weekday): string[] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const base = new Date(Date.UTC(y, m - 1, d));
  const back = (base.getUTCDay() - firstDay + 7) % 7;
  return Array.from({ length: 7 }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - back + i)).toISOString().slice(0, 10),
  );
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The local calendar date (YYYY-MM-DD) of an instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * `months` calendar months after a date (YYYY-MM-DD), kept on the same day of the month or the
 * month's last day when it is shorter: 2024-01-31 + 1 → 2024-02-29, 2023-01-31 + 1 → 2023-02-28.
 */
export function addCalendarMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
}
