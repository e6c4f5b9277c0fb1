import type { FeedReminder, FeedSchedule } from './ical.js';
import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import type { Task } from '@usra/domain/tasks/task-schema';

/** What other modules may read about the calendar; the calendar module hands it out through deps. */
export interface CalendarReads {
  /** Events overlapping [from, to), by start time. */
  list(familyId: string, from: string, to: string, limit: number): Promise<CalendarEvent[]>;
  /** Events starting in [from, to), by start time. */
  starting(familyId: string, from: string, to: string, limit: number): Promise<CalendarEvent[]>;
}

/** The tasks the iCalendar feed lists next to the events (given by the tasks module). */
export interface FeedTaskReads {
  dated(familyId: string, limit: number): Promise<Task[]>;
}

/** What the feed reads of the vehicles module: reminders with their next due date. */
export interface FeedReminderReads {
  reminders(familyId: string, today: string): Promise<FeedReminder[]>;
}

/** Open maintenance entries with a date (house maintenance, assets): all-day feed entries. */
export interface FeedScheduleReads {
  feedSchedules(familyId: string, limit: number): Promise<FeedSchedule[]>;
}
