import type { Selectable } from 'kysely';
import { isOverdue } from '@usra/domain/house-maintenance/maintenance-rules';
import {
  isReminderUpcoming,
  type Asset,
  type AssetCategory,
  type AssetExpense,
  type AssetSchedule,
  type AssetScheduleStatus,
  type AssetStatus,
  type ExpenseKind,
  type SmartReminder,
} from '@usra/domain/assets/asset-schema';
import { toIso } from '../../db/dialect.js';
import type {
  AssetExpensesTable,
  AssetMaintenanceSchedulesTable,
  FamilyAssetsTable,
  SmartRemindersTable,
} from '../../db/schema.js';

export type AssetRow = Selectable<FamilyAssetsTable>;
export type AssetScheduleRow = Selectable<AssetMaintenanceSchedulesTable> & { asset_name: string };
export type ExpenseRow = Selectable<AssetExpensesTable> & { asset_name: string };
export type ReminderRow = Selectable<SmartRemindersTable> & { asset_name: string };

const money = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 100) / 100;

export function toAsset(row: AssetRow, totalExpenses: number): Asset {
  return {
    id: row.id,
    name: row.name,
    category: row.category as AssetCategory,
    status: row.status as AssetStatus,
    location: row.location,
    brand: row.brand,
    model: row.model,
    serialNumber: row.serial_number,
    purchaseDate: row.purchase_date,
    purchasePrice: money(row.purchase_price),
    warrantyExpiry: row.warranty_expiry,
    notes: row.notes,
    totalExpenses: money(totalExpenses) ?? 0,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function toAssetSchedule(row: AssetScheduleRow, today: string): AssetSchedule {
  const status = row.status as AssetScheduleStatus;
  return {
    id: row.id,
    assetId: row.asset_id,
    assetName: row.asset_name,
    title: row.title,
    scheduledDate: row.scheduled_date,
    frequencyMonths: row.frequency_months === null ? null : Number(row.frequency_months),
    status,
    completionDate: row.completion_date,
    notes: row.notes,
    overdue: isOverdue({ scheduledDate: row.scheduled_date, status }, today),
    createdAt: toIso(row.created_at),
  };
}

export function toExpense(row: ExpenseRow): AssetExpense {
  return {
    id: row.id,
    assetId: row.asset_id,
    assetName: row.asset_name,
    expenseDate: row.expense_date,
    amount: money(row.amount) ?? 0,
    kind: row.kind as ExpenseKind,
    description: row.description,
    createdAt: toIso(row.created_at),
  };
}

export function toReminder(row: ReminderRow, today: string): SmartReminder {
  const state = {
    triggerDate: row.trigger_date,
    isActive: Boolean(row.is_active),
    isSent: Boolean(row.is_sent),
  };
  return {
    id: row.id,
    assetId: row.asset_id,
    assetName: row.asset_name,
    kind: row.kind as SmartReminder['kind'],
    title: row.title,
    ...state,
    notes: row.notes,
    upcoming: isReminderUpcoming(state, today),
    createdAt: toIso(row.created_at),
  };
}

/** The asset columns a create or an edit writes. */
export const assetColumns = {
  name: 'name',
  category: 'category',
  status: 'status',
  location: 'location',
  brand: 'brand',
  model: 'model',
  serialNumber: 'serial_number',
  purchaseDate: 'purchase_date',
  purchasePrice: 'purchase_price',
  warrantyExpiry: 'warranty_expiry',
  notes: 'notes',
} as const satisfies Partial<Record<keyof Asset, keyof FamilyAssetsTable>>;

export type AssetWrite = { [K in keyof typeof assetColumns]: Asset[K] };

export function toAssetColumns(write: Partial<AssetWrite>): Partial<Record<string, unknown>> {
  const out: Partial<Record<string, unknown>> = {};
  for (const key of Object.keys(assetColumns) as (keyof AssetWrite)[]) {
    if (write[key] !== undefined) out[assetColumns[key]] = write[key];
  }
  return out;
}
