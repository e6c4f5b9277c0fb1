import { describe, expect, it } from 'vitest';
import {
  applyStatus,
  completionRate,
  dueFilterRange,
  isOverdue,
  matchesDueFilter,
  matchesSearch,
  nextDueAfterCompletion,
  nextDueDate,
  nextOccurrence,
  toggledStatus,
} from './task-rules.js';

const at = (iso: string) => new Date(iso);

describe('task status', () => {
  it('sets completed_at on completion and clears it on any other status', () => {
    const now = at('2026-05-01T08:00:00Z');
    expect(applyStatus('completed', now)).toEqual({
      status: 'completed',
      completedAt: '2026-05-01T08:00:00.000Z',
    });
    expect(applyStatus('pending', now)).toEqual({ status: 'pending', completedAt: null });
    expect(applyStatus('in_progress', now)).toEqual({ status: 'in_progress', completedAt: null });
  });

  it('toggles completed to pending and anything else to completed', () => {
    expect(toggledStatus('completed')).toBe('pending');
    expect(toggledStatus('pending')).toBe('completed');
    expect(toggledStatus('in_progress')).toBe('completed');
  });
});

describe('overdue and due-date filters', () => {
  const now = at('2026-05-10T09:00:00Z'); // 12:00 in Riyadh

  it('is overdue when not completed and due before now', () => {
    expect(isOverdue({ status: 'pending', dueDate: '2026-05-10T08:59:59Z' }, now)).toBe(true);
    expect(isOverdue({ status: 'in_progress', dueDate: '2026-05-09T00:00:00Z' }, now)).toBe(true);
    expect(isOverdue({ status: 'completed', dueDate: '2026-05-09T00:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'pending', dueDate: '2026-05-10T09:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'pending', dueDate: null }, now)).toBe(false);
  });

  it('takes today and tomorrow as local days of the family time zone', () => {
    expect(dueFilterRange('today', now, 'Asia/Riyadh')).toEqual({
      start: at('2026-05-09T21:00:00Z'),
      end: at('2026-05-10T21:00:00Z'),
    });
    expect(dueFilterRange('tomorrow', now, 'Asia/Riyadh')).toEqual({
      start: at('2026-05-10T21:00:00Z'),
      end: at('2026-05-11T21:00:00Z'),
    });
    // 23:30 on 10 May in Riyadh is still "today"; in UTC it would be the 10th too.
    expect(
      matchesDueFilter(
        { status: 'pending', dueDate: '2026-05-10T20:30:00Z' },
        'today',
        now,
        'Asia/Riyadh',
      ),
    ).toBe(true);
    expect(
      matchesDueFilter(
        { status: 'pending', dueDate: '2026-05-10T21:30:00Z' },
        'today',
        now,
        'Asia/Riyadh',
      ),
    ).toBe(false);
    expect(
      matchesDueFilter(
        { status: 'pending', dueDate: '2026-05-10T21:30:00Z' },
        'tomorrow',
        now,
        'Asia/Riyadh',
      ),
    ).toBe(true);
  });

  it('handles a day that is 23 hours long (daylight saving)', () => {
    const range = dueFilterRange('today', at('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(range).toEqual({ start: at('2026-03-08T05:00:00Z'), end: at('2026-03-09T04:00:00Z') });
  });

  it('applies date filters only to tasks with a due date', () => {
    for (const filter of ['today', 'tomorrow', 'overdue'] as const) {
      expect(matchesDueFilter({ status: 'pending', dueDate: null }, filter, now, 'UTC')).toBe(
        false,
      );
    }
    expect(
      matchesDueFilter(
        { status: 'completed', dueDate: '2026-05-01T00:00:00Z' },
        'overdue',
        now,
        'UTC',
      ),
    ).toBe(false);
  });
});

describe('search', () => {
  it('matches title or description, case-insensitively', () => {
    const task = { title: 'Buy Milk', description: 'From the DANUBE store' };
    expect(matchesSearch(task, 'milk')).toBe(true);
    expect(matchesSearch(task, 'danube')).toBe(true);
    expect(matchesSearch(task, 'bread')).toBe(false);
    expect(matchesSearch({ title: 'شراء الحليب', description: null }, 'الحليب')).toBe(true);
    expect(matchesSearch(task, '  ')).toBe(true);
  });
});

describe('recurrence', () => {
  it('advances daily, weekly, monthly and yearly keeping the time of day', () => {
    const due = at('2026-01-15T07:30:00Z');
    expect(nextOccurrence(due, 'daily').toISOString()).toBe('2026-01-16T07:30:00.000Z');
    expect(nextOccurrence(due, 'weekly').toISOString()).toBe('2026-01-22T07:30:00.000Z');
    expect(nextOccurrence(due, 'monthly').toISOString()).toBe('2026-02-15T07:30:00.000Z');
    expect(nextOccurrence(due, 'yearly').toISOString()).toBe('2027-01-15T07:30:00.000Z');
  });

  it('takes the last day of a shorter month', () => {
    expect(nextOccurrence(at('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(nextOccurrence(at('2028-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(nextOccurrence(at('2026-02-28T10:00:00Z'), 'monthly', 31).toISOString()).toBe(
      '2026-03-31T10:00:00.000Z',
    );
    expect(nextOccurrence(at('2026-12-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-31T10:00:00.000Z',
    );
  });

  it('moves 29 February to 28 February in a common year', () => {
    expect(nextOccurrence(at('2028-02-29T06:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T06:00:00.000Z',
    );
    expect(nextOccurrence(at('2027-02-28T06:00:00Z'), 'yearly', 29).toISOString()).toBe(
      '2028-02-29T06:00:00.000Z',
    );
  });

  it('counts an undated recurring task from now, and a non-recurring one has no next date', () => {
    const now = at('2026-05-10T09:00:00Z');
    expect(nextDueDate({ dueDate: null, recurrencePattern: { type: 'daily' } }, now)).toBe(
      '2026-05-11T09:00:00.000Z',
    );
    expect(
      nextDueDate({ dueDate: '2026-05-01T09:00:00Z', recurrencePattern: null }, now),
    ).toBeNull();
  });
});

describe('next occurrence after a completion (issue 27)', () => {
  const riyadh = 'Asia/Riyadh';
  it('is the first occurrence after today on the schedule, not one period after a late due date', () => {
    // Weekly, due Wednesday 2020-01-01, completed Thursday 2026-11-26: next Wednesday.
    const now = at('2026-11-26T10:00:00Z');
    const next = nextDueAfterCompletion(
      { dueDate: '2020-01-01T06:00:00.000Z', type: 'weekly', fromCompletion: false },
      now,
      riyadh,
    );
    expect(next.toISOString()).toBe('2026-12-02T06:00:00.000Z');
    expect(next.getUTCDay()).toBe(3);
  });

  it('never lands today: a daily task due this morning and completed comes back tomorrow', () => {
    const now = at('2026-11-26T10:00:00Z');
    expect(
      nextDueAfterCompletion(
        { dueDate: '2026-11-26T05:00:00.000Z', type: 'daily', fromCompletion: false },
        now,
        riyadh,
      ).toISOString(),
    ).toBe('2026-11-27T05:00:00.000Z');
    // Overdue by ten days: still tomorrow, at its own time.
    expect(
      nextDueAfterCompletion(
        { dueDate: '2026-11-16T05:00:00.000Z', type: 'daily', fromCompletion: false },
        now,
        riyadh,
      ).toISOString(),
    ).toBe('2026-11-27T05:00:00.000Z');
  });

  it('counts "today" in the family time zone', () => {
    // 22:30 UTC on the 26th is already 01:30 on the 27th in Riyadh: the occurrence at 23:00
    // Riyadh time on the 27th is today there, so the next is the 28th's; in UTC it is the 27th's.
    const now = at('2026-11-26T22:30:00Z');
    const schedule = {
      dueDate: '2026-11-20T20:00:00.000Z',
      type: 'daily',
      fromCompletion: false,
    } as const;
    expect(nextDueAfterCompletion(schedule, now, riyadh).toISOString()).toBe(
      '2026-11-28T20:00:00.000Z',
    );
    expect(nextDueAfterCompletion(schedule, now, 'UTC').toISOString()).toBe(
      '2026-11-27T20:00:00.000Z',
    );
  });

  it('keeps the month anchor when catching up monthly and yearly tasks', () => {
    const now = at('2026-11-26T10:00:00Z');
    expect(
      nextDueAfterCompletion(
        {
          dueDate: '2026-01-31T06:00:00.000Z',
          type: 'monthly',
          anchorDay: 31,
          fromCompletion: false,
        },
        now,
        riyadh,
      ).toISOString(),
    ).toBe('2026-11-30T06:00:00.000Z');
    expect(
      nextDueAfterCompletion(
        {
          dueDate: '2020-02-29T06:00:00.000Z',
          type: 'yearly',
          anchorDay: 29,
          fromCompletion: false,
        },
        now,
        riyadh,
      ).toISOString(),
    ).toBe('2027-02-28T06:00:00.000Z');
  });

  it('completed early, it still moves one period on', () => {
    const now = at('2026-11-26T10:00:00Z');
    expect(
      nextDueAfterCompletion(
        { dueDate: '2026-11-30T06:00:00.000Z', type: 'weekly', fromCompletion: false },
        now,
        riyadh,
      ).toISOString(),
    ).toBe('2026-12-07T06:00:00.000Z');
  });

  it('repeats from the completion date, at the due time of day, when the task says so', () => {
    const now = at('2026-11-26T10:00:00Z');
    const from = (type: 'daily' | 'weekly' | 'monthly' | 'yearly') =>
      nextDueAfterCompletion(
        { dueDate: '2020-01-01T06:00:00.000Z', type, fromCompletion: true },
        now,
        riyadh,
      ).toISOString();
    expect(from('daily')).toBe('2026-11-27T06:00:00.000Z');
    expect(from('weekly')).toBe('2026-12-03T06:00:00.000Z');
    expect(from('monthly')).toBe('2026-12-26T06:00:00.000Z');
    expect(from('yearly')).toBe('2027-11-26T06:00:00.000Z');
  });

  it('counts an undated task from now', () => {
    const now = at('2026-11-26T10:00:00Z');
    expect(
      nextDueAfterCompletion(
        { dueDate: null, type: 'weekly', fromCompletion: false },
        now,
        riyadh,
      ).toISOString(),
    ).toBe('2026-12-03T10:00:00.000Z');
  });
});

describe('completion rate', () => {
  it('is a rounded percentage, 0 without tasks', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
  });
});
