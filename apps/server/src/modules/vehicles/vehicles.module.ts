import type { AppModule, Platform } from '../../platform/module.js';
import { createVinDecoder } from '../../platform/vin-decoder.js';
import { VinService } from './vin.service.js';
import { RemindersRepository } from './reminders.repository.js';
import { RepositoryVehicleReads, type VehicleReads } from './vehicles.read-model.js';
import { VehiclesRepository } from './vehicles.repository.js';
import { vehiclesRoutes } from './vehicles.routes.js';
import { VehiclesService } from './vehicles.service.js';

export type { VehicleReads, VehicleReminder } from './vehicles.read-model.js';

export interface VehiclesModule extends AppModule {
  /** The family's vehicles and their logs, for OBD health and predictions. */
  reads: VehicleReads;
}

/** The family's vehicles with their fuel and service logs, reminders and VIN decoding. */
export function vehiclesModule(platform: Platform): VehiclesModule {
  const { db, events, audit, limiter, config, clock, outbound } = platform;
  const repo = new VehiclesRepository(db);
  const reminders = new RemindersRepository(db);
  const reads = new RepositoryVehicleReads(repo, reminders);
  const service = new VehiclesService(
    repo,
    reminders,
    reads,
    events,
    audit,
    clock,
    config.familyLimits.vehicles,
  );
  const vins = new VinService(
    createVinDecoder(config.vinDecoderUrl, outbound, clock),
    limiter,
    config.rateLimits.vinDecode,
    clock,
  );
  return {
    name: 'vehicles',
    prefix: '/api',
    routes: vehiclesRoutes(service, vins),
    reads,
  };
}
