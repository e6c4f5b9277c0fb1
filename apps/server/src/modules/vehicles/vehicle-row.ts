import type { Selectable } from 'kysely';
import type { FuelLog, ServiceLog, Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { toIso } from '../../db/dialect.js';
import type {
  VehicleFuelLogsTable,
  VehicleServiceLogsTable,
  VehiclesTable,
} from '../../db/schema.js';

export type VehicleRow = Selectable<VehiclesTable>;
export type FuelLogRow = Selectable<VehicleFuelLogsTable>;
export type ServiceLogRow = Selectable<VehicleServiceLogsTable>;

/** PostgreSQL gives double precision as numbers; SQLite's REAL too: one rounding for both. */
const money = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    name: row.name,
    make: row.make,
    model: row.model,
    year: row.year,
    mileage: Number(row.mileage),
    fuelLevel: Number(row.fuel_level),
    vin: row.vin,
    licensePlate: row.license_plate,
    lastServiceDate: row.last_service_date,
    nextServiceMileage: row.next_service_mileage,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function toFuelLog(row: FuelLogRow): FuelLog {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    date: row.date,
    odometer: Number(row.odometer),
    volume: Number(money(Number(row.volume))),
    cost: money(row.cost === null ? null : Number(row.cost)),
    fullTank: Boolean(row.full_tank),
    station: row.station,
    createdAt: toIso(row.created_at),
  };
}

export function toServiceLog(row: ServiceLogRow): ServiceLog {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    date: row.date,
    odometer: Number(row.odometer),
    serviceType: row.service_type,
    cost: money(row.cost === null ? null : Number(row.cost)),
    notes: row.notes,
    performedBy: row.performed_by,
    createdAt: toIso(row.created_at),
  };
}

/** The vehicle columns a create or an edit writes. */
export const vehicleColumns = {
  name: 'name',
  make: 'make',
  model: 'model',
  year: 'year',
  mileage: 'mileage',
  fuelLevel: 'fuel_level',
  vin: 'vin',
  licensePlate: 'license_plate',
  lastServiceDate: 'last_service_date',
  nextServiceMileage: 'next_service_mileage',
} as const satisfies Partial<Record<keyof Vehicle, keyof VehiclesTable>>;

export type VehicleWrite = { [K in keyof typeof vehicleColumns]: Vehicle[K] };

export function toVehicleColumns(
  write: Partial<VehicleWrite>,
): Partial<Record<keyof VehiclesTable, unknown>> {
  const out: Partial<Record<keyof VehiclesTable, unknown>> = {};
  for (const [key, column] of Object.entries(vehicleColumns) as [
    keyof VehicleWrite,
    keyof VehiclesTable,
  ][]) {
    if (write[key] !== undefined) out[column] = write[key];
  }
  return out;
}
