import { zonedTime } from '@usra/domain/common/dates';
import type { Turn } from './engine-types.js';

/** How the engine writes instants, days and counts for the reader (language, time zone, digits). */

/** An answer's lines as a bulleted list. */
export function list(items: string[]): string {
  return items.map((i) => `• ${i}`).join('\n');
}

/** A task as a line of a list: its title, whom it is for and when it is due, those it has. */
export function taskLine(
  turn: Turn,
  t: { title: string; assigneeName: string | null; dueDate: string | null },
): string {
  return [t.title, t.assigneeName, t.dueDate ? when(turn, t.dueDate) : null]
    .filter(Boolean)
    .join(' — ');
}

export function instant(turn: Turn, date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return zonedTime(turn.timeZone, y, m, d, h, min).toISOString();
}

export function when(turn: Turn, instant: string): string {
  return new Intl.DateTimeFormat(turn.language === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: turn.timeZone,
  }).format(new Date(instant));
}

export function day(turn: Turn, date: string): string {
  return new Intl.DateTimeFormat(turn.language === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

export function hhmm(turn: Turn, instant: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: turn.timeZone,
  }).format(new Date(instant));
}
