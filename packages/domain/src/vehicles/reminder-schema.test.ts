import { describe, expect, it } from 'vitest';
import {
  CreateReminderInputSchema,
  reminderStatus,
  type ReminderState,
} from './reminder-schema.js';

const oil: ReminderState = {
  intervalKm: 10_000,
  intervalMonths: 12,
  dueDate: null,
  dueOdometer: null,
  lastDoneDate: '2026-01-15',
  lastDoneOdometer: 40_000,
  startDate: '2025-12-01',
  startOdometer: 38_000,
};

describe('vehicle reminders', () => {
  it('falls due at whichever comes first of the date and the distance', () => {
    expect(reminderStatus(oil, '2026-06-01', 45_000)).toEqual({
      nextDueDate: '2027-01-15',
      nextDueOdometer: 50_000,
      daysLeft: 228,
      kmLeft: 5000,
      urgency: 'upcoming',
    });
    // 1,000 km before the distance: due soon, though the date is far.
    expect(reminderStatus(oil, '2026-06-01', 49_000).urgency).toBe('due_soon');
    expect(reminderStatus(oil, '2026-06-01', 48_999).urgency).toBe('upcoming');
    // 30 days before the date: due soon, though the distance is far.
    expect(reminderStatus(oil, '2026-12-16', 41_000)).toMatchObject({
      daysLeft: 30,
      urgency: 'due_soon',
    });
    expect(reminderStatus(oil, '2026-12-15', 41_000).urgency).toBe('upcoming');
    expect(reminderStatus(oil, '2027-01-16', 41_000).urgency).toBe('overdue');
    expect(reminderStatus(oil, '2026-06-01', 50_000).urgency).toBe('overdue');
  });

  it('counts an interval never done from when the reminder was made', () => {
    const fresh = { ...oil, lastDoneDate: null, lastDoneOdometer: null };
    expect(reminderStatus(fresh, '2026-06-01', 39_000)).toMatchObject({
      nextDueDate: '2026-12-01',
      nextDueOdometer: 48_000,
    });
  });

  it('keeps a fixed renewal date until it is done', () => {
    const renewal: ReminderState = {
      intervalKm: null,
      intervalMonths: 12,
      dueDate: '2027-03-01',
      dueOdometer: null,
      lastDoneDate: null,
      lastDoneOdometer: null,
      startDate: '2026-11-20',
      startOdometer: 0,
    };
    expect(reminderStatus(renewal, '2026-11-20', 0)).toMatchObject({
      nextDueDate: '2027-03-01',
      nextDueOdometer: null,
      kmLeft: null,
      urgency: 'upcoming',
    });
  });

  it('needs an interval, a date or a reading', () => {
    const result = CreateReminderInputSchema.safeParse({ title: 'Oil', intervalKm: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['reminder.whenRequired']);
    expect(
      CreateReminderInputSchema.parse({ title: 'Oil', intervalKm: '10000', intervalMonths: 12 }),
    ).toMatchObject({ intervalKm: 10_000, intervalMonths: 12, dueDate: null, serviceType: null });
    expect(
      CreateReminderInputSchema.safeParse({ title: 'Oil', intervalMonths: 121 }).error?.issues[0]
        ?.message,
    ).toBe('reminder.intervalMonthsInvalid');
  });
});
