import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toReminderColumns, type ReminderRow, type ReminderWrite } from './vehicle-row.js';
import { VehiclesRepository } from './vehicles.repository.js';

/** A family's vehicle reminders; every query filtered by the family and the vehicle. */
export class RemindersRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
      const reminders = new RemindersRepository(tx);
      if (write.serviceType) await repo.refreshReminders(familyId, vehicleId, write.serviceType);
      return (await reminders.findReminder(familyId, vehicleId, id))!;
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
      const reminders = new RemindersRepository(tx);
      await repo.refreshReminders(familyId, vehicleId, write.serviceType);
      return reminders.findReminder(familyId, vehicleId, id);
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
