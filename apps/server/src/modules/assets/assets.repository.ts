import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  toAssetColumns,
  type AssetRow,
  type AssetScheduleRow,
  type AssetWrite,
  type ExpenseRow,
  type ReminderRow,
} from './asset-row.js';

type Db = Kysely<Database> | Transaction<Database>;

const OPEN = ['scheduled', 'in_progress'] as const;

/** The server-kept warranty reminder of an asset: where it goes, or null to remove it. */
export interface WarrantyReminder {
  id: string;
  title: string;
  triggerDate: string;
}

export interface NewAssetSchedule {
  id: string;
  title: string;
  scheduledDate: string;
  frequencyMonths: number | null;
  notes: string | null;
}

export interface NewExpense {
  id: string;
  scheduleId?: string | null;
  expenseDate: string;
  amount: number;
  kind: string;
  description: string | null;
}

export interface NewReminder {
  id: string;
  kind: 'custom' | 'warranty';
  title: string;
  triggerDate: string;
  notes: string | null;
}

export interface ScheduleCompletion {
  today: string;
  notes: string | null;
  expense: NewExpense | null;
  next: NewAssetSchedule | null;
}

/** Assets with their schedules, expenses and smart reminders; every query names the family. */
export class AssetsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first (ids are time-ordered). */
  listAssets(familyId: string): Promise<AssetRow[]> {
    return this.db
      .selectFrom('family_assets')
      .selectAll()
      .where('family_id', '=', familyId)
      .orderBy('id', 'desc')
      .execute();
  }

  assetNames(familyId: string, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('family_assets')
      .select(['id', 'name'])
      .where('family_id', '=', familyId)
      .where('id', 'in', ids)
      .execute();
  }

  findAsset(familyId: string, id: string, db: Db = this.db): Promise<AssetRow | undefined> {
    return db
      .selectFrom('family_assets')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The sum of each asset's expenses (assets without any are absent). */
  async expenseTotals(familyId: string, assetId?: string): Promise<Map<string, number>> {
    let query = this.db
      .selectFrom('asset_expenses')
      .select((eb) => ['asset_id', eb.fn.sum<number | string>('amount').as('total')])
      .where('family_id', '=', familyId)
      .groupBy('asset_id');
    if (assetId) query = query.where('asset_id', '=', assetId);
    const rows = await query.execute();
    return new Map(rows.map((r) => [r.asset_id, Number(r.total)]));
  }

  /** The sum of the family's expenses dated in [from, to]. */
  async expensesBetween(familyId: string, from: string, to: string): Promise<number> {
    const row = await this.db
      .selectFrom('asset_expenses')
      .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
      .where('family_id', '=', familyId)
      .where('expense_date', '>=', from)
      .where('expense_date', '<=', to)
      .executeTakeFirstOrThrow();
    return Math.round(Number(row.total ?? 0) * 100) / 100;
  }

  insertAsset(
    familyId: string,
    id: string,
    write: AssetWrite,
    warranty: WarrantyReminder | null,
    createdBy: string,
    now: Date,
  ): Promise<AssetRow> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('family_assets')
        .values({
          id,
          family_id: familyId,
          ...(toAssetColumns(write) as Record<string, never>),
          created_by: createdBy,
          created_at: at,
          updated_at: at,
        } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (warranty) {
        await this.insertReminder(
          familyId,
          id,
          { ...warranty, kind: 'warranty', notes: null },
          createdBy,
          now,
          tx,
        );
      }
      return row;
    });
  }

  /**
   * An edit; `warranty` undefined leaves the warranty reminder alone, null removes it, a value
   * moves it there (or adds it), all in one transaction.
   */
  updateAsset(
    familyId: string,
    id: string,
    write: Partial<AssetWrite>,
    warranty: WarrantyReminder | null | undefined,
    createdBy: string,
    now: Date,
  ): Promise<AssetRow | undefined> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('family_assets')
        .set({ ...(toAssetColumns(write) as Record<string, never>), updated_at: at })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row || warranty === undefined) return row;
      const kept = tx
        .updateTable('smart_reminders')
        .where('family_id', '=', familyId)
        .where('asset_id', '=', id)
        .where('kind', '=', 'warranty');
      if (warranty === null) {
        await tx
          .deleteFrom('smart_reminders')
          .where('family_id', '=', familyId)
          .where('asset_id', '=', id)
          .where('kind', '=', 'warranty')
          .execute();
        return row;
      }
      const moved = await kept
        .set({ trigger_date: warranty.triggerDate, is_sent: 0, is_active: 1, updated_at: at })
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) {
        await this.insertReminder(
          familyId,
          id,
          { ...warranty, kind: 'warranty', notes: null },
          createdBy,
          now,
          tx,
        );
      }
      return row;
    });
  }

  async deleteAsset(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('family_assets')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  private schedulesQuery(db: Db, familyId: string) {
    return db
      .selectFrom('asset_maintenance_schedules as s')
      .innerJoin('family_assets as a', 'a.id', 's.asset_id')
      .selectAll('s')
      .select('a.name as asset_name')
      .where('s.family_id', '=', familyId);
  }

  /** Open schedules (scheduled and in progress), soonest first. */
  openSchedules(familyId: string, limit?: number): Promise<AssetScheduleRow[]> {
    let query = this.schedulesQuery(this.db, familyId)
      .where('s.status', 'in', OPEN)
      .orderBy('s.scheduled_date')
      .orderBy('s.id');
    if (limit !== undefined) query = query.limit(limit);
    return query.execute();
  }

  findSchedule(
    familyId: string,
    id: string,
    db: Db = this.db,
  ): Promise<AssetScheduleRow | undefined> {
    return this.schedulesQuery(db, familyId).where('s.id', '=', id).executeTakeFirst();
  }

  async insertSchedule(
    familyId: string,
    assetId: string,
    s: NewAssetSchedule,
    createdBy: string,
    now: Date,
    db: Db = this.db,
  ): Promise<void> {
    await db
      .insertInto('asset_maintenance_schedules')
      .values({
        id: s.id,
        family_id: familyId,
        asset_id: assetId,
        title: s.title,
        scheduled_date: s.scheduledDate,
        frequency_months: s.frequencyMonths,
        status: 'scheduled',
        completion_date: null,
        notes: s.notes,
        created_by: createdBy,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
  }

  async updateSchedule(
    familyId: string,
    id: string,
    patch: Partial<{
      title: string;
      scheduled_date: string;
      frequency_months: number | null;
      status: string;
      notes: string | null;
    }>,
    now: Date,
  ): Promise<AssetScheduleRow | undefined> {
    const result = await this.db
      .updateTable('asset_maintenance_schedules')
      .set({ ...patch, updated_at: now.toISOString() })
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    return this.findSchedule(familyId, id);
  }

  /**
   * Completes a scheduled entry, records its cost as an expense and adds the next entry, in one
   * transaction. Undefined when the entry is no longer scheduled (nothing written).
   */
  completeSchedule(
    familyId: string,
    id: string,
    c: ScheduleCompletion,
    createdBy: string,
    now: Date,
  ): Promise<
    | { schedule: AssetScheduleRow; next: AssetScheduleRow | null; expense: ExpenseRow | null }
    | undefined
  > {
    return this.db.transaction().execute(async (tx) => {
      const done = await tx
        .updateTable('asset_maintenance_schedules')
        .set({
          status: 'completed',
          completion_date: c.today,
          ...(c.notes !== null ? { notes: c.notes } : {}),
          updated_at: now.toISOString(),
        })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .returning('asset_id')
        .executeTakeFirst();
      if (!done) return undefined;
      if (c.expense) {
        await this.insertExpense(familyId, done.asset_id, c.expense, createdBy, now, tx);
      }
      if (c.next) await this.insertSchedule(familyId, done.asset_id, c.next, createdBy, now, tx);
      const [schedule, next, expense] = await Promise.all([
        this.findSchedule(familyId, id, tx),
        c.next ? this.findSchedule(familyId, c.next.id, tx) : undefined,
        c.expense ? this.findExpense(familyId, c.expense.id, tx) : undefined,
      ]);
      return { schedule: schedule!, next: next ?? null, expense: expense ?? null };
    });
  }

  private expensesQuery(db: Db, familyId: string) {
    return db
      .selectFrom('asset_expenses as e')
      .innerJoin('family_assets as a', 'a.id', 'e.asset_id')
      .selectAll('e')
      .select('a.name as asset_name')
      .where('e.family_id', '=', familyId);
  }

  /** Newest first. */
  expenses(familyId: string, assetId?: string, limit?: number): Promise<ExpenseRow[]> {
    let query = this.expensesQuery(this.db, familyId);
    if (assetId) query = query.where('e.asset_id', '=', assetId);
    query = query.orderBy('e.expense_date', 'desc').orderBy('e.id', 'desc');
    if (limit !== undefined) query = query.limit(limit);
    return query.execute();
  }

  findExpense(familyId: string, id: string, db: Db = this.db): Promise<ExpenseRow | undefined> {
    return this.expensesQuery(db, familyId).where('e.id', '=', id).executeTakeFirst();
  }

  async insertExpense(
    familyId: string,
    assetId: string,
    e: NewExpense,
    createdBy: string,
    now: Date,
    db: Db = this.db,
  ): Promise<void> {
    await db
      .insertInto('asset_expenses')
      .values({
        id: e.id,
        family_id: familyId,
        asset_id: assetId,
        schedule_id: e.scheduleId ?? null,
        expense_date: e.expenseDate,
        amount: e.amount,
        kind: e.kind,
        description: e.description,
        created_by: createdBy,
        created_at: now.toISOString(),
      })
      .execute();
  }

  /** The deleted expense's asset, or undefined when there was none. */
  async deleteExpense(familyId: string, id: string): Promise<string | undefined> {
    const row = await this.db
      .deleteFrom('asset_expenses')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .returning('asset_id')
      .executeTakeFirst();
    return row?.asset_id;
  }

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
