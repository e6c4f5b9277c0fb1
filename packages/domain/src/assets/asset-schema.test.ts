import { describe, expect, it } from 'vitest';
import {
  CreateAssetExpenseInputSchema,
  CreateAssetInputSchema,
  CreateAssetScheduleInputSchema,
  isReminderUpcoming,
  warrantyReminderDate,
} from './asset-schema.js';

const reminder = (triggerDate: string, isSent = false, isActive = true) => ({
  triggerDate,
  isSent,
  isActive,
});

describe('smart reminders', () => {
  it('are upcoming when the trigger date is within 7 days and not sent', () => {
    const today = '2026-11-20';
    expect(isReminderUpcoming(reminder('2026-11-27'), today)).toBe(true);
    expect(isReminderUpcoming(reminder('2026-11-28'), today)).toBe(false);
    expect(isReminderUpcoming(reminder(today), today)).toBe(true);
    // Past and not sent: still waiting for attention.
    expect(isReminderUpcoming(reminder('2026-11-01'), today)).toBe(true);
    expect(isReminderUpcoming(reminder('2026-11-21', true), today)).toBe(false);
    expect(isReminderUpcoming(reminder('2026-11-21', false, false), today)).toBe(false);
  });

  it('remind of a warranty 30 days before its last day', () => {
    expect(warrantyReminderDate('2026-12-20')).toBe('2026-11-20');
    expect(warrantyReminderDate('2024-03-30')).toBe('2024-02-29');
    expect(warrantyReminderDate('2027-01-15')).toBe('2026-12-16');
  });
});

describe('asset inputs', () => {
  it('default to other / active, store empty price as null and refuse unknown fields', () => {
    expect(CreateAssetInputSchema.parse({ name: 'Fridge', purchasePrice: '' })).toMatchObject({
      category: 'other',
      status: 'active',
      purchasePrice: null,
      warrantyExpiry: null,
    });
    expect(CreateAssetInputSchema.safeParse({ name: 'Fridge', colour: 'red' }).success).toBe(false);
  });

  it('schedules take an optional frequency of 1 to 120 months; expenses 0 or more in cents', () => {
    const schedule = (frequencyMonths: unknown) =>
      CreateAssetScheduleInputSchema.safeParse({
        title: 'Service',
        scheduledDate: '2026-12-01',
        frequencyMonths,
      });
    expect(schedule('').data?.frequencyMonths).toBeNull();
    expect(schedule(6).data?.frequencyMonths).toBe(6);
    expect(schedule(0).success).toBe(false);
    expect(schedule(121).success).toBe(false);
    const expense = (amount: unknown) =>
      CreateAssetExpenseInputSchema.safeParse({ expenseDate: '2026-12-01', amount });
    expect(expense(0).data).toMatchObject({ amount: 0, kind: 'other' });
    expect(expense('12.34').data?.amount).toBe(12.34);
    expect(expense(1.001).error?.issues[0]?.message).toBe('expense.amountInvalid');
    expect(expense('').success).toBe(false);
  });
});
