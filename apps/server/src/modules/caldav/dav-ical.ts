import ICAL from 'ical.js';
import { zonedTime } from '@usra/domain/common/dates';
import type { EventType } from '@usra/domain/calendar/event-schema';
import { eventTypes } from '@usra/domain/calendar/event-schema';
import type {
  RecurrenceType,
  TaskCategory,
  TaskPriority,
  TaskStatus,
} from '@usra/domain/tasks/task-schema';
import { taskCategories } from '@usra/domain/tasks/task-schema';
import { icalInstant, icalText } from '../../platform/ical/ical-time.js';

/**
 * A PUT body (RFC 5545 text, at most the plugin's body limit) read with ical.js into what the
 * calendar and tasks services take. Times with a TZID use the VTIMEZONE the object carries, or
 * the IANA zone of that name; floating times and all-day dates are the account's zone.
 */

export class ICalendarError extends Error {
  constructor(
    message: string,
    /** The CalDAV precondition (RFC 4791 5.3.2.1) the object fails. */
    readonly condition:
      'valid-calendar-data' | 'valid-calendar-object-resource' | 'supported-calendar-component',
  ) {
    super(message);
  }
}

export interface EventObject {
  kind: 'event';
  uid: string;
  allDay: boolean;
  title: string;
  description: string | null;
  location: string | null;
  startTime: string;
  endTime: string;
  eventType: EventType | null;
}

export interface TodoObject {
  kind: 'todo';
  uid: string;
  allDay: boolean;
  title: string;
  description: string | null;
  location: string | null;
  dueDate: string | null;
  /** Null when the object does not say (PRIORITY absent or 0). */
  priority: TaskPriority | null;
  category: TaskCategory | null;
  status: TaskStatus;
  recurrence: RecurrenceType | null;
}

export type CalendarObject = EventObject | TodoObject;

const invalid = (message: string) => new ICalendarError(message, 'valid-calendar-data');

const text = icalText;

interface When {
  instant: Date;
  allDay: boolean;
}

/** A DATE or DATE-TIME property as an instant; dates are midnight in `zone`. */
function when(component: ICAL.Component, name: string, zone: string): When | null {
  const property = component.getFirstProperty(name);
  if (!property) return null;
  const value: unknown = property.getFirstValue();
  if (!(value instanceof ICAL.Time)) throw invalid(`${name.toUpperCase()} is not a date or time.`);
  if (value.isDate) {
    return { instant: zonedTime(zone, value.year, value.month, value.day), allDay: true };
  }
  const instant = icalInstant(value, property.getParameter('tzid'), zone);
  if (Number.isNaN(instant.getTime())) throw invalid(`${name.toUpperCase()} is not a valid time.`);
  return { instant, allDay: false };
}

function parseCalendar(body: string): ICAL.Component {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(body) as unknown[]);
  } catch (error) {
    throw invalid(`The iCalendar text could not be read: ${(error as Error).message}`);
  }
  if (root.name !== 'vcalendar') throw invalid('The body is not a VCALENDAR.');
  return root;
}

/** The one component a resource holds; overrides of a series (RECURRENCE-ID) are not stored. */
function single(root: ICAL.Component, name: 'vevent' | 'vtodo'): ICAL.Component {
  const kinds = root
    .getAllSubcomponents()
    .map((c) => c.name)
    .filter((n) => n !== 'vtimezone');
  const wanted = root.getAllSubcomponents(name);
  if (wanted.length === 0) {
    throw new ICalendarError(
      `This collection holds ${name.toUpperCase()} components only${kinds.length ? `, not ${kinds[0]!.toUpperCase()}` : ''}.`,
      'supported-calendar-component',
    );
  }
  if (kinds.length !== 1 || wanted.length !== 1) {
    throw new ICalendarError(
      'A calendar object holds one event or task; changed occurrences of a series (RECURRENCE-ID) are not supported.',
      'valid-calendar-object-resource',
    );
  }
  return wanted[0]!;
}

function uidOf(component: ICAL.Component): string {
  const uid = text(component, 'uid');
  if (!uid) throw new ICalendarError('The object has no UID.', 'valid-calendar-object-resource');
  if (uid.length > 255) throw invalid('The UID is longer than 255 characters.');
  return uid;
}

function categories(component: ICAL.Component): string[] {
  return component
    .getAllProperties('categories')
    .flatMap((p) => p.getValues().map((v) => String(v).trim().toLowerCase()));
}

