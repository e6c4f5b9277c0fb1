import ICAL from 'ical.js';
import { isTimeZone } from '@usra/domain/common/dates';
import { icalInstant, icalText } from '../../platform/ical/ical-time.js';
import {
  EXPANSION_FUTURE_DAYS,
  EXPANSION_MAX_PER_EVENT,
  EXPANSION_PAST_DAYS,
  type ImportSkipReason,
} from '@usra/domain/calendar/subscription-schema';

const DAY_MS = 86_400_000;
/** Steps through a rule before giving up on it, in or out of the window (a daily rule from 1990). */
const MAX_STEPS_PER_EVENT = 20_000;
/** Steps for the whole file: the parse's time bound, whatever the number of rules. */
const MAX_STEPS_PER_FILE = 200_000;

/** One occurrence of an event in a parsed file. */
export interface ParsedOccurrence {
  uid: string;
  /** UID plus the occurrence's start: stable from one fetch (or import) of the file to the next. */
  key: string;
  title: string;
  description: string | null;
  location: string | null;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  /** For all-day occurrences: the first day and the day after the last (YYYY-MM-DD). */
  startDate: string | null;
  endDate: string | null;
  recurring: boolean;
}

export interface ParsedCalendar {
  occurrences: ParsedOccurrence[];
  /** Events with a rule (RRULE/RDATE), each expanded inside the window. */
  recurring: number;
  skipped: { title: string; reason: ImportSkipReason }[];
}

export class NotACalendarError extends Error {
  constructor() {
    super('not an iCalendar file');
    this.name = 'NotACalendarError';
  }
}

export interface ParseOptions {
  now: Date;
  /** Time zone for floating times and TZIDs the file neither defines nor names (IANA). */
  timeZone: string;
  /** Occurrences returned at most; the rest are reported as 'too-many'. */
  maxOccurrences: number;
  /** Subscriptions keep only what overlaps the window; an import keeps single events of any date. */
  singleEventsInWindowOnly: boolean;
}

/**
 * Reads an iCalendar text with ical.js, bounded: recurring events are expanded only inside
 * [now − 30 days, now + 400 days), at most 400 occurrences each and a fixed number of rule steps
 * per event and per file, and at most `maxOccurrences` come back. TZIDs resolve through the
 * file's VTIMEZONE, else as IANA names, else the given time zone; DATE values are all-day.
 */
export function parseCalendar(text: string, options: ParseOptions): ParsedCalendar {
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) throw new NotACalendarError();
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new NotACalendarError();
  }
  if (root.name !== 'vcalendar') throw new NotACalendarError();
  const windowStart = new Date(options.now.getTime() - EXPANSION_PAST_DAYS * DAY_MS);
  const windowEnd = new Date(options.now.getTime() + EXPANSION_FUTURE_DAYS * DAY_MS);
  const result: ParsedCalendar = { occurrences: [], recurring: 0, skipped: [] };
  const budget = { steps: MAX_STEPS_PER_FILE };
  const vevents = root.getAllSubcomponents('vevent');
  // Overrides of single occurrences (RECURRENCE-ID) replace the rule's occurrence they name.
  const overridden = new Set<string>();
  for (const vevent of vevents) {
    const recurrenceId = vevent.getFirstPropertyValue('recurrence-id');
    if (recurrenceId instanceof ICAL.Time) {
      overridden.add(`${uidOf(vevent)}|${timeKey(recurrenceId)}`);
    }
  }
  const add = (occurrence: ParsedOccurrence) => {
    if (result.occurrences.length >= options.maxOccurrences) {
      result.skipped.push({ title: occurrence.title, reason: 'too-many' });
    } else {
      result.occurrences.push(occurrence);
    }
  };
  for (const vevent of vevents) {
    let event: ICAL.Event;
    let title = textOf(vevent, 'summary') ?? '';
    try {
      event = new ICAL.Event(vevent);
      title = textOf(vevent, 'summary') ?? '';
      if (!vevent.hasProperty('dtstart')) {
        result.skipped.push({ title, reason: 'no-start' });
        continue;
      }
      const base = {
        uid: uidOf(vevent),
        title,
        description: textOf(vevent, 'description'),
        location: textOf(vevent, 'location'),
      };
      const zones = {
        start: zoneNameOf(vevent, 'dtstart') ?? options.timeZone,
        end: zoneNameOf(vevent, 'dtend') ?? zoneNameOf(vevent, 'dtstart') ?? options.timeZone,
      };
      const isOverride = vevent.hasProperty('recurrence-id');
      if (event.isRecurring() && !isOverride) {
        result.recurring += 1;
        const iterator = event.iterator();
        let kept = 0;
        for (let steps = 0; steps < MAX_STEPS_PER_EVENT && budget.steps > 0; steps++) {
          budget.steps -= 1;
          const next = iterator.next();
          if (!next) break;
          const details = event.getOccurrenceDetails(next);
          const occurrence = toOccurrence(base, details.startDate, details.endDate, zones, true);
          if (occurrence.startsAt >= windowEnd) break;
          if (occurrence.endsAt <= windowStart) continue;
          if (overridden.has(`${base.uid}|${timeKey(next)}`)) continue;
          add(occurrence);
          if (++kept >= EXPANSION_MAX_PER_EVENT) break;
        }
        continue;
      }
      const occurrence = toOccurrence(base, event.startDate, event.endDate, zones, isOverride);
      if (
        options.singleEventsInWindowOnly &&
        (occurrence.endsAt <= windowStart || occurrence.startsAt >= windowEnd)
      ) {
        continue;
      }
      if (isOverride) occurrence.key = `${base.uid}|${timeKey(event.startDate)}`;
      add(occurrence);
    } catch {
      result.skipped.push({ title, reason: 'invalid' });
    }
  }
  return result;
}

