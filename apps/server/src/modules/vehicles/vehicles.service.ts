import { localDate } from '@usra/domain/common/dates';
import type { LiveTopic } from '@usra/domain/common/live-topics';
import { validationMessages } from '@usra/domain/common/messages';
import {
  compareReminders,
  reminderWhenProblem,
  type CreateReminderData,
  type Reminder,
  type ReminderDoneData,
  type UpdateReminderData,
} from '@usra/domain/vehicles/reminder-schema';
import { fuelEconomy, type FuelEconomy } from '@usra/domain/vehicles/fuel-economy';
import type {
  CreateFuelLogData,
  CreateServiceLogData,
  CreateVehicleData,
  FuelLog,
  ServiceLog,
  UpdateVehicleData,
  Vehicle,
} from '@usra/domain/vehicles/vehicle-schema';
import { isUniqueViolation } from '../../db/dialect.js';
import type { AuditLog } from '../../platform/audit.js';
import { AppError, fieldsError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import type { Actor } from '../../platform/session-guard.js';
import {
  toFuelLog,
  toReminder,
  toServiceLog,
  toVehicle,
  type ReminderRow,
  type VehicleRow,
} from './vehicle-row.js';
import type { VehicleReads, VehicleReminder } from './vehicles.read-model.js';
import type { RemindersRepository } from './reminders.repository.js';
import type { Reading, VehiclesRepository } from './vehicles.repository.js';

export const VEHICLES_TOPIC: LiveTopic = 'vehicles';

const vehicleNotFound = () => new AppError(404, 'NOT_FOUND', 'Vehicle not found');
const logNotFound = () => new AppError(404, 'NOT_FOUND', 'Log entry not found');
const reminderNotFound = () => new AppError(404, 'NOT_FOUND', 'Reminder not found');

export type { VehicleReminder } from './vehicles.read-model.js';
const duplicateVin = () =>
  new AppError(409, 'DUPLICATE_VIN', 'A vehicle with this VIN already exists.', {
    field: 'vin',
  });

/**
 * Where a new reading would make the odometer go backwards: the highest reading on or before
 * its date, the lowest one after it, and (for an entry newer than every other) the vehicle's
 * mileage since it was added. Null when the reading fits.
 */
export function odometerConflict(
  reading: Reading,
  others: readonly Reading[],
  vehicle: { mileage: number; addedOn: string },
): AppError | null {
  const earlier = others
    .filter((r) => r.date <= reading.date)
    .reduce<Reading | null>((max, r) => (!max || r.odometer > max.odometer ? r : max), null);
  if (earlier && reading.odometer < earlier.odometer) {
    return new AppError(
      409,
      'ODOMETER_BACKWARDS',
      `The odometer reading cannot be lower than an earlier reading (${earlier.odometer} km on ${earlier.date}).`,
      { field: 'odometer', odometer: earlier.odometer, date: earlier.date, relation: 'earlier' },
    );
  }
  const later = others
    .filter((r) => r.date > reading.date)
    .reduce<Reading | null>((min, r) => (!min || r.odometer < min.odometer ? r : min), null);
  if (later && reading.odometer > later.odometer) {
    return new AppError(
      409,
      'ODOMETER_BACKWARDS',
      `The odometer reading cannot be higher than a later reading (${later.odometer} km on ${later.date}).`,
      { field: 'odometer', odometer: later.odometer, date: later.date, relation: 'later' },
    );
  }
  if (!later && reading.date >= vehicle.addedOn && reading.odometer < vehicle.mileage) {
    return new AppError(
      409,
      'ODOMETER_BACKWARDS',
      `The odometer reading cannot be lower than the vehicle's mileage (${vehicle.mileage} km).`,
      { field: 'odometer', odometer: vehicle.mileage, date: null, relation: 'mileage' },
    );
  }
  return null;
}

/** A family's vehicles, with fuel and service logs that move the mileage forward. */
export class VehiclesService {
  constructor(
    private readonly repo: VehiclesRepository,
    private readonly reminderRows: RemindersRepository,
    private readonly reads: VehicleReads,
    private readonly events: EventBus,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
    /** FAMILY_MAX_VEHICLES. */
    private readonly maxVehicles = Number.POSITIVE_INFINITY,
  ) {}

  private async changed(actor: Actor, data: Record<string, unknown>) {
    await this.events.publish({ topic: VEHICLES_TOPIC, familyId: actor.familyId, data });
    // The dashboard lists the reminders that fall due, which mileage and logs move.
    await this.events.publish({ topic: 'dashboard', familyId: actor.familyId });
  }

  private async vehicleRow(actor: Actor, id: string): Promise<VehicleRow> {
    const row = await this.repo.find(actor.familyId, id);
    if (!row) throw vehicleNotFound();
    return row;
  }

  async list(actor: Actor): Promise<Vehicle[]> {
    return (await this.repo.list(actor.familyId)).map(toVehicle);
  }

  async get(actor: Actor, id: string): Promise<Vehicle> {
    return toVehicle(await this.vehicleRow(actor, id));
  }

  async create(actor: Actor, input: CreateVehicleData): Promise<Vehicle> {
    if ((await this.repo.count(actor.familyId)) >= this.maxVehicles) {
      throw fieldsError([{ path: 'name', key: 'vehicle.limit' }], 409, 'CONFLICT');
    }
    if (input.vin && (await this.repo.vinHolder(actor.familyId, input.vin))) throw duplicateVin();
    const now = this.clock();
    const id = newId();
    let row: VehicleRow;
    try {
      row = await this.repo.insert(actor.familyId, id, input, actor.id, now);
    } catch (error) {
      // Two adds of one VIN at once: the database's unique rule refused the second.
      if (isUniqueViolation(error)) throw duplicateVin();
      throw error;
    }
    await this.audit.activity(actor.id, 'vehicle_added', { vehicleId: id }, now);
    await this.changed(actor, { id, action: 'created' });
    return toVehicle(row);
  }

  async update(actor: Actor, id: string, input: UpdateVehicleData): Promise<Vehicle> {
    await this.vehicleRow(actor, id);
    if (input.vin && (await this.repo.vinHolder(actor.familyId, input.vin, id))) {
      throw duplicateVin();
    }
    let row: VehicleRow | undefined;
    try {
      row = await this.repo.update(actor.familyId, id, input, this.clock());
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateVin();
      throw error;
    }
    if (!row) throw vehicleNotFound();
    await this.changed(actor, { id, action: 'updated' });
    return toVehicle(row);
  }

  async delete(actor: Actor, id: string): Promise<void> {
    if (!(await this.repo.delete(actor.familyId, id))) throw vehicleNotFound();
    await this.audit.activity(actor.id, 'vehicle_deleted', { vehicleId: id }, this.clock());
    await this.changed(actor, { id, action: 'deleted' });
  }

  async fuelLogs(
    actor: Actor,
    vehicleId: string,
  ): Promise<{ fuelLogs: FuelLog[]; economy: FuelEconomy }> {
    await this.vehicleRow(actor, vehicleId);
    const fuelLogs = (await this.repo.fuelLogs(actor.familyId, vehicleId)).map(toFuelLog);
    return { fuelLogs, economy: fuelEconomy(fuelLogs) };
  }

  async serviceLogs(actor: Actor, vehicleId: string): Promise<ServiceLog[]> {
    await this.vehicleRow(actor, vehicleId);
    return (await this.repo.serviceLogs(actor.familyId, vehicleId)).map(toServiceLog);
  }

  private async checkReading(actor: Actor, vehicle: VehicleRow, reading: Reading) {
    const others = await this.repo.readings(actor.familyId, vehicle.id);
    const addedOn = new Date(vehicle.created_at).toISOString().slice(0, 10);
    const conflict = odometerConflict(reading, others, {
      mileage: Number(vehicle.mileage),
      addedOn,
    });
    if (conflict) throw conflict;
  }

  async addFuelLog(
    actor: Actor,
    vehicleId: string,
    input: CreateFuelLogData,
  ): Promise<{ fuelLog: FuelLog; vehicle: Vehicle }> {
    const written = await this.addLog(actor, vehicleId, input, 'fuel-logged', (now) =>
      this.repo.addFuelLog(actor.familyId, vehicleId, newId(), input, actor.id, now),
    );
    return { fuelLog: toFuelLog(written.log), vehicle: toVehicle(written.vehicle) };
  }

  async addServiceLog(
    actor: Actor,
    vehicleId: string,
    input: CreateServiceLogData,
  ): Promise<{ serviceLog: ServiceLog; vehicle: Vehicle }> {
    const written = await this.addLog(actor, vehicleId, input, 'service-logged', (now) =>
      this.repo.addServiceLog(actor.familyId, vehicleId, newId(), input, actor.id, now),
    );
    return { serviceLog: toServiceLog(written.log), vehicle: toVehicle(written.vehicle) };
  }

  /** A log entry: its reading must fit the others, then it is written and announced. */
  private async addLog<T>(
    actor: Actor,
    vehicleId: string,
    reading: Reading,
    action: string,
    write: (now: Date) => Promise<T>,
  ): Promise<T> {
    const vehicle = await this.vehicleRow(actor, vehicleId);
    await this.checkReading(actor, vehicle, reading);
    const written = await write(this.clock());
    await this.changed(actor, { id: vehicleId, action });
    return written;
  }

  async deleteFuelLog(actor: Actor, vehicleId: string, logId: string): Promise<Vehicle> {
    await this.vehicleRow(actor, vehicleId);
    if (!(await this.repo.deleteFuelLog(actor.familyId, vehicleId, logId))) throw logNotFound();
    await this.changed(actor, { id: vehicleId, action: 'updated' });
    return this.get(actor, vehicleId);
  }

  async deleteServiceLog(actor: Actor, vehicleId: string, logId: string): Promise<Vehicle> {
    await this.vehicleRow(actor, vehicleId);
    const removed = await this.repo.deleteServiceLog(
      actor.familyId,
      vehicleId,
      logId,
      this.clock(),
    );
    if (!removed) throw logNotFound();
    await this.changed(actor, { id: vehicleId, action: 'updated' });
    return this.get(actor, vehicleId);
  }

  private today(timeZone = 'UTC'): string {
    return localDate(this.clock(), timeZone);
  }

  /** The vehicle's reminders, most urgent first, as of today in `timeZone`. */
  async reminders(actor: Actor, vehicleId: string, timeZone: string): Promise<Reminder[]> {
    const vehicle = await this.vehicleRow(actor, vehicleId);
    const today = this.today(timeZone);
    return (await this.reminderRows.reminders(actor.familyId, vehicleId))
      .map((row) => toReminder(row, today, Number(vehicle.mileage)))
      .sort(compareReminders);
  }

  /** Every vehicle's reminders, most urgent first. */
  allReminders(actor: Actor, timeZone: string): Promise<VehicleReminder[]> {
    return this.reads.reminders(actor.familyId, this.today(timeZone));
  }

  private reminderOf(row: ReminderRow, vehicle: VehicleRow): Reminder {
    return toReminder(row, this.today(), Number(vehicle.mileage));
  }

  async addReminder(actor: Actor, vehicleId: string, input: CreateReminderData): Promise<Reminder> {
    const vehicle = await this.vehicleRow(actor, vehicleId);
    const row = await this.reminderRows.addReminder(
      actor.familyId,
      vehicleId,
      newId(),
      input,
      { date: this.today(), odometer: Number(vehicle.mileage) },
      actor.id,
      this.clock(),
    );
    await this.changed(actor, { id: vehicleId, action: 'reminder' });
    return this.reminderOf(row, vehicle);
  }

  async updateReminder(
    actor: Actor,
    vehicleId: string,
    id: string,
    input: UpdateReminderData,
  ): Promise<Reminder> {
    const vehicle = await this.vehicleRow(actor, vehicleId);
    const current = await this.reminderRows.findReminder(actor.familyId, vehicleId, id);
    if (!current) throw reminderNotFound();
    const problem = reminderWhenProblem({
      intervalKm: input.intervalKm !== undefined ? input.intervalKm : current.interval_km,
      intervalMonths:
        input.intervalMonths !== undefined ? input.intervalMonths : current.interval_months,
      dueDate: input.dueDate !== undefined ? input.dueDate : current.due_date,
      dueOdometer: input.dueOdometer !== undefined ? input.dueOdometer : current.due_odometer,
    });
    if (problem) {
      throw new AppError(400, 'VALIDATION_FAILED', validationMessages[problem], {
        fields: [{ path: 'intervalKm', key: problem, message: validationMessages[problem] }],
      });
    }
    const row = await this.reminderRows.updateReminder(actor.familyId, vehicleId, id, input);
    if (!row) throw reminderNotFound();
    await this.changed(actor, { id: vehicleId, action: 'reminder' });
    return this.reminderOf(row, vehicle);
  }

  /**
   * Done: an interval starts again from this date and reading; a one-off reminder (a date or a
   * reading without an interval) is finished and goes (null).
   */
  async reminderDone(
    actor: Actor,
    vehicleId: string,
    id: string,
    input: ReminderDoneData,
  ): Promise<Reminder | null> {
    const vehicle = await this.vehicleRow(actor, vehicleId);
    const current = await this.reminderRows.findReminder(actor.familyId, vehicleId, id);
    if (!current) throw reminderNotFound();
    if (!current.interval_km && !current.interval_months) {
      await this.reminderRows.deleteReminder(actor.familyId, vehicleId, id);
      await this.changed(actor, { id: vehicleId, action: 'reminder' });
      return null;
    }
    const row = await this.reminderRows.reminderDone(actor.familyId, vehicleId, id, {
      date: input.date ?? this.today(),
      odometer: input.odometer ?? Number(vehicle.mileage),
    });
    if (!row) throw reminderNotFound();
    await this.changed(actor, { id: vehicleId, action: 'reminder' });
    return this.reminderOf(row, vehicle);
  }

  async deleteReminder(actor: Actor, vehicleId: string, id: string): Promise<void> {
    await this.vehicleRow(actor, vehicleId);
    if (!(await this.reminderRows.deleteReminder(actor.familyId, vehicleId, id)))
      throw reminderNotFound();
    await this.changed(actor, { id: vehicleId, action: 'reminder' });
  }
}
