import { addCalendarMonths, localDate } from '@usra/domain/common/dates';
import type { LiveTopic } from '@usra/domain/common/live-topics';
import {
  isReminderUpcoming,
  warrantyReminderDate,
  type Asset,
  type AssetExpense,
  type AssetSchedule,
  type AssetsOverview,
  type CompleteAssetScheduleData,
  type CreateAssetData,
  type CreateAssetExpenseData,
  type CreateAssetScheduleData,
  type CreateSmartReminderData,
  type SmartReminder,
  type UpdateAssetData,
  type UpdateAssetScheduleData,
  type UpdateSmartReminderData,
} from '@usra/domain/assets/asset-schema';
import { canComplete, isOverdue } from '@usra/domain/house-maintenance/maintenance-rules';
import type { AuditLog } from '../../platform/audit.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import type { Actor } from '../../platform/session-guard.js';
import {
  toAsset,
  toAssetSchedule,
  toExpense,
  toReminder,
  type AssetRow,
  type AssetScheduleRow,
} from './asset-row.js';
import type { AssetRemindersRepository } from './asset-reminders.repository.js';
import type { AssetsRepository, WarrantyReminder } from './assets.repository.js';

export const ASSETS_TOPIC: LiveTopic = 'assets';
/** The overview lists the newest expenses, this many. */
export const OVERVIEW_EXPENSES = 50;
/** The title of the reminder the server keeps before a warranty ends (the screen translates it). */
export const WARRANTY_REMINDER_TITLE = 'Warranty ends soon';

const assetNotFound = () => new AppError(404, 'NOT_FOUND', 'Asset not found');
const scheduleNotFound = () => new AppError(404, 'NOT_FOUND', 'Asset schedule not found');
const expenseNotFound = () => new AppError(404, 'NOT_FOUND', 'Expense not found');
const reminderNotFound = () => new AppError(404, 'NOT_FOUND', 'Reminder not found');
const notScheduled = (status: string) =>
  new AppError(409, 'NOT_SCHEDULED', errorMessages.NOT_SCHEDULED, { status });

export interface AssetScheduleCompletion {
  schedule: AssetSchedule;
  next: AssetSchedule | null;
  expense: AssetExpense | null;
}

