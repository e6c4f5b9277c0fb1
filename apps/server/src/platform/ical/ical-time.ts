import ICAL from 'ical.js';
import { isTimeZone, zonedTime } from '@usra/domain/common/dates';

/**
 * The UTC instant of an iCalendar DATE-TIME (CalDAV's PUT bodies, subscribed feeds, imports):
 * UTC and zones the file defines (VTIMEZONE) through ical.js; a floating time, or a TZID the file
 * does not define, as the wall clock of the IANA zone the TZID names, else of `fallbackZone`.
 */
export function icalInstant(time: ICAL.Time, tzid: unknown, fallbackZone: string): Date {
  const zone = time.zone;
  if (zone?.tzid === 'UTC' || (zone && zone.tzid !== 'floating' && zone.component)) {
    return time.toJSDate();
  }
  const wall = typeof tzid === 'string' && isTimeZone(tzid) ? tzid : fallbackZone;
  const at = zonedTime(wall, time.year, time.month, time.day, time.hour, time.minute);
  return new Date(at.getTime() + time.second * 1000);
}

/** A TEXT property's trimmed value, or null when it is missing or blank. */
export function icalText(component: ICAL.Component, name: string): string | null {
  const value: unknown = component.getFirstPropertyValue(name);
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}
