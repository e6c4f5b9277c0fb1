import type { AppModule, Platform } from '../../platform/module.js';
import { VehiclesRepository } from './vehicles.repository.js';
import { vehiclesRoutes } from './vehicles.routes.js';
import { VehiclesService } from './vehicles.service.js';

/** The family's vehicles with their fuel and service logs. */
export function vehiclesModule(platform: Platform): AppModule {
  const { db, events, audit, clock } = platform;
  const service = new VehiclesService(new VehiclesRepository(db), events, audit, clock);
  return { name: 'vehicles', prefix: '/api', routes: vehiclesRoutes(service) };
}
