import type { Kysely } from 'kysely';
import type { CreateFuelLogData, CreateServiceLogData } from '@usra/domain/vehicles/vehicle-schema';
import type { Database } from '../../db/schema.js';
import {
  toVehicleColumns,
  type FuelLogRow,
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
  async count(familyId: string): Promise<number> {
    const row = await this.db
      .selectFrom('vehicles')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('family_id', '=', familyId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  list(familyId: string): Promise<VehicleRow[]> {
    return this.db
      .selectFrom('vehicles')
      .selectAll()
      .where('family_id', '=', familyId)
      .orderBy('id', 'desc')
      .execute();
  }

  names(familyId: string, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('vehicles')
      .select(['id', 'name'])
      .where('family_id', '=', familyId)
      .where('id', 'in', ids)
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
}
