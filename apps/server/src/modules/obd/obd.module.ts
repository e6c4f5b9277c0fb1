import type { AppModule, Platform } from '../../platform/module.js';
import type { VehicleReads } from '../vehicles/vehicles.module.js';
import { ObdRepository } from './obd.repository.js';
import { obdRoutes } from './obd.routes.js';
import { ObdService } from './obd.service.js';
import { RepositoryObdReads, type ObdReads } from './obd.read-model.js';

export type { ObdReads, OpenHealthAlert } from './obd.read-model.js';

export interface ObdModule extends AppModule {
  /** Unresolved health alerts, for the notification centre. */
  reads: ObdReads;
}

/** OBD-II adapters, their readings, the health score, alerts and predicted maintenance. */
export function obdModule(platform: Platform, deps: { vehicles: VehicleReads }): ObdModule {
  const { db, events, limiter, config, clock } = platform;
  const repo = new ObdRepository(db);
  const service = new ObdService(
    repo,
    deps.vehicles,
    events,
    limiter,
    config.rateLimits.obdIngest,
    clock,
    {
      devices: config.familyLimits.obdDevices,
      readingsPerVehiclePerDay: config.familyLimits.obdReadingsPerVehiclePerDay,
    },
  );
  return {
    name: 'obd',
    prefix: '/api',
    routes: obdRoutes(service),
    reads: new RepositoryObdReads(repo),
  };
}
