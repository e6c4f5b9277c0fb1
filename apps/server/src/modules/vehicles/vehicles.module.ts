import type { AppModule, Platform } from '../../platform/module.js';
import { SOURCE_LIMIT } from '../../platform/notification-source.js';
import { DASHBOARD_REMINDERS, type Registries } from '../../platform/registries.js';
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
  const { db, events, audit, limiter, config, clock, outbound, registries } = platform;
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
  contribute(registries, reads);
  return {
    name: 'vehicles',
    prefix: '/api',
    routes: vehiclesRoutes(service, vins),
    reads,
  };
}

/** Reminders overdue or due soon in the bell and on the dashboard; dated ones in the feed. */
function contribute(registries: Registries, reads: VehicleReads): void {
  const pressing = async (familyId: string, today: string) =>
    (await reads.reminders(familyId, today)).filter((r) => r.status.urgency !== 'upcoming');
  registries.notifications.add({
    name: 'vehicle-reminders',
    topics: ['vehicles'],
    kinds: ['vehicleReminderOverdue', 'vehicleReminderDue'],
    async notifications(familyId, day) {
      return (await pressing(familyId, day.today)).slice(0, SOURCE_LIMIT).map((r) => {
        const { nextDueDate, nextDueOdometer, urgency } = r.status;
        return {
          kind:
            urgency === 'overdue'
              ? ('vehicleReminderOverdue' as const)
              : ('vehicleReminderDue' as const),
          sourceId: r.id,
          version: `${nextDueDate ?? ''}/${nextDueOdometer ?? ''}`,
          params: {
            title: r.title,
            vehicleName: r.vehicleName,
            ...(nextDueDate ? { date: nextDueDate } : {}),
            ...(nextDueOdometer !== null ? { odometer: nextDueOdometer } : {}),
          },
          link: '/app/vehicles',
          date: nextDueDate ?? day.today,
        };
      });
    },
  });
  registries.dashboard.add({
    name: 'vehicles',
    async load(familyId, day) {
      const reminders = await pressing(familyId, day.today);
      return { vehicleReminders: reminders.slice(0, DASHBOARD_REMINDERS) };
    },
  });
  registries.calendarFeed.add({
    name: 'vehicle-reminders',
    async items(familyId, { now }) {
      const reminders = await reads.reminders(familyId, now.toISOString().slice(0, 10));
      return reminders.flatMap((reminder) => {
        const due = reminder.status.nextDueDate;
        if (!due) return [];
        return [
          {
            allDay: true as const,
            // The due date moves when the reminder is done: the UID stays, so calendars move it.
            uid: `vehicle-reminder-${reminder.id}`,
            title: `${reminder.title} · ${reminder.vehicleName}`,
            date: due,
            notes: reminder.notes,
            category: 'VEHICLE',
          },
        ];
      });
    },
  });
}
