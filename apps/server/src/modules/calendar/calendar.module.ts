import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EventBus } from '../../platform/events.js';
import { CalendarRepository } from './calendar.repository.js';
import type { CalendarReads, FeedTaskReads } from './calendar.read-model.js';
import { calendarRoutes } from './calendar.routes.js';
import { CalendarService } from './calendar.service.js';

export type { CalendarReads, FeedTaskReads } from './calendar.read-model.js';

export interface CalendarModuleDeps {
  db: Kysely<Database>;
  events: EventBus;
  baseUrl: string;
  tasks: FeedTaskReads;
  clock?: (() => Date) | undefined;
}

/** The calendar's read model, for modules (the dashboard) that show events. */
export const calendarReads = (db: Kysely<Database>): CalendarReads => new CalendarRepository(db);

/** The family calendar and its iCalendar feed. */
export const calendarModule = (deps: CalendarModuleDeps): FastifyPluginAsync =>
  async function module(app) {
    const service = new CalendarService(
      new CalendarRepository(deps.db),
      deps.tasks,
      deps.events,
      deps.baseUrl,
      deps.clock,
    );
    await app.register(calendarRoutes(service));
  };
