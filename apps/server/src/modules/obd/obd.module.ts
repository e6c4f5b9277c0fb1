import type { AppModule, Platform } from '../../platform/module.js';
import { SOURCE_LIMIT, type NotificationCandidate } from '../../platform/notification-source.js';
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
  const { db, events, limiter, config, clock, registries } = platform;
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
  const reads = new RepositoryObdReads(repo, deps.vehicles);
  registries.notifications.add({
    name: 'vehicle-health',
    topics: ['vehicles'],
    kinds: ['vehicleHealthAlert', 'vehicleBatteryLow'],
    async notifications(familyId) {
      const alerts = await reads.openAlerts(familyId, SOURCE_LIMIT);
      return alerts.map((alert): NotificationCandidate => ({
        kind:
          alert.type === 'low_voltage'
            ? ('vehicleBatteryLow' as const)
            : ('vehicleHealthAlert' as const),
        sourceId: alert.id,
        version: alert.createdAt,
        params:
          alert.type === 'low_voltage'
            ? { vehicleName: alert.vehicleName, voltage: alert.voltage ?? 0 }
            : {
                vehicleName: alert.vehicleName,
                code: alert.diagnosticCode ?? '',
                severity: alert.severity,
              },
        link: '/app/vehicles',
        date: alert.createdAt,
      }));
    },
  });
  return {
    name: 'obd',
    prefix: '/api',
    routes: obdRoutes(service),
    reads,
  };
}
