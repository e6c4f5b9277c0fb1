import { dayRange, localParts, zonedTime, type Range } from '../common/dates.js';
import type { RecurrenceType, Task, TaskStatus } from './task-schema.js';

/** Spec core section 4: completed sets completed_at to now; any other status clears it. */
export function applyStatus(
  status: TaskStatus,
  now: Date,
): { status: TaskStatus; completedAt: string | null } {
  return { status, completedAt: status === 'completed' ? now.toISOString() : null };
}

/** The completion toggle flips completed to pending and anything else to completed. */
export function toggledStatus(status: TaskStatus): TaskStatus {
  return status === 'completed' ? 'pending' : 'completed';
}

/** Overdue: not completed and due before now (spec core sections 4 and 5). */
export function isOverdue(task: Pick<Task, 'status' | 'dueDate'>, now: Date): boolean {
  return task.status !== 'completed' && task.dueDate !== null && new Date(task.dueDate) < now;
}

/** Task search: case-insensitive match on title or description. */
export function matchesSearch(task: Pick<Task, 'title' | 'description'>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    task.title.toLocaleLowerCase().includes(needle) ||
    (task.description ?? '').toLocaleLowerCase().includes(needle)
  );
}

export const dueFilters = ['today', 'tomorrow', 'overdue'] as const;
export type DueFilter = (typeof dueFilters)[number];

/** The due-date window of a filter; overdue is "before now", only for tasks not completed. */
export function dueFilterRange(filter: DueFilter, now: Date, timeZone: string): Partial<Range> {
  switch (filter) {
    case 'today':
      return dayRange(now, timeZone, 0);
    case 'tomorrow':
      return dayRange(now, timeZone, 1);
    case 'overdue':
      return { end: now };
  }
}

/** Date filters apply only to tasks with a due date (spec core section 5). */
export function matchesDueFilter(
  task: Pick<Task, 'status' | 'dueDate'>,
  filter: DueFilter,
  now: Date,
  timeZone: string,
): boolean {
  if (task.dueDate === null) return false;
  if (filter === 'overdue') return isOverdue(task, now);
  const { start, end } = dueFilterRange(filter, now, timeZone);
  const due = new Date(task.dueDate);
  return due >= start! && due < end!;
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The next due date of a recurring task. Months and years keep the day of the month where it
 * exists and otherwise take the month's last day (31 January → 28/29 February, 29 February →
 * 28 February). `anchorDay` is the series' original day of the month when it is known.
 */
export function nextOccurrence(due: Date, type: RecurrenceType, anchorDay?: number): Date {
  const day = anchorDay ?? due.getUTCDate();
  const y = due.getUTCFullYear();
  const m = due.getUTCMonth();
  const time = [
    due.getUTCHours(),
    due.getUTCMinutes(),
    due.getUTCSeconds(),
    due.getUTCMilliseconds(),
  ] as const;
  switch (type) {
    case 'daily':
      return new Date(due.getTime() + 86_400_000);
    case 'weekly':
      return new Date(due.getTime() + 7 * 86_400_000);
    case 'monthly': {
      const ny = m === 11 ? y + 1 : y;
      const nm = (m + 1) % 12;
      return new Date(Date.UTC(ny, nm, Math.min(day, daysInMonth(ny, nm)), ...time));
    }
    case 'yearly':
      return new Date(Date.UTC(y + 1, m, Math.min(day, daysInMonth(y + 1, m)), ...time));
  }
}

const DAY_MS = 86_400_000;

export interface RecurringSchedule {
  dueDate: string | null;
  type: RecurrenceType;
  /** The series' original day of the month, when known. */
  anchorDay?: number | null;
  /** "Repeat from the completion date": one period after the day it was done. */
  fromCompletion: boolean;
}

/**
 * Where the next occurrence of a recurring task is due when it is completed at `now` (issue 27).
 * On the task's schedule it is the first occurrence after today in the family's time zone, so a
 * weekly task due 2020-01-01 completed today comes back next on its weekday, not on 2020-01-08
 * (already overdue). With "repeat from the completion date" it is one period after today, at the
 * due date's time of day. An undated task counts from now.
 */
export function nextDueAfterCompletion(
  schedule: RecurringSchedule,
  now: Date,
  timeZone: string,
): Date {
  const { type, dueDate } = schedule;
  const anchor = schedule.anchorDay ?? undefined;
  if (!dueDate) return nextOccurrence(now, type);
  const due = new Date(dueDate);
  if (schedule.fromCompletion) {
    const today = localParts(now, timeZone);
    const time = localParts(due, timeZone);
    const base = zonedTime(timeZone, today.year, today.month, today.day, time.hour, time.minute);
    return nextOccurrence(base, type);
  }
  const tomorrow = dayRange(now, timeZone, 1).start;
  let next = nextOccurrence(due, type, anchor);
  if (next >= tomorrow) return next;
  if (type === 'daily' || type === 'weekly') {
    const period = (type === 'daily' ? 1 : 7) * DAY_MS;
    const periods = Math.ceil((tomorrow.getTime() - next.getTime()) / period);
    return new Date(next.getTime() + periods * period);
  }
  // Months and years keep the anchor day: stepped one at a time (at most a few thousand).
  while (next < tomorrow) next = nextOccurrence(next, type, anchor ?? due.getUTCDate());
  return next;
}

/** Where a recurring task's next occurrence is due: from its due date, or from now if undated. */
export function nextDueDate(
  task: Pick<Task, 'dueDate' | 'recurrencePattern'>,
  now: Date,
): string | null {
  if (!task.recurrencePattern) return null;
  const from = task.dueDate ? new Date(task.dueDate) : now;
  return nextOccurrence(from, task.recurrencePattern.type).toISOString();
}

/** Percentage of tasks completed, rounded; 0 when there are none. */
export function completionRate(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