export function readEvent(body: string, zone: string): EventObject {
  const event = single(parseCalendar(body), 'vevent');
  if (event.getFirstProperty('rrule') || event.getFirstProperty('rdate')) {
    throw new ICalendarError(
      "Usra's calendar has no repeating events: add each date, or make it a repeating task.",
      'valid-calendar-object-resource',
    );
  }
  const start = when(event, 'dtstart', zone);
  if (!start) throw invalid('The event has no DTSTART.');
  let end = when(event, 'dtend', zone)?.instant ?? null;
  if (!end) {
    const duration: unknown = event.getFirstPropertyValue('duration');
    if (duration instanceof ICAL.Duration) {
      end = new Date(start.instant.getTime() + duration.toSeconds() * 1000);
    } else {
      // RFC 5545 3.6.1: a date alone lasts the day, a time alone is a moment.
      end = new Date(start.instant.getTime() + (start.allDay ? 86_400_000 : 0));
    }
  }
  const type = categories(event).find((c): c is EventType =>
    (eventTypes as readonly string[]).includes(c),
  );
  return {
    kind: 'event',
    uid: uidOf(event),
    allDay: start.allDay,
    title: text(event, 'summary') ?? '',
    description: text(event, 'description'),
    location: text(event, 'location'),
    startTime: start.instant.toISOString(),
    endTime: end.toISOString(),
    eventType: type ?? null,
  };
}

const FREQUENCIES: Record<string, RecurrenceType> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
  YEARLY: 'yearly',
};

/**
 * The app repeats a task every day, week, month or year from its due date. A rule saying more
 * (every 2 weeks, 5 times, until a date) would be changed by storing it, so it is refused.
 */
function recurrenceOf(todo: ICAL.Component): RecurrenceType | null {
  const rule: unknown = todo.getFirstPropertyValue('rrule');
  if (!rule) return null;
  if (!(rule instanceof ICAL.Recur)) throw invalid('RRULE could not be read.');
  const type = FREQUENCIES[rule.freq];
  const unsupported =
    !type ||
    (rule.interval ?? 1) !== 1 ||
    (rule.count !== null && rule.count !== undefined) ||
    (rule.until !== null && rule.until !== undefined) ||
    (rule.parts.BYDAY?.length ?? 0) > 1 ||
    rule.parts.BYHOUR !== undefined ||
    rule.parts.BYMINUTE !== undefined;
  if (unsupported) {
    throw new ICalendarError(
      'Usra repeats a task every day, week, month or year from its due date; this repeat rule cannot be stored.',
      'valid-calendar-object-resource',
    );
  }
  return type;
}

function priorityOf(todo: ICAL.Component): TaskPriority | null {
  const value = Number(todo.getFirstPropertyValue('priority') ?? 0);
  if (!Number.isInteger(value) || value < 0 || value > 9) throw invalid('PRIORITY is 0 to 9.');
  if (value === 0) return null;
  return value <= 4 ? 'high' : value === 5 ? 'medium' : 'low';
}

function statusOf(todo: ICAL.Component): TaskStatus {
  const status = text(todo, 'status')?.toUpperCase();
  if (status === 'COMPLETED' || (!status && todo.getFirstProperty('completed'))) return 'completed';
  if (status === 'IN-PROCESS') return 'in_progress';
  return 'pending';
}

export function readTodo(body: string, zone: string): TodoObject {
  const todo = single(parseCalendar(body), 'vtodo');
  if (todo.getFirstProperty('rdate')) {
    throw new ICalendarError('RDATE is not supported on tasks.', 'valid-calendar-object-resource');
  }
  const due = when(todo, 'due', zone);
  const recurrence = recurrenceOf(todo);
  if (recurrence && !due && !todo.getFirstProperty('dtstart')) {
    throw new ICalendarError(
      'A repeating task needs a due date.',
      'valid-calendar-object-resource',
    );
  }
  const start = due ? null : when(todo, 'dtstart', zone);
  const category = categories(todo).find((c): c is TaskCategory =>
    (taskCategories as readonly string[]).includes(c),
  );
  return {
    kind: 'todo',
    uid: uidOf(todo),
    allDay: (due ?? start)?.allDay ?? false,
    title: text(todo, 'summary') ?? '',
    description: text(todo, 'description'),
    location: text(todo, 'location'),
    // A repeating task without DUE runs from its DTSTART.
    dueDate: (due ?? (recurrence ? start : null))?.instant.toISOString() ?? null,
    priority: priorityOf(todo),
    category: category ?? null,
    status: statusOf(todo),
    recurrence,
  };
}
