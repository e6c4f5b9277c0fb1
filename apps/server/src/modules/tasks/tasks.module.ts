import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditLog } from '../../platform/audit.js';
import type { EventBus } from '../../platform/events.js';
import type { Geocoder } from '../../platform/geocoding/geocoder.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { CalendarRepository } from '../calendar/calendar.repository.js';
import { calendarRoutes } from '../calendar/calendar.routes.js';
import { CalendarService } from '../calendar/calendar.service.js';
import { dashboardRoutes } from '../dashboard/dashboard.routes.js';
import { DashboardService } from '../dashboard/dashboard.service.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import { ErrandsRepository } from './errands.repository.js';
import { errandsRoutes } from './errands.routes.js';
import { ErrandsService } from './errands.service.js';
import { TasksRepository } from './tasks.repository.js';
import { tasksRoutes } from './tasks.routes.js';
import { TasksService } from './tasks.service.js';

export interface TasksModuleDeps {
  db: Kysely<Database>;
  events: EventBus;
  audit: AuditLog;
  baseUrl: string;
  /** "Plan my errands" places tasks with the family's addresses, then this geocoder. */
  geocoder: Geocoder;
  limiter: RateLimiter;
  clock?: (() => Date) | undefined;
}

/** Tasks (with "Plan my errands"), the family calendar (with its iCalendar feed) and the dashboard that reads both. */
export const tasksModule = (deps: TasksModuleDeps): FastifyPluginAsync =>
  async function module(app) {
    const tasks = new TasksRepository(deps.db);
    const calendar = new CalendarRepository(deps.db);
    await app.register(
      errandsRoutes(
        new ErrandsService(
          new ErrandsRepository(deps.db),
          new SettingsRepository(deps.db),
          deps.geocoder,
          deps.limiter,
          deps.clock,
        ),
      ),
    );
    await app.register(tasksRoutes(new TasksService(tasks, deps.events, deps.audit, deps.clock)));
    await app.register(
      calendarRoutes(new CalendarService(calendar, tasks, deps.events, deps.baseUrl, deps.clock)),
    );
    await app.register(dashboardRoutes(new DashboardService(deps.db, tasks, calendar, deps.clock)));
  };
