import type { Selectable } from 'kysely';
import { isOverdue } from '@usra/domain/house-maintenance/maintenance-rules';
import type {
  ConditionStatus,
  HistoryActionType,
  MaintenanceCategory,
  MaintenanceHistoryEntry,
  MaintenanceItem,
  MaintenancePriority,
  MaintenanceSchedule,
  ScheduleStatus,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { toIso } from '../../db/dialect.js';
import type {
  HouseMaintenanceHistoryTable,
  HouseMaintenanceItemsTable,
  HouseMaintenanceSchedulesTable,
} from '../../db/schema.js';

export type ItemRow = Selectable<HouseMaintenanceItemsTable>;
export type ScheduleRow = Selectable<HouseMaintenanceSchedulesTable> & { item_name: string };
export type HistoryRow = Selectable<HouseMaintenanceHistoryTable> & { item_name: string };

/** PostgreSQL's double precision and SQLite's REAL both come back as numbers: one rounding. */
export const money = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 100) / 100;
const intOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function toItem(row: ItemRow): MaintenanceItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as MaintenanceCategory,
    location: row.location,
    priority: row.priority as MaintenancePriority,
    estimatedCost: money(row.estimated_cost),
    estimatedDuration: intOrNull(row.estimated_duration),
    installationDate: row.installation_date,
    maintenanceFrequencyMonths: Number(row.maintenance_frequency_months),
    status: row.status as ConditionStatus,
    notes: row.notes,
    lastMaintenanceDate: row.last_maintenance_date,
    nextMaintenanceDate: row.next_maintenance_date,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** An entry with its Overdue flag as of `today` (the family's local date). */
export function toSchedule(row: ScheduleRow, today: string): MaintenanceSchedule {
  const status = row.status as ScheduleStatus;
  return {
    id: row.id,
    itemId: row.item_id,
    itemName: row.item_name,
    scheduledDate: row.scheduled_date,
    status,
    completionDate: row.completion_date,
    performedBy: row.performed_by,
    cost: money(row.cost),
    notes: row.notes,
    overdue: isOverdue({ scheduledDate: row.scheduled_date, status }, today),
    createdAt: toIso(row.created_at),
  };
}

export function toHistory(row: HistoryRow): MaintenanceHistoryEntry {
  return {
    id: row.id,
    itemId: row.item_id,
    itemName: row.item_name,
    actionType: row.action_type as HistoryActionType,
    actionDate: row.action_date,
    description: row.description,
    performedBy: row.performed_by,
    cost: money(row.cost),
    notes: row.notes,
    createdAt: toIso(row.created_at),
  };
}

/** The item columns a create or an edit writes. */
export const itemColumns = {
  name: 'name',
  description: 'description',
  category: 'category',
  location: 'location',
  priority: 'priority',
  estimatedCost: 'estimated_cost',
  estimatedDuration: 'estimated_duration',
  installationDate: 'installation_date',
  maintenanceFrequencyMonths: 'maintenance_frequency_months',
  status: 'status',
  notes: 'notes',
  lastMaintenanceDate: 'last_maintenance_date',
  nextMaintenanceDate: 'next_maintenance_date',
} as const satisfies Partial<Record<keyof MaintenanceItem, keyof HouseMaintenanceItemsTable>>;

export type ItemWrite = { [K in keyof typeof itemColumns]: MaintenanceItem[K] };

/** The given fields of a write as the columns `map` names (absent fields are left out). */
export function columnsOf<W extends object, C extends string>(
  write: Partial<W>,
  map: Record<keyof W, C>,
): Partial<Record<C, unknown>> {
  const out: Partial<Record<C, unknown>> = {};
  for (const key of Object.keys(map) as (keyof W)[]) {
    if (write[key] !== undefined) out[map[key]] = write[key];
  }
  return out;
}

export const toItemColumns = (write: Partial<ItemWrite>) =>
  columnsOf<ItemWrite, keyof HouseMaintenanceItemsTable>(write, itemColumns);
