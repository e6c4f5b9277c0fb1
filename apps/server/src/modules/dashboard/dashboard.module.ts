import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DashboardRepository } from './dashboard.repository.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { DashboardService, type DashboardReads } from './dashboard.service.js';

export interface DashboardModuleDeps extends DashboardReads {
  db: Kysely<Database>;
  clock?: (() => Date) | undefined;
}

/** The home screen: today's tasks and events, read through the tasks and calendar modules. */
export const dashboardModule = (deps: DashboardModuleDeps): FastifyPluginAsync =>
  async function module(app) {
    const reads = { tasks: deps.tasks, calendar: deps.calendar };
    await app.register(
      dashboardRoutes(new DashboardService(new DashboardRepository(deps.db), reads, deps.clock)),
    );
  };
