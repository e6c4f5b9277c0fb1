import type { Selectable } from 'kysely';
import { reminderStatus, type Reminder } from '@usra/domain/vehicles/reminder-schema';
import type { FuelLog, ServiceLog, Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { toIso } from '../../db/dialect.js';
import type {
  VehicleFuelLogsTable,
  VehicleRemindersTable,
  VehicleServiceLogsTable,
  VehiclesTable,
} from '../../db/schema.js';

export type VehicleRow = Selectable<VehiclesTable>;
export type FuelLogRow = Selectable<VehicleFuelLogsTable>;
export type ServiceLogRow = Selectable<VehicleServiceLogsTable>;
export type ReminderRow = Selectable<VehicleRemindersTable>;

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

/** The given fields of a write as the columns `map` names (absent fields are left out). */
function columnsOf<W extends object, C extends string>(
  write: Partial<W>,
  map: Record<keyof W, C>,
): Partial<Record<C, unknown>> {
  const out: Partial<Record<C, unknown>> = {};
  for (const key of Object.keys(map) as (keyof W)[]) {
    if (write[key] !== undefined) out[map[key]] = write[key];
  }
  return out;
}

export const toVehicleColumns = (write: Partial<VehicleWrite>) =>
  columnsOf<VehicleWrite, keyof VehiclesTable>(write, vehicleColumns);

const intOrNull = (value: number | null) => (value === null ? null : Number(value));

/** A reminder with its status on `today` at the vehicle's `mileage`. */
export function toReminder(row: ReminderRow, today: string, mileage: number): Reminder {
  const state = {
    intervalKm: intOrNull(row.interval_km),
    intervalMonths: intOrNull(row.interval_months),
    dueDate: row.due_date,
    dueOdometer: intOrNull(row.due_odometer),
    lastDoneDate: row.last_done_date,
    lastDoneOdometer: intOrNull(row.last_done_odometer),
    startDate: row.start_date,
    startOdometer: Number(row.start_odometer),
  };
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    title: row.title,
    serviceType: row.service_type,
    intervalKm: state.intervalKm,
    intervalMonths: state.intervalMonths,
    dueDate: state.dueDate,
    dueOdometer: state.dueOdometer,
    notes: row.notes,
    lastDoneDate: state.lastDoneDate,
    lastDoneOdometer: state.lastDoneOdometer,
    status: reminderStatus(state, today, mileage),
    createdAt: toIso(row.created_at),
  };
}

/** The reminder columns a create or an edit writes. */
export const reminderColumns = {
  title: 'title',
  serviceType: 'service_type',
  intervalKm: 'interval_km',
  intervalMonths: 'interval_months',
  dueDate: 'due_date',
  dueOdometer: 'due_odometer',
  notes: 'notes',
} as const satisfies Partial<Record<keyof Reminder, keyof VehicleRemindersTable>>;

export type ReminderWrite = { [K in keyof typeof reminderColumns]: Reminder[K] };

export const toReminderColumns = (write: Partial<ReminderWrite>) =>
  columnsOf<ReminderWrite, keyof VehicleRemindersTable>(write, reminderColumns);
