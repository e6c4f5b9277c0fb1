import type { Dashboard } from '@usra/domain/dashboard/dashboard-schema';
import type { NotificationSource } from './notification-source.js';

/**
 * The places an area contributes to without the aggregator knowing it (issue 29): each module
 * adds its entries in its own `<area>.module.ts` while `buildApp` builds it, and the aggregator
 * (the notification centre, the dashboard, the calendar feed) reads them when a request comes,
 * so the order modules are built in does not matter. Adding an area touches no aggregator.
 */
export class Registry<T> {
  private readonly entries: T[] = [];

  add(...entries: T[]): void {
    this.entries.push(...entries);
  }

  /** What the modules contributed, in the order they added it. */
  get all(): readonly T[] {
    return this.entries;
  }
}

/** "Today" for the dashboard: the instant, the person's local day and its bounds (ISO). */
export interface DashboardDay {
  now: Date;
  timeZone: string;
  /** YYYY-MM-DD in `timeZone`. */
  today: string;
  dayStart: string;
  dayEnd: string;
  /** Seven days from now (ISO): the week's upcoming events. */
  weekEnd: string;
}

/** The dashboard lists this many of an area's reminders (overdue or due soon). */
export const DASHBOARD_REMINDERS = 5;

/**
 * An area's part of the dashboard's one answer (`DashboardSchema`): the fields it fills.
 * The dashboard asks every tile at once and merges their parts.
 */
export interface DashboardTile {
  readonly name: string;
  load(familyId: string, day: DashboardDay): Promise<Partial<Dashboard>>;
}

/** A timed entry of the family's iCalendar feed (a task at its due time). */
export interface TimedFeedItem {
  /** Stays with the row, so calendars update the entry instead of adding one. */
  uid: string;
  /** Instants (ISO). */
  start: string;
  end: string;
  title: string;
  /** The CATEGORIES value (`TASK,SHOPPING`). */
  category: string;
  /** An RRULE value when the entry repeats. */
  rrule?: string | null;
  description?: string | null;
  location?: string | null;
}

/** An all-day entry of the feed (a reminder or maintenance on its date). */
export interface AllDayFeedItem {
  uid: string;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  notes: string | null;
  category: string;
}

export type CalendarFeedItem =
  ({ allDay?: false } & TimedFeedItem) | ({ allDay: true } & AllDayFeedItem);

/** What the feed asks of an area: its entries as of `now`, at most `limit`. */
export interface FeedWindow {
  now: Date;
  limit: number;
}

/** An area's entries in the family's iCalendar feed, beside the calendar's own events. */
export interface CalendarFeedSource {
  readonly name: string;
  items(familyId: string, window: FeedWindow): Promise<CalendarFeedItem[]>;
}

/** The registries every module may fill (`platform.registries`). */
export interface Registries {
  /** The notification centre's sources (decision 010). */
  notifications: Registry<NotificationSource>;
  /** The dashboard's tiles. */
  dashboard: Registry<DashboardTile>;
  /** The calendar feed's entries besides events. */
  calendarFeed: Registry<CalendarFeedSource>;
}

export function createRegistries(): Registries {
  return {
    notifications: new Registry(),
    dashboard: new Registry(),
    calendarFeed: new Registry(),
  };
}
