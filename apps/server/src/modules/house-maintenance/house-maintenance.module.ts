import type { AppModule, Platform } from '../../platform/module.js';
import { SOURCE_LIMIT } from '../../platform/notification-source.js';
import { DASHBOARD_REMINDERS, type Registries } from '../../platform/registries.js';
import {
  RepositoryHouseMaintenanceReads,
  type HouseMaintenanceReads,
} from './house-maintenance.read-model.js';
import { HouseMaintenanceRepository } from './house-maintenance.repository.js';
import { houseMaintenanceRoutes } from './house-maintenance.routes.js';
import { HouseMaintenanceService } from './house-maintenance.service.js';

export type {
  HouseMaintenanceReads,
  MaintenanceFeedEntry,
} from './house-maintenance.read-model.js';

export interface HouseMaintenanceModule extends AppModule {
  /** Due entries for the dashboard, open entries for the calendar feed. */
  reads: HouseMaintenanceReads;
}

/** House maintenance items, their schedules (one open entry each) and history. */
export function houseMaintenanceModule(platform: Platform): HouseMaintenanceModule {
  const { db, events, audit, clock, registries } = platform;
  const repo = new HouseMaintenanceRepository(db);
  const service = new HouseMaintenanceService(repo, events, audit, clock);
  const reads = new RepositoryHouseMaintenanceReads(repo);
  contribute(registries, reads);
  return {
    name: 'house-maintenance',
    prefix: '/api',
    routes: houseMaintenanceRoutes(service),
    reads,
  };
}

/** Entries overdue or due soon in the bell and on the dashboard; open entries in the feed. */
function contribute(registries: Registries, reads: HouseMaintenanceReads): void {
  registries.notifications.add({
    name: 'house-maintenance',
    topics: ['house-maintenance'],
    kinds: ['maintenanceOverdue', 'maintenanceDue'],
    async notifications(familyId, day) {
      const due = await reads.due(familyId, day.today, SOURCE_LIMIT);
      return due.map((entry) => ({
        kind: entry.overdue ? ('maintenanceOverdue' as const) : ('maintenanceDue' as const),
        sourceId: entry.id,
        version: entry.scheduledDate,
        params: { name: entry.itemName, date: entry.scheduledDate },
        link: `/app/house-maintenance?filter=${entry.overdue ? 'overdue' : 'upcoming'}`,
        date: entry.scheduledDate,
      }));
    },
  });
  registries.dashboard.add({
    name: 'house-maintenance',
    async load(familyId, day) {
      return { maintenanceDue: await reads.due(familyId, day.today, DASHBOARD_REMINDERS) };
    },
  });
  registries.calendarFeed.add({
    name: 'house-maintenance',
    async items(familyId, { limit }) {
      const entries = await reads.feedSchedules(familyId, limit);
      return entries.map((entry) => ({ allDay: true as const, ...entry }));
    },
  });
}
