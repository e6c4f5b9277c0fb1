import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import type { Task } from '@usra/domain/tasks/task-schema';
import { rrule } from '../../platform/ical/rrule.js';
import type { AllDayFeedItem, CalendarFeedItem, TimedFeedItem } from '../../platform/registries.js';

/** iCalendar (RFC 5545) text for a family's feed: its events and what other areas register. */

/*
 * RFC 5545 TEXT (3.3.11) has no raw control character but tab: each line break (CRLF, a bare CR
 * or LF, U+2028/U+2029) becomes `\n`, the other controls go. A raw CR would end the line for
 * many readers, and the rest of a title could then start a property or an event of its own.
 */
const ICAL_CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/g;
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAK, '\\n')
    .replace(ICAL_CONTROL, '');
}

/** Lines longer than 75 octets are folded, never inside a UTF-8 character. */
export function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    const max = parts.length === 0 ? 75 : 74;
    if (size + bytes > max) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function utc(iso: string): string {
  return iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export interface FeedInput {
  familyName: string;
  host: string;
  generatedAt: Date;
  events: CalendarEvent[];
  /** What the other areas registered (`platform.registries.calendarFeed`), in that order. */
  items?: CalendarFeedItem[];
}

export function buildCalendarFeed({
  familyName,
  host,
  generatedAt,
  events,
  items = [],
}: FeedInput): string {
  const stamp = utc(generatedAt.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Usra//Family calendar//AR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(familyName)}`,
    'X-PUBLISHED-TTL:PT1H',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
  ];
  const timed = (entry: TimedFeedItem) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utc(entry.start)}`,
      `DTEND:${utc(entry.end)}`,
      `SUMMARY:${escapeText(entry.title)}`,
      `CATEGORIES:${entry.category}`,
    );
    if (entry.rrule) lines.push(`RRULE:${entry.rrule}`);
    if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
    if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
    lines.push('END:VEVENT');
  };
  const allDay = (entry: AllDayFeedItem) => {
    const next = new Date(Date.parse(`${entry.date}T00:00:00Z`) + 86_400_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${entry.date.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${next.toISOString().slice(0, 10).replaceAll('-', '')}`,
      `SUMMARY:${escapeText(entry.title)}`,
      `CATEGORIES:${entry.category}`,
    );
    if (entry.notes) lines.push(`DESCRIPTION:${escapeText(entry.notes)}`);
    lines.push('END:VEVENT');
  };
  for (const event of events) {
    timed({
      uid: `event-${event.id}`,
      start: event.startTime,
      end: event.endTime,
      title: event.title,
      category: event.eventType.toUpperCase(),
      description: event.description,
      location: event.location,
    });
  }
  for (const item of items) {
    if (item.allDay) allDay(item);
    else timed(item);
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** How a CalDAV resource writes one event or task (decision 021). */
export interface DavObjectOptions {
  uid: string;
  /** Written as DATE values (the client sent an all-day event or a task due on a day). */
  allDay: boolean;
  /** The zone whose calendar days an all-day item's dates are. */
  timeZone: string;
  /** YYYY-MM-DD of an instant in `timeZone`. */
  localDate: (instant: Date, timeZone: string) => string;
}

const davPriority = { high: 1, medium: 5, low: 9 } as const;
const davStatus = {
  pending: 'NEEDS-ACTION',
  in_progress: 'IN-PROCESS',
  completed: 'COMPLETED',
} as const;

function dateValue(iso: string, options: DavObjectOptions): string {
  return options.localDate(new Date(iso), options.timeZone).replaceAll('-', '');
}

function davCalendar(component: string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Usra//CalDAV//AR',
    'CALSCALE:GREGORIAN',
    ...component,
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/**
 * One event as a CalDAV calendar object (RFC 4791): the same text for the same row, so its
 * ETag (a hash of the text) changes exactly when the event does.
 */
export function davEvent(event: CalendarEvent, options: DavObjectOptions): string {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(options.uid)}`,
    `DTSTAMP:${utc(event.createdAt)}`,
  ];
  if (options.allDay) {
    const start = dateValue(event.startTime, options);
    let end = dateValue(event.endTime, options);
    if (end <= start) {
      const next = new Date(
        Date.UTC(+start.slice(0, 4), +start.slice(4, 6) - 1, +start.slice(6, 8) + 1),
      );
      end = next.toISOString().slice(0, 10).replaceAll('-', '');
    }
    lines.push(`DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`);
  } else {
    lines.push(`DTSTART:${utc(event.startTime)}`, `DTEND:${utc(event.endTime)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`, `CATEGORIES:${event.eventType.toUpperCase()}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push('END:VEVENT');
  return davCalendar(lines);
}

/** One task as a VTODO: status, priority, due date and, while open, its repeat rule. */
export function davTodo(task: Task, options: DavObjectOptions): string {
  const lines = [
    'BEGIN:VTODO',
    `UID:${escapeText(options.uid)}`,
    `DTSTAMP:${utc(task.updatedAt)}`,
    `CREATED:${utc(task.createdAt)}`,
    `LAST-MODIFIED:${utc(task.updatedAt)}`,
    `SUMMARY:${escapeText(task.title)}`,
    `STATUS:${davStatus[task.status]}`,
    `PRIORITY:${davPriority[task.priority]}`,
    `CATEGORIES:${task.category.toUpperCase()}`,
  ];
  if (task.dueDate) {
    const due = options.allDay
      ? `;VALUE=DATE:${dateValue(task.dueDate, options)}`
      : `:${utc(task.dueDate)}`;
    const rule = task.status === 'completed' ? null : rrule(task);
    // A repeating VTODO needs its start: the series runs from the due date.
    if (rule) lines.push(`DTSTART${due}`);
    lines.push(`DUE${due}`);
    if (rule) lines.push(`RRULE:${rule}`);
  }
  if (task.status === 'completed') {
    lines.push('PERCENT-COMPLETE:100');
    if (task.completedAt) lines.push(`COMPLETED:${utc(task.completedAt)}`);
  }
  if (task.description) lines.push(`DESCRIPTION:${escapeText(task.description)}`);
  if (task.location) lines.push(`LOCATION:${escapeText(task.location)}`);
  lines.push('END:VTODO');
  return davCalendar(lines);
}
