import type { AppModule, Platform } from '../../platform/module.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { DashboardService } from './dashboard.service.js';

/**
 * The home screen: one answer made of the tiles the other areas register in
 * `platform.registries.dashboard` (today's tasks and events, reminders, members…).
 */
export function dashboardModule(platform: Platform): AppModule {
  const service = new DashboardService(platform.registries.dashboard, platform.clock);
  return { name: 'dashboard', prefix: '/api', routes: dashboardRoutes(service) };
}
