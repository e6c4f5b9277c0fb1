import { addCalendarMonths, addDays } from '../common/dates.js';
import {
  UPCOMING_WINDOW_DAYS,
  type ConditionStatus,
  type ScheduleStatus,
} from './maintenance-schema.js';
import { readNumeric } from '../common/numbers.js';

/**
 * The rules of house maintenance, shared by the server (what it stores and counts) and the
 * screen (what it shows before the answer comes back). `today` is the family's local date.
 */

interface ScheduleLike {
  scheduledDate: string;
  status: ScheduleStatus;
}

/** Only scheduled entries can be overdue: due before today. */
export function isOverdue(schedule: ScheduleLike, today: string): boolean {
  return schedule.status === 'scheduled' && schedule.scheduledDate < today;
}

/** Only scheduled entries are upcoming: due today or within the next 7 days. */
export function isUpcoming(schedule: ScheduleLike, today: string): boolean {
  return (
    schedule.status === 'scheduled' &&
    schedule.scheduledDate >= today &&
    schedule.scheduledDate <= addDays(today, UPCOMING_WINDOW_DAYS)
  );
}

/** Only scheduled entries can be completed. */
export function canComplete(schedule: { status: ScheduleStatus }): boolean {
  return schedule.status === 'scheduled';
}

/** Items in critical or poor condition need attention. */
export function needsAttention(item: { status: ConditionStatus }): boolean {
  return item.status === 'critical' || item.status === 'poor';
}

/**
 * The next scheduled date of an item: its frequency after the last maintenance, else after the
 * installation, else from today.
 */
export function nextMaintenanceDate(
  item: {
    maintenanceFrequencyMonths: number;
    lastMaintenanceDate: string | null;
    installationDate: string | null;
  },
  today: string,
): string {
  const base = item.lastMaintenanceDate ?? item.installationDate;
  return base ? addCalendarMonths(base, item.maintenanceFrequencyMonths) : today;
}

/** The form's frequency: a whole number 1 to 120, else the default 12 (spec section 5). */
export function frequencyOrDefault(value: unknown): number {
  const n = readNumeric(value) ?? NaN;
  return Number.isInteger(n) && n >= 1 && n <= 120 && String(value ?? '').trim() !== '' ? n : 12;
}

export interface MaintenanceCounts {
  overdue: number;
  dueSoon: number;
  needsAttention: number;
  totalItems: number;
}

/** The four cards: Overdue, Due Soon, Needs Attention, Total Items. */
export function countMaintenance(
  items: readonly { status: ConditionStatus }[],
  schedules: readonly ScheduleLike[],
  today: string,
): MaintenanceCounts {
  return {
    overdue: schedules.filter((s) => isOverdue(s, today)).length,
    dueSoon: schedules.filter((s) => isUpcoming(s, today)).length,
    needsAttention: items.filter(needsAttention).length,
    totalItems: items.length,
  };
}
