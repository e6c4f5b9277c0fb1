import type { AppModule, Platform } from '../../platform/module.js';
import { CalendarRepository } from './calendar.repository.js';
import type {
  CalendarReads,
  FeedReminderReads,
  FeedScheduleReads,
  FeedTaskReads,
} from './calendar.read-model.js';
import { calendarRoutes } from './calendar.routes.js';
import { CalendarService } from './calendar.service.js';

export type {
  CalendarReads,
  FeedReminderReads,
  FeedScheduleReads,
  FeedTaskReads,
} from './calendar.read-model.js';

export interface CalendarModule extends AppModule {
  /** The calendar's read model, for modules (the dashboard) that show events. */
  reads: CalendarReads;
  /** The screen's own event actions, for the assistant. */
  actions: Pick<CalendarService, 'get' | 'create' | 'update' | 'delete'>;
}

/** The family calendar and its iCalendar feed (which lists the family's tasks too). */
export function calendarModule(
  platform: Platform,
  deps: { tasks: FeedTaskReads; reminders: FeedReminderReads; schedules?: FeedScheduleReads[] },
): CalendarModule {
  const { db, events, config, clock } = platform;
  const repo = new CalendarRepository(db);
  const service = new CalendarService(
    repo,
    deps.tasks,
    deps.reminders,
    deps.schedules ?? [],
    events,
    config.baseUrl,
    clock,
  );
  return {
    name: 'calendar',
    prefix: '/api',
    routes: calendarRoutes(service),
    reads: repo,
    actions: service,
  };
}
