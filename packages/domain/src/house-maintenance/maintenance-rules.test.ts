import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '../common/dates.js';
import {
  canComplete,
  countMaintenance,
  frequencyOrDefault,
  isOverdue,
  isUpcoming,
  needsAttention,
  nextMaintenanceDate,
} from './maintenance-rules.js';
import type { ScheduleStatus } from './maintenance-schema.js';

const TODAY = '2026-11-20';
const entry = (scheduledDate: string, status: ScheduleStatus = 'scheduled') => ({
  scheduledDate,
  status,
});

describe('upcoming and overdue (7 days; only scheduled entries count)', () => {
  it('counts a scheduled entry before today as overdue, today to 7 days ahead as upcoming', () => {
    expect(isOverdue(entry('2026-11-19'), TODAY)).toBe(true);
    expect(isOverdue(entry(TODAY), TODAY)).toBe(false);
    expect(isUpcoming(entry(TODAY), TODAY)).toBe(true);
    expect(isUpcoming(entry('2026-11-27'), TODAY)).toBe(true);
    expect(isUpcoming(entry('2026-11-28'), TODAY)).toBe(false);
    expect(isUpcoming(entry('2026-11-19'), TODAY)).toBe(false);
    // Across the year's end.
    expect(isUpcoming(entry('2027-01-03'), '2026-12-27')).toBe(true);
    expect(isUpcoming(entry('2027-01-04'), '2026-12-27')).toBe(false);
  });

  it('never counts entries in progress, completed or cancelled', () => {
    for (const status of ['in_progress', 'completed', 'cancelled'] as const) {
      expect(isOverdue(entry('2026-01-01', status), TODAY), status).toBe(false);
      expect(isUpcoming(entry(TODAY, status), TODAY), status).toBe(false);
      expect(canComplete({ status }), status).toBe(false);
    }
    expect(canComplete({ status: 'scheduled' })).toBe(true);
  });
});

describe('the next maintenance date', () => {
  const item = (
    maintenanceFrequencyMonths: number,
    lastMaintenanceDate: string | null,
    installationDate: string | null = null,
  ) => ({ maintenanceFrequencyMonths, lastMaintenanceDate, installationDate });

  it('keeps the day of the month, or the month’s last day when it has none (leap years)', () => {
    expect(addCalendarMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addCalendarMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addCalendarMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addCalendarMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-08-31', 3)).toBe('2026-11-30');
    expect(addCalendarMonths('2026-11-15', 120)).toBe('2036-11-15');
    expect(addCalendarMonths('2026-12-31', 1)).toBe('2027-01-31');
  });

  it('counts from the last maintenance, else the installation, else today', () => {
    expect(nextMaintenanceDate(item(1, '2024-01-31', '2020-01-01'), TODAY)).toBe('2024-02-29');
    expect(nextMaintenanceDate(item(1, '2023-01-31'), TODAY)).toBe('2023-02-28');
    expect(nextMaintenanceDate(item(12, null, '2024-02-29'), TODAY)).toBe('2025-02-28');
    expect(nextMaintenanceDate(item(12, null, null), TODAY)).toBe(TODAY);
  });
});

describe('frequency', () => {
  it('keeps a whole number 1 to 120 and falls back to 12 otherwise', () => {
    expect(frequencyOrDefault(1)).toBe(1);
    expect(frequencyOrDefault(120)).toBe(120);
    expect(frequencyOrDefault('6')).toBe(6);
    expect(frequencyOrDefault(' 3 ')).toBe(3);
    for (const bad of [0, 121, 1.5, -3, '', ' ', 'abc', null, undefined, Number.NaN]) {
      expect(frequencyOrDefault(bad), String(bad)).toBe(12);
    }
  });
});

describe('the four cards', () => {
  it('counts overdue, due soon, needs attention (critical or poor) and total items', () => {
    const items = (['excellent', 'good', 'fair', 'poor', 'critical', 'critical'] as const).map(
      (status) => ({ status }),
    );
    expect(items.filter(needsAttention)).toHaveLength(3);
    const schedules = [
      entry('2026-11-01'),
      entry('2026-11-19'),
      entry('2026-11-01', 'in_progress'),
      entry(TODAY),
      entry('2026-11-27'),
      entry('2026-11-28'),
      entry('2026-11-21', 'cancelled'),
    ];
    expect(countMaintenance(items, schedules, TODAY)).toEqual({
      overdue: 2,
      dueSoon: 2,
      needsAttention: 3,
      totalItems: 6,
    });
    expect(countMaintenance([], [], TODAY)).toEqual({
      overdue: 0,
      dueSoon: 0,
      needsAttention: 0,
      totalItems: 0,
    });
  });
});
