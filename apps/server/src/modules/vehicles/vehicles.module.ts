import type { AppModule, Platform } from '../../platform/module.js';
import { createVinDecoder } from '../../platform/vin-decoder.js';
import { VinService } from './vin.service.js';
import { VehiclesRepository } from './vehicles.repository.js';
import { vehiclesRoutes } from './vehicles.routes.js';
import { VehiclesService } from './vehicles.service.js';

/** The family's vehicles with their fuel and service logs, reminders and VIN decoding. */
export function vehiclesModule(platform: Platform): AppModule {
  const { db, events, audit, limiter, config, clock } = platform;
  const service = new VehiclesService(new VehiclesRepository(db), events, audit, clock);
  const vins = new VinService(
    createVinDecoder(config.vinDecoderUrl, clock),
    limiter,
    config.rateLimits.vinDecode,
    clock,
  );
  return { name: 'vehicles', prefix: '/api', routes: vehiclesRoutes(service, vins) };
}
