import type { AppModule, Platform } from '../../platform/module.js';
import type { VehicleReads } from '../vehicles/vehicles.module.js';
import { ObdRepository } from './obd.repository.js';
import { obdRoutes } from './obd.routes.js';
import { ObdService } from './obd.service.js';

/** OBD-II adapters, their readings, the health score, alerts and predicted maintenance. */
export function obdModule(platform: Platform, deps: { vehicles: VehicleReads }): AppModule {
  const { db, events, limiter, config, clock } = platform;
  const service = new ObdService(
    new ObdRepository(db),
    deps.vehicles,
    events,
    limiter,
    config.rateLimits.obdIngest,
    clock,
  );
  return { name: 'obd', prefix: '/api', routes: obdRoutes(service) };
}
