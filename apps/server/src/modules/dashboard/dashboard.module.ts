import type { AppModule, Platform } from '../../platform/module.js';
import { DashboardRepository } from './dashboard.repository.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { DashboardService, type DashboardReads } from './dashboard.service.js';

/** The home screen: today's tasks and events, read through the tasks and calendar modules. */
export function dashboardModule(platform: Platform, reads: DashboardReads): AppModule {
  const service = new DashboardService(new DashboardRepository(platform.db), reads, platform.clock);
  return { name: 'dashboard', prefix: '/api', routes: dashboardRoutes(service) };
}
