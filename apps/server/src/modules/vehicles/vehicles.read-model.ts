import type {
  ServiceInterval,
  ServiceRecord,
  OdometerPoint,
} from '@usra/domain/vehicles/prediction';
import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { toVehicle } from './vehicle-row.js';
import type { VehiclesRepository } from './vehicles.repository.js';

/** What other areas (OBD health, predictions, later the dashboard) read of a family's vehicles. */
export interface VehicleReads {
  /** The family's vehicle, or null (a foreign or missing id). */
  vehicle(familyId: string, vehicleId: string): Promise<Vehicle | null>;
  /** The vehicle's service log as prediction input, oldest first. */
  services(familyId: string, vehicleId: string): Promise<ServiceRecord[]>;
  /** Every dated odometer reading of its logs. */
  odometer(familyId: string, vehicleId: string): Promise<OdometerPoint[]>;
  /** Intervals the family set as reminders tied to a service type. */
  intervals(familyId: string, vehicleId: string): Promise<ServiceInterval[]>;
}

export class RepositoryVehicleReads implements VehicleReads {
  constructor(private readonly repo: VehiclesRepository) {}

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
    return (await this.repo.reminders(familyId, vehicleId))
      .filter((r) => r.service_type && (r.interval_km || r.interval_months))
      .map((r) => ({
        type: r.service_type!,
        everyKm: r.interval_km === null ? null : Number(r.interval_km),
        everyMonths: r.interval_months === null ? null : Number(r.interval_months),
      }));
  }
}