/** The family's assets, their schedules, expenses and smart reminders. */
export class AssetsService {
  constructor(
    private readonly repo: AssetsRepository,
    private readonly reminders: AssetRemindersRepository,
    private readonly events: EventBus,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today(timeZone: string): string {
    return localDate(this.clock(), timeZone);
  }

  /**
   * Every change reaches the assets screen; reminders show on the dashboard and schedules in the
   * calendar feed.
   */
  private async changed(
    actor: Actor,
    data: Record<string, unknown>,
    also: { dashboard?: boolean; calendar?: boolean } = {},
  ) {
    const familyId = actor.familyId;
    await this.events.publish({ topic: ASSETS_TOPIC, familyId, data });
    if (also.dashboard) await this.events.publish({ topic: 'dashboard', familyId });
    if (also.calendar) await this.events.publish({ topic: 'calendar', familyId });
  }

  private async assetRow(actor: Actor, id: string): Promise<AssetRow> {
    const row = await this.repo.findAsset(actor.familyId, id);
    if (!row) throw assetNotFound();
    return row;
  }

  private async asset(actor: Actor, row: AssetRow): Promise<Asset> {
    const totals = await this.repo.expenseTotals(actor.familyId, row.id);
    return toAsset(row, totals.get(row.id) ?? 0);
  }

  async overview(actor: Actor, timeZone: string): Promise<AssetsOverview> {
    const today = this.today(timeZone);
    const year = today.slice(0, 4);
    const familyId = actor.familyId;
    const [assetRows, totals, scheduleRows, expenseRows, reminderRows, expensesThisYear] =
      await Promise.all([
        this.repo.listAssets(familyId),
        this.repo.expenseTotals(familyId),
        this.repo.openSchedules(familyId),
        this.repo.expenses(familyId, undefined, OVERVIEW_EXPENSES),
        this.reminders.activeReminders(familyId),
        this.repo.expensesBetween(familyId, `${year}-01-01`, `${year}-12-31`),
      ]);
    const schedules = scheduleRows.map((row) => toAssetSchedule(row, today));
    const reminders = reminderRows.map((row) => toReminder(row, today));
    return {
      today,
      assets: assetRows.map((row) => toAsset(row, totals.get(row.id) ?? 0)),
      schedules,
      expenses: expenseRows.map(toExpense),
      reminders,
      summary: {
        totalAssets: assetRows.length,
        overdueSchedules: schedules.filter((s) => isOverdue(s, today)).length,
        upcomingReminders: reminders.filter((r) => isReminderUpcoming(r, today)).length,
        expensesThisYear,
      },
    };
  }

  private warranty(expiry: string): WarrantyReminder {
    return {
      id: newId(),
      title: WARRANTY_REMINDER_TITLE,
      triggerDate: warrantyReminderDate(expiry),
    };
  }

  async create(actor: Actor, input: CreateAssetData): Promise<Asset> {
    const now = this.clock();
    const id = newId();
    const row = await this.repo.insertAsset(
      actor.familyId,
      id,
      input,
      input.warrantyExpiry ? this.warranty(input.warrantyExpiry) : null,
      actor.id,
      now,
    );
    await this.audit.activity(actor.id, 'asset_added', { assetId: id }, now);
    await this.changed(
      actor,
      { id, action: 'created' },
      { dashboard: input.warrantyExpiry !== null },
    );
    return toAsset(row, 0);
  }

  async update(actor: Actor, id: string, input: UpdateAssetData): Promise<Asset> {
    const current = await this.assetRow(actor, id);
    const warrantyMoves =
      input.warrantyExpiry !== undefined && input.warrantyExpiry !== current.warranty_expiry;
    const row = await this.repo.updateAsset(
      actor.familyId,
      id,
      input,
      warrantyMoves
        ? input.warrantyExpiry
          ? this.warranty(input.warrantyExpiry)
          : null
        : undefined,
      actor.id,
      this.clock(),
    );
    if (!row) throw assetNotFound();
    await this.changed(actor, { id, action: 'updated' }, { dashboard: true, calendar: true });
    return this.asset(actor, row);
  }

  async delete(actor: Actor, id: string): Promise<void> {
    if (!(await this.repo.deleteAsset(actor.familyId, id))) throw assetNotFound();
    await this.audit.activity(actor.id, 'asset_deleted', { assetId: id }, this.clock());
    await this.changed(actor, { id, action: 'deleted' }, { dashboard: true, calendar: true });
  }

  async expenses(actor: Actor, assetId: string): Promise<AssetExpense[]> {
    await this.assetRow(actor, assetId);
    return (await this.repo.expenses(actor.familyId, assetId)).map(toExpense);
  }

  async addExpense(
    actor: Actor,
    assetId: string,
    input: CreateAssetExpenseData,
  ): Promise<AssetExpense> {
    await this.assetRow(actor, assetId);
    const id = newId();
    await this.repo.insertExpense(
      actor.familyId,
      assetId,
      { id, ...input, scheduleId: null },
      actor.id,
      this.clock(),
    );
    await this.changed(actor, { id: assetId, action: 'expense' });
    return toExpense((await this.repo.findExpense(actor.familyId, id))!);
  }

  async deleteExpense(actor: Actor, id: string): Promise<void> {
    const assetId = await this.repo.deleteExpense(actor.familyId, id);
    if (!assetId) throw expenseNotFound();
    await this.changed(actor, { id: assetId, action: 'expense' });
  }

  private async scheduleRow(actor: Actor, id: string): Promise<AssetScheduleRow> {
    const row = await this.repo.findSchedule(actor.familyId, id);
    if (!row) throw scheduleNotFound();
    return row;
  }

  async addSchedule(
    actor: Actor,
    assetId: string,
    input: CreateAssetScheduleData,
    timeZone: string,
  ): Promise<AssetSchedule> {
    await this.assetRow(actor, assetId);
    const id = newId();
    await this.repo.insertSchedule(
      actor.familyId,
      assetId,
      { id, ...input },
      actor.id,
      this.clock(),
    );
    await this.changed(actor, { id: assetId, action: 'schedule' }, { calendar: true });
    return toAssetSchedule(await this.scheduleRow(actor, id), this.today(timeZone));
  }

  async updateSchedule(
    actor: Actor,
    id: string,
    input: UpdateAssetScheduleData,
    timeZone: string,
  ): Promise<AssetSchedule> {
    const current = await this.scheduleRow(actor, id);
    if (current.status === 'completed')
      throw new AppError(409, 'CONFLICT', 'A completed maintenance entry cannot be changed.');
    const row = await this.repo.updateSchedule(
      actor.familyId,
      id,
      {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.scheduledDate !== undefined ? { scheduled_date: input.scheduledDate } : {}),
        ...(input.frequencyMonths !== undefined ? { frequency_months: input.frequencyMonths } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      },
      this.clock(),
    );
    if (!row) throw scheduleNotFound();
    await this.changed(actor, { id: row.asset_id, action: 'schedule' }, { calendar: true });
    return toAssetSchedule(row, this.today(timeZone));
  }

  /** Completes a scheduled entry; its cost becomes an expense, a frequency brings it back. */
  async completeSchedule(
    actor: Actor,
    id: string,
    input: CompleteAssetScheduleData,
    timeZone: string,
  ): Promise<AssetScheduleCompletion> {
    const current = await this.scheduleRow(actor, id);
    if (!canComplete({ status: current.status as AssetSchedule['status'] }))
      throw notScheduled(current.status);
    const today = this.today(timeZone);
    const frequency = current.frequency_months === null ? null : Number(current.frequency_months);
    const written = await this.repo.completeSchedule(
      actor.familyId,
      id,
      {
        today,
        notes: input.notes,
        expense:
          input.cost === null
            ? null
            : {
                id: newId(),
                scheduleId: id,
                expenseDate: today,
                amount: input.cost,
                kind: 'maintenance',
                description: current.title,
              },
        next:
          frequency === null
            ? null
            : {
                id: newId(),
                title: current.title,
                scheduledDate: addCalendarMonths(today, frequency),
                frequencyMonths: frequency,
                notes: null,
              },
      },
      actor.id,
      this.clock(),
    );
    if (!written) throw notScheduled((await this.scheduleRow(actor, id)).status);
    await this.changed(
      actor,
      { id: current.asset_id, action: 'completed' },
      { dashboard: true, calendar: true },
    );
    return {
      schedule: toAssetSchedule(written.schedule, today),
      next: written.next ? toAssetSchedule(written.next, today) : null,
      expense: written.expense ? toExpense(written.expense) : null,
    };
  }

  async addReminder(
    actor: Actor,
    assetId: string,
    input: CreateSmartReminderData,
    timeZone: string,
  ): Promise<SmartReminder> {
    await this.assetRow(actor, assetId);
    const id = newId();
    await this.reminders.insertReminder(
      actor.familyId,
      assetId,
      { id, kind: 'custom', ...input },
      actor.id,
      this.clock(),
    );
    await this.changed(actor, { id: assetId, action: 'reminder' }, { dashboard: true });
    return toReminder(
      (await this.reminders.findReminder(actor.familyId, id))!,
      this.today(timeZone),
    );
  }

  async updateReminder(
    actor: Actor,
    id: string,
    input: UpdateSmartReminderData,
    timeZone: string,
  ): Promise<SmartReminder> {
    const row = await this.reminders.updateReminder(
      actor.familyId,
      id,
      {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.triggerDate !== undefined ? { trigger_date: input.triggerDate } : {}),
        ...(input.isActive !== undefined ? { is_active: Number(input.isActive) } : {}),
        ...(input.isSent !== undefined ? { is_sent: Number(input.isSent) } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      },
      this.clock(),
    );
    if (!row) throw reminderNotFound();
    await this.changed(actor, { id: row.asset_id, action: 'reminder' }, { dashboard: true });
    return toReminder(row, this.today(timeZone));
  }

  async deleteReminder(actor: Actor, id: string): Promise<void> {
    const row = await this.reminders.findReminder(actor.familyId, id);
    if (!row || !(await this.reminders.deleteReminder(actor.familyId, id)))
      throw reminderNotFound();
    await this.changed(actor, { id: row.asset_id, action: 'reminder' }, { dashboard: true });
  }
}