function uidOf(vevent: ICAL.Component): string {
  const uid = vevent.getFirstPropertyValue('uid');
  if (typeof uid === 'string' && uid.trim()) return uid.trim().slice(0, 500);
  // No UID (invalid, but seen): the summary and start stand in, stable across fetches.
  const start = vevent.getFirstPropertyValue('dtstart');
  return `no-uid:${textOf(vevent, 'summary') ?? ''}:${start instanceof ICAL.Time ? start.toString() : ''}`;
}

const textOf = icalText;

function zoneNameOf(vevent: ICAL.Component, name: string): string | null {
  const tzid = vevent.getFirstProperty(name)?.getParameter('tzid');
  return typeof tzid === 'string' && isTimeZone(tzid) ? tzid : null;
}

function timeKey(time: ICAL.Time): string {
  return time.isDate ? time.toString() : time.toJSDate().toISOString();
}

function isoDate(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

/** The UTC instant of a date-time; `zone` is the TZID's IANA zone or the family's. */
function instantOf(time: ICAL.Time, zone: string): Date {
  return icalInstant(time, null, zone);
}

function toOccurrence(
  base: { uid: string; title: string; description: string | null; location: string | null },
  start: ICAL.Time,
  end: ICAL.Time | null | undefined,
  zones: { start: string; end: string },
  recurring: boolean,
): ParsedOccurrence {
  if (start.isDate) {
    const startDate = isoDate(start);
    let endDate = end?.isDate ? isoDate(end) : null;
    if (!endDate || endDate <= startDate) {
      const next = start.clone();
      next.day += 1;
      endDate = isoDate(next);
    }
    return {
      ...base,
      key: `${base.uid}|${startDate}`,
      startsAt: new Date(`${startDate}T00:00:00.000Z`),
      endsAt: new Date(`${endDate}T00:00:00.000Z`),
      allDay: true,
      startDate,
      endDate,
      recurring,
    };
  }
  const startsAt = instantOf(start, zones.start);
  const endsAtRaw = end ? instantOf(end, zones.end) : startsAt;
  if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAtRaw.getTime())) {
    throw new Error('invalid time');
  }
  const endsAt = endsAtRaw < startsAt ? startsAt : endsAtRaw;
  return {
    ...base,
    key: `${base.uid}|${startsAt.toISOString()}`,
    startsAt,
    endsAt,
    allDay: false,
    startDate: null,
    endDate: null,
    recurring,
  };
}
