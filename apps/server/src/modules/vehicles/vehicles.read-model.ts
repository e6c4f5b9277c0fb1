import type {
  ServiceInterval,
  ServiceRecord,
  OdometerPoint,
} from '@usra/domain/vehicles/prediction';
import { compareReminders, type Reminder } from '@usra/domain/vehicles/reminder-schema';
import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { toReminder, toVehicle } from './vehicle-row.js';
import type { RemindersRepository } from './reminders.repository.js';
import type { VehiclesRepository } from './vehicles.repository.js';

/** A reminder with the name of its vehicle (lists across vehicles). */
export interface VehicleReminder extends Reminder {
  vehicleName: string;
}

/** What other areas (OBD health, predictions, later the dashboard) read of a family's vehicles. */
export interface VehicleReads {
  /** The family's vehicles, id and name (the assistant finds the one a sentence names). */
  list(familyId: string): Promise<{ id: string; name: string }[]>;
  /** The family's vehicle, or null (a foreign or missing id). */
  vehicle(familyId: string, vehicleId: string): Promise<Vehicle | null>;
  /** The vehicle's service log as prediction input, oldest first. */
  services(familyId: string, vehicleId: string): Promise<ServiceRecord[]>;
  /** Every dated odometer reading of its logs. */
  odometer(familyId: string, vehicleId: string): Promise<OdometerPoint[]>;
  /** Intervals the family set as reminders tied to a service type. */
  intervals(familyId: string, vehicleId: string): Promise<ServiceInterval[]>;
  /** Every vehicle's reminders as of `today` (YYYY-MM-DD), most urgent first. */
  reminders(familyId: string, today: string): Promise<VehicleReminder[]>;
  /** The names of those of `ids` that are the family's vehicles (documents' links). */
  names(familyId: string, ids: readonly string[]): Promise<Map<string, string>>;
}

export class RepositoryVehicleReads implements VehicleReads {
  constructor(
    private readonly repo: VehiclesRepository,
    private readonly reminderRows: RemindersRepository,
  ) {}

  async names(familyId: string, ids: readonly string[]): Promise<Map<string, string>> {
    return new Map((await this.repo.names(familyId, ids)).map((r) => [r.id, r.name]));
  }

  async list(familyId: string): Promise<{ id: string; name: string }[]> {
    return (await this.repo.list(familyId)).map((v) => ({ id: v.id, name: v.name }));
  }

  async vehicle(familyId: string, vehicleId: string): Promise<Vehicle | null> {
    const row = await this.repo.find(familyId, vehicleId);
    return row ? toVehicle(row) : null;
  }

  async services(familyId: string, vehicleId: string): Promise<ServiceRecord[]> {
    return (await this.repo.serviceLogs(familyId, vehicleId))
      .map((log) => ({ date: log.date, odometerKm: Number(log.odometer), type: log.service_type }))
      .reverse();
  }

  async odometer(familyId: string, vehicleId: string): Promise<OdometerPoint[]> {
    return (await this.repo.readings(familyId, vehicleId))
      .map((r) => ({ date: r.date, odometerKm: r.odometer }))
      .sort((a, b) => a.date.localeCompare(b.date));
  }

  async intervals(familyId: string, vehicleId: string): Promise<ServiceInterval[]> {
    return (await this.reminderRows.reminders(familyId, vehicleId))
      .filter((r) => r.service_type && (r.interval_km || r.interval_months))
      .map((r) => ({
        type: r.service_type!,
        everyKm: r.interval_km === null ? null : Number(r.interval_km),
        everyMonths: r.interval_months === null ? null : Number(r.interval_months),
      }));
  }

  async reminders(familyId: string, today: string): Promise<VehicleReminder[]> {
    const vehicles = new Map((await this.repo.list(familyId)).map((v) => [v.id, v]));
    return (await this.reminderRows.reminders(familyId))
      .map((row) => {
        const vehicle = vehicles.get(row.vehicle_id)!;
        return { ...toReminder(row, today, Number(vehicle.mileage)), vehicleName: vehicle.name };
      })
      .sort(compareReminders);
  }
}
