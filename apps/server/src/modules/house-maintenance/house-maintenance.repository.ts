import { sql, type Kysely, type Transaction } from 'kysely';
import { HISTORY_PAGE_SIZE } from '@usra/domain/house-maintenance/maintenance-schema';
import { toNumber, type Engine } from '../../db/dialect.js';
import { completeInOneTrip, type Completion } from './complete-in-one-trip.js';
import { limitParam, prepare } from '../../db/prepared.js';
import { engineOf } from '../../db/sql-json.js';
import type { Database } from '../../db/schema.js';
import {
  toItemColumns,
  type HistoryRow,
  type ItemRow,
  type ItemWrite,
  type ScheduleRow,
} from './maintenance-row.js';

type Db = Kysely<Database> | Transaction<Database>;

const OPEN = ['scheduled', 'in_progress'] as const;

export interface ManualHistory {
  itemId: string;
  actionType: string;
  actionDate: string;
  description: string | null;
  performedBy: string | null;
  cost: number | null;
  notes: string | null;
}

/** Maintenance items, their schedules and history; every query is filtered by the family. */
export class HouseMaintenanceRepository {
  readonly engine: Engine;
  /** `due`, read by the dashboard and the bell on every load: compiled once (issue 30). */
  private readonly dueRows;

  constructor(private readonly db: Kysely<Database>) {
    this.engine = engineOf(db);
    this.dueRows = prepare(
      db,
      (familyId: string, until: string, limit: string) =>
        this.schedulesQuery(db, familyId)
          .where('s.status', '=', 'scheduled')
          .where('s.scheduled_date', '<=', until)
          .orderBy('s.scheduled_date')
          .orderBy('s.id')
          .limit(limitParam(limit)),
      3,
    );
  }

  /**
   * A cheap fingerprint of the family's maintenance rows (counts, newest change, newest history
   * id), one statement on the indexes: the overview is rebuilt only when it changes.
   */
  async version(familyId: string): Promise<string> {
    const { rows } = await sql<Record<string, unknown>>`
      select
        (select count(*) from house_maintenance_items where family_id = ${familyId}) as a,
        (select max(updated_at) from house_maintenance_items where family_id = ${familyId}) as b,
        (select count(*) from house_maintenance_schedules where family_id = ${familyId}) as c,
        (select max(updated_at) from house_maintenance_schedules where family_id = ${familyId}) as d,
        (select count(*) from house_maintenance_history where family_id = ${familyId}) as e,
        (select max(id) from house_maintenance_history where family_id = ${familyId}) as f
    `.execute(this.db);
    return JSON.stringify(rows[0]);
  }

  /** Newest first (ids are time-ordered). */
  listItems(familyId: string): Promise<ItemRow[]> {
    return this.db
      .selectFrom('house_maintenance_items')
      .selectAll()
      .where('family_id', '=', familyId)
      .orderBy('id', 'desc')
      .execute();
  }

  findItem(familyId: string, id: string, db: Db = this.db): Promise<ItemRow | undefined> {
    return db
      .selectFrom('house_maintenance_items')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The item and its first scheduled entry, in one transaction. */
  insertItem(
    familyId: string,
    ids: { item: string; schedule: string },
    write: ItemWrite,
    createdBy: string,
    now: Date,
  ): Promise<ItemRow> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (tx) => {
      const item = await tx
        .insertInto('house_maintenance_items')
        .values({
          id: ids.item,
          family_id: familyId,
          ...(toItemColumns(write) as Record<string, never>),
          created_by: createdBy,
          created_at: at,
          updated_at: at,
        } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.insertSchedule(tx, familyId, ids.schedule, ids.item, write.nextMaintenanceDate!, {
        createdBy,
        now,
      });
      return item;
    });
  }

