import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import type { Task } from '@usra/domain/tasks/task-schema';

/** iCalendar (RFC 5545) text for a family's feed: events and dated tasks. */

/*
 * RFC 5545 TEXT (3.3.11) has no raw control character but tab: each line break (CRLF, a bare CR
 * or LF, U+2028/U+2029) becomes `\n`, the other controls go. A raw CR would end the line for
 * many readers, and the rest of a title could then start a property or an event of its own.
 */
const ICAL_CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/g;
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;

function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAK, '\\n')
    .replace(ICAL_CONTROL, '');
}

/** Lines longer than 75 octets are folded, never inside a UTF-8 character. */
function fold(line: string): string {
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

function utc(iso: string): string {
  return iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * The recurrence rule of a task series. Months and years clamp to the month's last day like the
 * app does (31 → 28/29 February): BYMONTHDAY=31,-1 with BYSETPOS=1 picks the 31st where it
 * exists and the last day otherwise.
 */
function rrule(task: Task): string | null {
  if (!task.recurrencePattern || !task.dueDate) return null;
  const due = new Date(task.dueDate);
  const day = due.getUTCDate();
  switch (task.recurrencePattern.type) {
    case 'daily':
      return 'FREQ=DAILY';
    case 'weekly':
      return 'FREQ=WEEKLY';
    case 'monthly':
      return day > 28 ? `FREQ=MONTHLY;BYMONTHDAY=${day},-1;BYSETPOS=1` : 'FREQ=MONTHLY';
    case 'yearly':
      return day > 28
        ? `FREQ=YEARLY;BYMONTH=${due.getUTCMonth() + 1};BYMONTHDAY=${day},-1;BYSETPOS=1`
        : 'FREQ=YEARLY';
  }
}

export interface FeedInput {
  familyName: string;
  host: string;
  generatedAt: Date;
  events: CalendarEvent[];
  tasks: Task[];
  /** Vehicle reminders with a due date: all-day events on that date. */
  reminders?: FeedReminder[];
  /** Open maintenance entries (house, assets): all-day events on their date. */
  schedules?: FeedSchedule[];
}

export interface FeedSchedule {
  /** Stays while the entry's date moves, so calendars move the event too. */
  uid: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  notes: string | null;
  category: string;
}

export interface FeedReminder {
  id: string;
  title: string;
  vehicleName: string;
  notes: string | null;
  status: { nextDueDate: string | null };
}

export function buildCalendarFeed({
  familyName,
  host,
  generatedAt,
  events,
  tasks,
  reminders = [],
  schedules = [],
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
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${event.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utc(event.startTime)}`,
      `DTEND:${utc(event.endTime)}`,
      `SUMMARY:${escapeText(event.title)}`,
      `CATEGORIES:${event.eventType.toUpperCase()}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    lines.push('END:VEVENT');
  }
  for (const task of tasks) {
    if (!task.dueDate) continue;
    const start = new Date(task.dueDate);
    const minutes =
      task.estimatedDuration && task.estimatedDuration > 0 ? task.estimatedDuration : 30;
    const end = new Date(start.getTime() + minutes * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:task-${task.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utc(start.toISOString())}`,
      `DTEND:${utc(end.toISOString())}`,
      `SUMMARY:${escapeText(task.status === 'completed' ? `✓ ${task.title}` : task.title)}`,
      `CATEGORIES:TASK,${task.category.toUpperCase()}`,
    );
    // Only the open occurrence carries the series; completed ones stay as history.
    const rule = task.status === 'completed' ? null : rrule(task);
    if (rule) lines.push(`RRULE:${rule}`);
    if (task.description) lines.push(`DESCRIPTION:${escapeText(task.description)}`);
    if (task.location) lines.push(`LOCATION:${escapeText(task.location)}`);
    lines.push('END:VEVENT');
  }
  const allDay = (entry: FeedSchedule) => {
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
  for (const reminder of reminders) {
    const due = reminder.status.nextDueDate;
    if (!due) continue;
    allDay({
      // The due date moves when the reminder is done: the UID stays, so calendars move it too.
      uid: `vehicle-reminder-${reminder.id}`,
      title: `${reminder.title} · ${reminder.vehicleName}`,
      date: due,
      notes: reminder.notes,
      category: 'VEHICLE',
    });
  }
  for (const entry of schedules) allDay(entry);
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
