import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditLog } from '../../platform/audit.js';
import type { EventBus } from '../../platform/events.js';
import type { Geocoder } from '../../platform/geocoding/geocoder.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { ErrandsRepository } from './errands.repository.js';
import { errandsRoutes } from './errands.routes.js';
import { ErrandsService, type FamilyUnits } from './errands.service.js';
import { KyselyTaskReads, type TaskReads } from './tasks.read-model.js';
import { TaskStatsRepository } from './task-stats.repository.js';
import { TasksRepository } from './tasks.repository.js';
import { tasksRoutes } from './tasks.routes.js';
import { TasksService } from './tasks.service.js';

export type { FamilyUnits } from './errands.service.js';
export type { TaskCounts, TaskReads } from './tasks.read-model.js';

export interface TasksModuleDeps {
  db: Kysely<Database>;
  events: EventBus;
  audit: AuditLog;
  /** "Plan my errands" places tasks with the family's addresses, then this geocoder. */
  geocoder: Geocoder;
  limiter: RateLimiter;
  /** The family's distance units for "Plan my errands" (from the settings module). */
  units: FamilyUnits;
  clock?: (() => Date) | undefined;
}

/** The tasks read model, for modules (calendar feed, dashboard) that show tasks. */
export const taskReads = (db: Kysely<Database>): TaskReads => new KyselyTaskReads(db);

/** Tasks, with "Plan my errands". */
export const tasksModule = (deps: TasksModuleDeps): FastifyPluginAsync =>
  async function module(app) {
    const errands = new ErrandsService(
      new ErrandsRepository(deps.db),
      deps.units,
      deps.geocoder,
      deps.limiter,
      deps.clock,
    );
    await app.register(errandsRoutes(errands));
    const tasks = new TasksService(
      new TasksRepository(deps.db),
      new TaskStatsRepository(deps.db),
      deps.events,
      deps.audit,
      deps.clock,
    );
    await app.register(tasksRoutes(tasks));
  };
