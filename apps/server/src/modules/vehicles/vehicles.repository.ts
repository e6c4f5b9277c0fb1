import type { Kysely } from 'kysely';
import type { CreateFuelLogData, CreateServiceLogData } from '@usra/domain/vehicles/vehicle-schema';
import type { Database } from '../../db/schema.js';
import {
  toReminderColumns,
  toVehicleColumns,
  type FuelLogRow,
  type ReminderRow,
  type ReminderWrite,
  type ServiceLogRow,
  type VehicleRow,
  type VehicleWrite,
} from './vehicle-row.js';

/** An odometer reading of a log entry. */
export interface Reading {
  date: string;
  odometer: number;
}

/** A log entry's effect on its vehicle: mileage and last service date move forward only. */
export interface VehicleAdvance {
  mileage: number;
  lastServiceDate?: string;
}

const LOG_TABLES = ['vehicle_fuel_logs', 'vehicle_service_logs'] as const;

/** Vehicles and their logs; every query is filtered by the family. */
export class VehiclesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first (ids are time-ordered). */
  list(familyId: string): Promise<VehicleRow[]> {
    return this.db
      .selectFrom('vehicles')
      .selectAll()
      .where('family_id', '=', familyId)
      .orderBy('id', 'desc')
      .execute();
  }

  find(familyId: string, id: string): Promise<VehicleRow | undefined> {
    return this.db
      .selectFrom('vehicles')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The family's vehicle holding this VIN, other than `exceptId`. */
  async vinHolder(familyId: string, vin: string, exceptId?: string): Promise<string | null> {
    let query = this.db
      .selectFrom('vehicles')
      .select('id')
      .where('family_id', '=', familyId)
      .where('vin', '=', vin);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst())?.id ?? null;
  }

  insert(
    familyId: string,
    id: string,
    write: VehicleWrite,
    createdBy: string,
    now: Date,
  ): Promise<VehicleRow> {
    return this.db
      .insertInto('vehicles')
      .values({
        id,
        family_id: familyId,
        ...(toVehicleColumns(write) as Record<string, never>),
        created_by: createdBy,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(
    familyId: string,
    id: string,
    write: Partial<VehicleWrite>,
    now: Date,
  ): Promise<VehicleRow | undefined> {
    return this.db
      .updateTable('vehicles')
      .set({ ...toVehicleColumns(write), updated_at: now.toISOString() } as never)
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('vehicles')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Newest first. */
  fuelLogs(familyId: string, vehicleId: string): Promise<FuelLogRow[]> {
    return this.db
      .selectFrom('vehicle_fuel_logs')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .orderBy('date', 'desc')
      .orderBy('odometer', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Newest first. */
  serviceLogs(familyId: string, vehicleId: string): Promise<ServiceLogRow[]> {
    return this.db
      .selectFrom('vehicle_service_logs')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .orderBy('date', 'desc')
      .orderBy('odometer', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Every odometer reading of the vehicle's fuel and service logs. */
  async readings(familyId: string, vehicleId: string): Promise<Reading[]> {
    const out: Reading[] = [];
    for (const table of LOG_TABLES) {
      const rows = await this.db
        .selectFrom(table)
        .select(['date', 'odometer'])
        .where('family_id', '=', familyId)
        .where('vehicle_id', '=', vehicleId)
        .execute();
      for (const r of rows) out.push({ date: r.date, odometer: Number(r.odometer) });
    }
    return out;
  }

  /** Moves the vehicle forward to a new reading (never back), in the log's transaction. */
  private async advance(
    db: Kysely<Database>,
    familyId: string,
    vehicleId: string,
    to: VehicleAdvance,
    now: Date,
  ): Promise<VehicleRow> {
    const current = await db
      .selectFrom('vehicles')
      .select(['mileage', 'last_service_date'])
      .where('family_id', '=', familyId)
      .where('id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    const lastService =
      to.lastServiceDate &&
      (!current.last_service_date || to.lastServiceDate > current.last_service_date)
        ? to.lastServiceDate
        : current.last_service_date;
    return db
      .updateTable('vehicles')
      .set({
        mileage: Math.max(Number(current.mileage), to.mileage),
        last_service_date: lastService,
        updated_at: now.toISOString(),
      })
      .where('family_id', '=', familyId)
      .where('id', '=', vehicleId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  addFuelLog(
    familyId: string,
    vehicleId: string,
    id: string,
    data: CreateFuelLogData,
    createdBy: string,
    now: Date,
  ): Promise<{ log: FuelLogRow; vehicle: VehicleRow }> {
    return this.db.transaction().execute(async (tx) => {
      const log = await tx
        .insertInto('vehicle_fuel_logs')
        .values({
          id,
          family_id: familyId,
          vehicle_id: vehicleId,
          date: data.date,
          odometer: data.odometer,
          volume: data.volume,
          cost: data.cost,
          full_tank: Number(data.fullTank),
          station: data.station,
          created_by: createdBy,
          created_at: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const vehicle = await this.advance(tx, familyId, vehicleId, { mileage: data.odometer }, now);
      return { log, vehicle };
    });
  }

  addServiceLog(
    familyId: string,
    vehicleId: string,
    id: string,
    data: CreateServiceLogData,
    createdBy: string,
    now: Date,
  ): Promise<{ log: ServiceLogRow; vehicle: VehicleRow }> {
    return this.db.transaction().execute(async (tx) => {
      const log = await tx
        .insertInto('vehicle_service_logs')
        .values({
          id,
          family_id: familyId,
          vehicle_id: vehicleId,
          date: data.date,
          odometer: data.odometer,
          service_type: data.serviceType,
          cost: data.cost,
          notes: data.notes,
          performed_by: data.performedBy,
          created_by: createdBy,
          created_at: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const vehicle = await this.advance(
        tx,
        familyId,
        vehicleId,
        { mileage: data.odometer, lastServiceDate: data.date },
        now,
      );
      await new VehiclesRepository(tx).refreshReminders(familyId, vehicleId, data.serviceType);
      return { log, vehicle };
    });
  }

  async deleteFuelLog(familyId: string, vehicleId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('vehicle_fuel_logs')
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Deletes a service entry; when it gave the vehicle its last service date, the date falls
   * back to the latest remaining entry (or none).
   */
  deleteServiceLog(familyId: string, vehicleId: string, id: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const removed = await tx
        .deleteFrom('vehicle_service_logs')
        .where('family_id', '=', familyId)
        .where('vehicle_id', '=', vehicleId)
        .where('id', '=', id)
        .returning(['date', 'service_type'])
        .executeTakeFirst();
      if (!removed) return false;
      await new VehiclesRepository(tx).refreshReminders(familyId, vehicleId, removed.service_type);
      const vehicle = await tx
        .selectFrom('vehicles')
        .select('last_service_date')
        .where('family_id', '=', familyId)
        .where('id', '=', vehicleId)
        .executeTakeFirstOrThrow();
      if (vehicle.last_service_date === removed.date) {
        const latest = await tx
          .selectFrom('vehicle_service_logs')
          .select((eb) => eb.fn.max('date').as('date'))
          .where('family_id', '=', familyId)
          .where('vehicle_id', '=', vehicleId)
          .executeTakeFirst();
        await tx
          .updateTable('vehicles')
          .set({ last_service_date: latest?.date ?? null, updated_at: now.toISOString() })
          .where('family_id', '=', familyId)
          .where('id', '=', vehicleId)
          .execute();
      }
      return true;
    });
  }

  /**
   * Reminders tied to a service type count from the latest service of that type in the log
   * (or from when they were made, when there is none).
   */
  async refreshReminders(familyId: string, vehicleId: string, serviceType: string): Promise<void> {
    const latest = await this.db
      .selectFrom('vehicle_service_logs')
      .select(['date', 'odometer'])
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .where('service_type', '=', serviceType as never)
      .orderBy('date', 'desc')
      .orderBy('odometer', 'desc')
      .limit(1)
      .executeTakeFirst();
    await this.db
      .updateTable('vehicle_reminders')
      .set({
        last_done_date: latest?.date ?? null,
        last_done_odometer: latest ? Number(latest.odometer) : null,
      })
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .where('service_type', '=', serviceType as never)
      .execute();
  }

  /** The vehicle's reminders, or with no vehicle every vehicle's of the family. */
  reminders(familyId: string, vehicleId?: string): Promise<ReminderRow[]> {
    let query = this.db
      .selectFrom('vehicle_reminders')
      .selectAll()
      .where('family_id', '=', familyId);
    if (vehicleId) query = query.where('vehicle_id', '=', vehicleId);
    return query.orderBy('id').execute();
  }

  findReminder(familyId: string, vehicleId: string, id: string): Promise<ReminderRow | undefined> {
    return this.db
      .selectFrom('vehicle_reminders')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A new reminder starts from the latest service of its type, when there is one. */
  addReminder(
    familyId: string,
    vehicleId: string,
    id: string,
    write: ReminderWrite,
    start: { date: string; odometer: number },
    createdBy: string,
    now: Date,
  ): Promise<ReminderRow> {
    return this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('vehicle_reminders')
        .values({
          id,
          family_id: familyId,
          vehicle_id: vehicleId,
          ...(toReminderColumns(write) as Record<string, never>),
          start_date: start.date,
          start_odometer: start.odometer,
          created_by: createdBy,
          created_at: now.toISOString(),
        } as never)
        .execute();
      const repo = new VehiclesRepository(tx);
      if (write.serviceType) await repo.refreshReminders(familyId, vehicleId, write.serviceType);
      return (await repo.findReminder(familyId, vehicleId, id))!;
    });
  }

  updateReminder(
    familyId: string,
    vehicleId: string,
    id: string,
    write: Partial<ReminderWrite>,
  ): Promise<ReminderRow | undefined> {
    const columns = toReminderColumns(write);
    // Nothing to change: the reminder as it is (an empty SET is not SQL).
    if (Object.keys(columns).length === 0) return this.findReminder(familyId, vehicleId, id);
    return this.db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('vehicle_reminders')
        .set(columns as never)
        .where('family_id', '=', familyId)
        .where('vehicle_id', '=', vehicleId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!updated || !write.serviceType) return updated;
      const repo = new VehiclesRepository(tx);
      await repo.refreshReminders(familyId, vehicleId, write.serviceType);
      return repo.findReminder(familyId, vehicleId, id);
    });
  }

  /** Marks it done at a date and reading: an interval starts again from there. */
  reminderDone(
    familyId: string,
    vehicleId: string,
    id: string,
    done: { date: string; odometer: number },
  ): Promise<ReminderRow | undefined> {
    return this.db
      .updateTable('vehicle_reminders')
      .set({ last_done_date: done.date, last_done_odometer: done.odometer })
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteReminder(familyId: string, vehicleId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('vehicle_reminders')
      .where('family_id', '=', familyId)
      .where('vehicle_id', '=', vehicleId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
