import { localDate } from '@usra/domain/common/dates';
import type { LiveTopic } from '@usra/domain/common/live-topics';
import {
  canComplete,
  countMaintenance,
  nextMaintenanceDate,
} from '@usra/domain/house-maintenance/maintenance-rules';
import {
  HISTORY_PAGE_SIZE,
  type CompleteMaintenanceData,
  type CreateHistoryData,
  type CreateMaintenanceItemData,
  type MaintenanceHistoryEntry,
  type MaintenanceHistoryPage,
  type MaintenanceItem,
  type MaintenanceOverview,
  type MaintenanceSchedule,
  type UpdateMaintenanceItemData,
  type UpdateScheduleData,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { isUniqueViolation } from '../../db/dialect.js';
import type { AuditLog } from '../../platform/audit.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import type { Actor } from '../../platform/session-guard.js';
import type { HouseMaintenanceRepository } from './house-maintenance.repository.js';
import {
  toHistory,
  toItem,
  toSchedule,
  type ItemRow,
  type ScheduleRow,
} from './maintenance-row.js';

export const HOUSE_MAINTENANCE_TOPIC: LiveTopic = 'house-maintenance';

const itemNotFound = () => new AppError(404, 'NOT_FOUND', 'Maintenance item not found');
const scheduleNotFound = () => new AppError(404, 'NOT_FOUND', 'Maintenance schedule not found');
const notScheduled = (status: string) =>
  new AppError(409, 'NOT_SCHEDULED', errorMessages.NOT_SCHEDULED, { status });
const completedFixed = () =>
  new AppError(409, 'CONFLICT', 'A completed maintenance entry cannot be changed.');
const anotherOpen = () =>
  new AppError(409, 'CONFLICT', 'This item already has an open maintenance entry.');

/** What completing an entry answers. */
export interface MaintenanceCompletion {
  schedule: MaintenanceSchedule;
  next: MaintenanceSchedule;
  item: MaintenanceItem;
  history: MaintenanceHistoryEntry;
}

/**
 * House maintenance items with exactly one open entry each, completion in one transaction and
 * the history. `timeZone` gives "today": the family's local date.
 */
export class HouseMaintenanceService {
  constructor(
    private readonly repo: HouseMaintenanceRepository,
    private readonly events: EventBus,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today(timeZone: string): string {
    return localDate(this.clock(), timeZone);
  }

  /** Items and schedules show on the dashboard and, by date, in the calendar feed. */
  private async changed(actor: Actor, data: Record<string, unknown>, dated = true) {
    const familyId = actor.familyId;
    await this.events.publish({ topic: HOUSE_MAINTENANCE_TOPIC, familyId, data });
    await this.events.publish({ topic: 'dashboard', familyId });
    if (dated) await this.events.publish({ topic: 'calendar', familyId });
  }

  private async itemRow(actor: Actor, id: string): Promise<ItemRow> {
    const row = await this.repo.findItem(actor.familyId, id);
    if (!row) throw itemNotFound();
    return row;
  }

  private async scheduleRow(actor: Actor, id: string): Promise<ScheduleRow> {
    const row = await this.repo.findSchedule(actor.familyId, id);
    if (!row) throw scheduleNotFound();
    return row;
  }

  async overview(actor: Actor, timeZone: string): Promise<MaintenanceOverview> {
    const today = this.today(timeZone);
    const [items, schedules, history] = await Promise.all([
      this.repo.listItems(actor.familyId).then((rows) => rows.map(toItem)),
      this.repo
        .schedules(actor.familyId, true)
        .then((rows) => rows.map((row) => toSchedule(row, today))),
      this.history(actor, 1),
    ]);
    return { today, summary: countMaintenance(items, schedules, today), items, schedules, history };
  }

  async items(actor: Actor): Promise<MaintenanceItem[]> {
    return (await this.repo.listItems(actor.familyId)).map(toItem);
  }

  async createItem(
    actor: Actor,
    input: CreateMaintenanceItemData,
    timeZone: string,
  ): Promise<MaintenanceItem> {
    const now = this.clock();
    const id = newId();
    const next = nextMaintenanceDate(input, this.today(timeZone));
    const row = await this.repo.insertItem(
      actor.familyId,
      { item: id, schedule: newId() },
      { ...input, nextMaintenanceDate: next },
      actor.id,
      now,
    );
    await this.audit.activity(actor.id, 'maintenance_item_added', { itemId: id }, now);
    await this.changed(actor, { id, action: 'created' });
    return toItem(row);
  }

  async updateItem(
    actor: Actor,
    id: string,
    input: UpdateMaintenanceItemData,
    timeZone: string,
  ): Promise<MaintenanceItem> {
    const current = await this.itemRow(actor, id);
    // The frequency, the last maintenance or the installation date move the open entry.
    const moves =
      input.maintenanceFrequencyMonths !== undefined ||
      input.lastMaintenanceDate !== undefined ||
      input.installationDate !== undefined;
    let next: string | undefined;
    if (moves) {
      next = nextMaintenanceDate(
        {
          maintenanceFrequencyMonths:
            input.maintenanceFrequencyMonths ?? Number(current.maintenance_frequency_months),
          lastMaintenanceDate:
            input.lastMaintenanceDate !== undefined
              ? input.lastMaintenanceDate
              : current.last_maintenance_date,
          installationDate:
            input.installationDate !== undefined
              ? input.installationDate
              : current.installation_date,
        },
        this.today(timeZone),
      );
    }
    const row = await this.repo.updateItem(
      actor.familyId,
      id,
      { ...input, ...(next ? { nextMaintenanceDate: next } : {}) },
      next ? { date: next, newScheduleId: newId(), createdBy: actor.id } : null,
      this.clock(),
    );
    if (!row) throw itemNotFound();
    await this.changed(actor, { id, action: 'updated' }, moves);
    return toItem(row);
  }

  async deleteItem(actor: Actor, id: string): Promise<void> {
    if (!(await this.repo.deleteItem(actor.familyId, id))) throw itemNotFound();
    await this.audit.activity(actor.id, 'maintenance_item_deleted', { itemId: id }, this.clock());
    await this.changed(actor, { id, action: 'deleted' });
  }

  async schedules(actor: Actor, open: boolean, timeZone: string): Promise<MaintenanceSchedule[]> {
    const today = this.today(timeZone);
    return (await this.repo.schedules(actor.familyId, open)).map((row) => toSchedule(row, today));
  }

  async updateSchedule(
    actor: Actor,
    id: string,
    input: UpdateScheduleData,
    timeZone: string,
  ): Promise<MaintenanceSchedule> {
    const current = await this.scheduleRow(actor, id);
    if (current.status === 'completed') throw completedFixed();
    let row: ScheduleRow | undefined;
    try {
      row = await this.repo.updateSchedule(
        actor.familyId,
        id,
        {
          ...(input.scheduledDate !== undefined ? { scheduled_date: input.scheduledDate } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
        },
        this.clock(),
      );
    } catch (error) {
      // Reopening a cancelled entry while the item has another open one.
      if (isUniqueViolation(error)) throw anotherOpen();
      throw error;
    }
    if (!row) throw scheduleNotFound();
    await this.changed(actor, { id: row.item_id, action: 'schedule' });
    return toSchedule(row, this.today(timeZone));
  }

  /** Completes a scheduled entry: one transaction writes everything, or nothing. */
  async complete(
    actor: Actor,
    id: string,
    input: CompleteMaintenanceData,
    timeZone: string,
  ): Promise<MaintenanceCompletion> {
    const current = await this.scheduleRow(actor, id);
    if (!canComplete({ status: current.status as MaintenanceSchedule['status'] }))
      throw notScheduled(current.status);
    const item = await this.itemRow(actor, current.item_id);
    const today = this.today(timeZone);
    const now = this.clock();
    const written = await this.repo.complete(actor.familyId, id, {
      today,
      nextDate: nextMaintenanceDate(
        {
          maintenanceFrequencyMonths: Number(item.maintenance_frequency_months),
          lastMaintenanceDate: today,
          installationDate: item.installation_date,
        },
        today,
      ),
      historyId: newId(),
      nextId: newId(),
      cost: input.cost,
      performedBy: input.performedBy,
      notes: input.notes,
      createdBy: actor.id,
      now,
    });
    // Completed (or cancelled) by someone else in between.
    if (!written) throw notScheduled((await this.scheduleRow(actor, id)).status);
    await this.audit.activity(actor.id, 'maintenance_completed', { itemId: item.id }, now);
    await this.changed(actor, { id: item.id, action: 'completed' });
    return {
      schedule: toSchedule(written.schedule, today),
      next: toSchedule(written.next, today),
      item: toItem(written.item),
      history: toHistory(written.history),
    };
  }

  async history(actor: Actor, page: number, itemId?: string): Promise<MaintenanceHistoryPage> {
    if (itemId) await this.itemRow(actor, itemId);
    const { rows, total } = await this.repo.historyPage(actor.familyId, page, itemId);
    return { entries: rows.map(toHistory), page, pageSize: HISTORY_PAGE_SIZE, total };
  }

  async addHistory(
    actor: Actor,
    input: CreateHistoryData,
    timeZone: string,
  ): Promise<MaintenanceHistoryEntry> {
    await this.itemRow(actor, input.itemId);
    const id = newId();
    const row = await this.repo.insertHistory(
      actor.familyId,
      id,
      { ...input, actionDate: input.actionDate ?? this.today(timeZone) },
      actor.id,
      this.clock(),
    );
    await this.changed(actor, { id: input.itemId, action: 'history' }, false);
    return toHistory(row);
  }
}
