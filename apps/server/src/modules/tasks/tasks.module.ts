import type { AppModule, Platform } from '../../platform/module.js';
import { ErrandsRepository } from './errands.repository.js';
import { errandsRoutes } from './errands.routes.js';
import { ErrandsService, type FamilyUnits } from './errands.service.js';
import { NearbyRepository } from './nearby.repository.js';
import { NearbyService } from './nearby.service.js';
import { KyselyTaskReads, type TaskReads } from './tasks.read-model.js';
import { TaskStatsRepository } from './task-stats.repository.js';
import { TasksRepository } from './tasks.repository.js';
import { tasksRoutes } from './tasks.routes.js';
import { TasksService } from './tasks.service.js';

export type { FamilyUnits } from './errands.service.js';
export type { NearbyCheck } from './nearby.service.js';
export type { TaskCounts, TaskReads } from './tasks.read-model.js';

export interface TasksModule extends AppModule {
  /** The tasks read model, for modules (calendar feed, dashboard) that show tasks. */
  reads: TaskReads;
  /** The screens' own task actions, for the assistant (same validation, audit, live events). */
  actions: Pick<TasksService, 'get' | 'create' | 'update' | 'setStatus' | 'delete'>;
  /** Location-aware suggestions: where a shared position arrives (the family module). */
  nearby: Pick<NearbyService, 'arrived'>;
}

/** Tasks, with "Plan my errands". */
export function tasksModule(
  platform: Platform,
  /** The family's distance units for "Plan my errands" (from the settings module). */
  deps: { units: FamilyUnits },
): TasksModule {
  const { db, events, audit, geocoder, limiter, config, clock } = platform;
  const errands = new ErrandsService(
    new ErrandsRepository(db),
    deps.units,
    geocoder,
    limiter,
    config.rateLimits.geocodeLookup,
    clock,
  );
  const tasks = new TasksService(
    new TasksRepository(db),
    new TaskStatsRepository(db),
    events,
    audit,
    clock,
  );
  return {
    name: 'tasks',
    prefix: '/api',
    async routes(app) {
      await app.register(errandsRoutes(errands));
      await app.register(tasksRoutes(tasks));
    },
    reads: new KyselyTaskReads(db),
    actions: tasks,
    nearby: new NearbyService(new NearbyRepository(db), events, clock),
  };
}