  private async insertSchedule(
    db: Db,
    familyId: string,
    id: string,
    itemId: string,
    date: string,
    by: { createdBy: string; now: Date },
  ): Promise<void> {
    await db
      .insertInto('house_maintenance_schedules')
      .values({
        id,
        family_id: familyId,
        item_id: itemId,
        scheduled_date: date,
        status: 'scheduled',
        completion_date: null,
        performed_by: null,
        cost: null,
        notes: null,
        created_by: by.createdBy,
        created_at: by.now.toISOString(),
        updated_at: by.now.toISOString(),
      })
      .execute();
  }

  /**
   * An edit; when `moveTo` is given the item's open entry moves to that date (or, if it has
   * none, a scheduled one is added), in the same transaction.
   */
  updateItem(
    familyId: string,
    id: string,
    write: Partial<ItemWrite>,
    moveTo: { date: string; newScheduleId: string; createdBy: string } | null,
    now: Date,
  ): Promise<ItemRow | undefined> {
    return this.db.transaction().execute(async (tx) => {
      const item = await tx
        .updateTable('house_maintenance_items')
        .set({
          ...(toItemColumns(write) as Record<string, never>),
          updated_at: now.toISOString(),
        })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!item || !moveTo) return item;
      const moved = await tx
        .updateTable('house_maintenance_schedules')
        .set({ scheduled_date: moveTo.date, updated_at: now.toISOString() })
        .where('family_id', '=', familyId)
        .where('item_id', '=', id)
        .where('status', 'in', OPEN)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) {
        await this.insertSchedule(tx, familyId, moveTo.newScheduleId, id, moveTo.date, {
          createdBy: moveTo.createdBy,
          now,
        });
      }
      return item;
    });
  }

  /** Deletes the item; its schedules and history go with it (ON DELETE CASCADE). */
  async deleteItem(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('house_maintenance_items')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  private schedulesQuery(db: Db, familyId: string) {
    return db
      .selectFrom('house_maintenance_schedules as s')
      .innerJoin('house_maintenance_items as i', 'i.id', 's.item_id')
      .selectAll('s')
      .select('i.name as item_name')
      .where('s.family_id', '=', familyId);
  }

  /** Soonest first; `open` keeps scheduled and in-progress entries. */
  schedules(familyId: string, open: boolean, limit?: number): Promise<ScheduleRow[]> {
    let query = this.schedulesQuery(this.db, familyId);
    if (open) query = query.where('s.status', 'in', OPEN);
    query = query.orderBy('s.scheduled_date').orderBy('s.id');
    if (limit !== undefined) query = query.limit(limit);
    return query.execute();
  }

  /** Scheduled entries due on or before `until` (overdue first, then soonest). */
  due(familyId: string, until: string, limit: number): Promise<ScheduleRow[]> {
    return this.dueRows(familyId, until, String(limit));
  }

  findSchedule(familyId: string, id: string, db: Db = this.db): Promise<ScheduleRow | undefined> {
    return this.schedulesQuery(db, familyId).where('s.id', '=', id).executeTakeFirst();
  }

  async updateSchedule(
    familyId: string,
    id: string,
    patch: { scheduled_date?: string; status?: string; notes?: string | null },
    now: Date,
  ): Promise<ScheduleRow | undefined> {
    const result = await this.db
      .updateTable('house_maintenance_schedules')
      .set({ ...patch, updated_at: now.toISOString() })
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    return this.findSchedule(familyId, id);
  }

  /**
   * Completes a scheduled entry in one transaction: the entry, a history row, the item's dates
   * and the next entry. Undefined when the entry is no longer scheduled (nothing written).
   */
  complete(
    familyId: string,
    scheduleId: string,
    c: Completion,
  ): Promise<
    { schedule: ScheduleRow; next: ScheduleRow; item: ItemRow; history: HistoryRow } | undefined
  > {
    const at = c.now.toISOString();
    return this.db.transaction().execute(async (tx) => {
      const done = await tx
        .updateTable('house_maintenance_schedules')
        .set({
          status: 'completed',
          completion_date: c.today,
          cost: c.cost,
          performed_by: c.performedBy,
          notes: c.notes,
          updated_at: at,
        })
        .where('family_id', '=', familyId)
        .where('id', '=', scheduleId)
        .where('status', '=', 'scheduled')
        .returning('item_id')
        .executeTakeFirst();
      if (!done) return undefined;
      await tx
        .insertInto('house_maintenance_history')
        .values({
          id: c.historyId,
          family_id: familyId,
          item_id: done.item_id,
          schedule_id: scheduleId,
          action_type: 'maintenance_completed',
          action_date: c.today,
          description: null,
          performed_by: c.performedBy,
          cost: c.cost,
          notes: c.notes,
          created_by: c.createdBy,
          created_at: at,
        })
        .execute();
      const item = await tx
        .updateTable('house_maintenance_items')
        .set({ last_maintenance_date: c.today, next_maintenance_date: c.nextDate, updated_at: at })
        .where('family_id', '=', familyId)
        .where('id', '=', done.item_id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.insertSchedule(tx, familyId, c.nextId, done.item_id, c.nextDate, {
        createdBy: c.createdBy,
        now: c.now,
      });
      const [schedule, next, history] = await Promise.all([
        this.findSchedule(familyId, scheduleId, tx),
        this.findSchedule(familyId, c.nextId, tx),
        this.historyQuery(tx, familyId).where('h.id', '=', c.historyId).executeTakeFirstOrThrow(),
      ]);
      return { schedule: schedule!, next: next!, item, history };
    });
  }

  /**
   * PostgreSQL (issue 30): `complete` as one statement, one round trip, with nothing read
   * before, with its activity entry and live-update NOTIFYs (`complete-in-one-trip.ts`).
   */
  completeInOneTrip(
    familyId: string,
    scheduleId: string,
    c: Omit<Completion, 'nextDate'>,
    effects: Parameters<typeof completeInOneTrip>[4],
  ): ReturnType<typeof completeInOneTrip> {
    return completeInOneTrip(this.db, familyId, scheduleId, c, effects);
  }

  private historyQuery(db: Db, familyId: string) {
    return db
      .selectFrom('house_maintenance_history as h')
      .innerJoin('house_maintenance_items as i', 'i.id', 'h.item_id')
      .selectAll('h')
      .select('i.name as item_name')
      .where('h.family_id', '=', familyId);
  }

  /** One page of history, newest first, and how many rows there are in all. */
  async historyPage(
    familyId: string,
    page: number,
    itemId?: string,
  ): Promise<{ rows: HistoryRow[]; total: number }> {
    let rows = this.historyQuery(this.db, familyId);
    let count = this.db
      .selectFrom('house_maintenance_history')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('family_id', '=', familyId);
    if (itemId) {
      rows = rows.where('h.item_id', '=', itemId);
      count = count.where('item_id', '=', itemId);
    }
    const [entries, total] = await Promise.all([
      rows
        .orderBy('h.action_date', 'desc')
        .orderBy('h.id', 'desc')
        .limit(HISTORY_PAGE_SIZE)
        .offset((page - 1) * HISTORY_PAGE_SIZE)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rows: entries, total: toNumber(total.n) };
  }

  async insertHistory(
    familyId: string,
    id: string,
    entry: ManualHistory,
    createdBy: string,
    now: Date,
  ): Promise<HistoryRow> {
    await this.db
      .insertInto('house_maintenance_history')
      .values({
        id,
        family_id: familyId,
        item_id: entry.itemId,
        schedule_id: null,
        action_type: entry.actionType,
        action_date: entry.actionDate,
        description: entry.description,
        performed_by: entry.performedBy,
        cost: entry.cost,
        notes: entry.notes,
        created_by: createdBy,
        created_at: now.toISOString(),
      })
      .execute();
    return this.historyQuery(this.db, familyId).where('h.id', '=', id).executeTakeFirstOrThrow();
  }
}
