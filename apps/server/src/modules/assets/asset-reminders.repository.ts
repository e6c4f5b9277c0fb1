import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ReminderRow } from './asset-row.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewReminder {
  id: string;
  kind: 'custom' | 'warranty';
  title: string;
  triggerDate: string;
  notes: string | null;
}

/** The assets' smart reminders (custom ones and the server-kept warranty reminder). */
export class AssetRemindersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private remindersQuery(db: Db, familyId: string) {
    return db
      .selectFrom('smart_reminders as r')
      .innerJoin('family_assets as a', 'a.id', 'r.asset_id')
      .selectAll('r')
      .select('a.name as asset_name')
      .where('r.family_id', '=', familyId);
  }

  /** Active reminders, soonest first. */
  activeReminders(familyId: string): Promise<ReminderRow[]> {
    return this.remindersQuery(this.db, familyId)
      .where('r.is_active', '=', 1 as never)
      .orderBy('r.trigger_date')
      .orderBy('r.id')
      .execute();
  }

  /** Active, not sent, due on or before `until`, soonest first. */
  dueReminders(familyId: string, until: string, limit: number): Promise<ReminderRow[]> {
    return this.remindersQuery(this.db, familyId)
      .where('r.is_active', '=', 1 as never)
      .where('r.is_sent', '=', 0 as never)
      .where('r.trigger_date', '<=', until)
      .orderBy('r.trigger_date')
      .orderBy('r.id')
      .limit(limit)
      .execute();
  }

  /** An asset's reminders, soonest first. */
  assetReminders(familyId: string, assetId: string): Promise<ReminderRow[]> {
    return this.remindersQuery(this.db, familyId)
      .where('r.asset_id', '=', assetId)
      .orderBy('r.trigger_date')
      .execute();
  }

  findReminder(familyId: string, id: string, db: Db = this.db): Promise<ReminderRow | undefined> {
    return this.remindersQuery(db, familyId).where('r.id', '=', id).executeTakeFirst();
  }

  async insertReminder(
    familyId: string,
    assetId: string,
    r: NewReminder,
    createdBy: string,
    now: Date,
    db: Db = this.db,
  ): Promise<void> {
    await db
      .insertInto('smart_reminders')
      .values({
        id: r.id,
        family_id: familyId,
        asset_id: assetId,
        kind: r.kind,
        title: r.title,
        trigger_date: r.triggerDate,
        is_active: 1,
        is_sent: 0,
        notes: r.notes,
        created_by: createdBy,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
  }

  async updateReminder(
    familyId: string,
    id: string,
    patch: Partial<{
      title: string;
      trigger_date: string;
      is_active: number;
      is_sent: number;
      notes: string | null;
    }>,
    now: Date,
  ): Promise<ReminderRow | undefined> {
    const result = await this.db
      .updateTable('smart_reminders')
      .set({ ...patch, updated_at: now.toISOString() })
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    return this.findReminder(familyId, id);
  }

  async deleteReminder(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('smart_reminders')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
