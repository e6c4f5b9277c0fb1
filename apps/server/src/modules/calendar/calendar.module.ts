import type { AppModule, Platform } from '../../platform/module.js';
import { SOURCE_LIMIT } from '../../platform/notification-source.js';
import { CalendarRepository } from './calendar.repository.js';
import type { CalendarFamilyReads, CalendarReads } from './calendar.read-model.js';
export { davEvent, davTodo, escapeText, fold, utc, type DavObjectOptions } from './ical.js';
import { calendarRoutes } from './calendar.routes.js';
import { CalendarService } from './calendar.service.js';

export type { CalendarFamilyReads, CalendarReads } from './calendar.read-model.js';

export interface CalendarModule extends AppModule {
  /** The calendar's read model, for modules (the dashboard) that show events. */
  reads: CalendarReads;
  /** The screen's own event actions, for the assistant. */
  actions: Pick<CalendarService, 'get' | 'create' | 'update' | 'delete'>;
  /** Events from an imported .ics file, for the calendar-subscriptions module (decision 022). */
  imports: Pick<CalendarService, 'importEvents'>;
}

/**
 * The family calendar and its iCalendar feed, which lists beside the events what the other
 * areas register in `platform.registries.calendarFeed` (tasks, vehicle reminders, maintenance).
 */
export function calendarModule(
  platform: Platform,
  deps: { family: CalendarFamilyReads },
): CalendarModule {
  const { db, events, config, clock, registries } = platform;
  const repo = new CalendarRepository(db);
  const service = new CalendarService(
    repo,
    registries.calendarFeed,
    deps.family,
    events,
    config.baseUrl,
    clock,
  );
  // Today's events in the bell and on the dashboard.
  registries.notifications.add({
    name: 'calendar',
    topics: ['calendar'],
    kinds: ['eventToday'],
    async notifications(familyId, day) {
      const found = await repo.list(familyId, day.dayStart, day.dayEnd, SOURCE_LIMIT);
      return found.map((event) => ({
        kind: 'eventToday' as const,
        sourceId: event.id,
        version: `${day.today}/${event.startTime}`,
        params: { title: event.title, start: event.startTime },
        link: '/app/calendar',
        date: event.startTime,
      }));
    },
  });
  registries.dashboard.add({
    name: 'calendar',
    async load(familyId, day) {
      const [eventsToday, upcomingEvents] = await Promise.all([
        repo.list(familyId, day.dayStart, day.dayEnd, 20),
        repo.starting(familyId, day.now.toISOString(), day.weekEnd, 5),
      ]);
      return { eventsToday, upcomingEvents };
    },
  });
  return {
    name: 'calendar',
    prefix: '/api',
    routes: calendarRoutes(service),
    reads: repo,
    actions: service,
    imports: service,
  };
}
