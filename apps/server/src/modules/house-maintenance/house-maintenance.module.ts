import type { AppModule, Platform } from '../../platform/module.js';
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
  const { db, events, audit, clock } = platform;
  const repo = new HouseMaintenanceRepository(db);
  const service = new HouseMaintenanceService(repo, events, audit, clock);
  return {
    name: 'house-maintenance',
    prefix: '/api',
    routes: houseMaintenanceRoutes(service),
    reads: new RepositoryHouseMaintenanceReads(repo),
  };
}
