import { describe, expect, it } from 'vitest';
import {
  applyStatus,
  completionRate,
  dueFilterRange,
  isOverdue,
  matchesDueFilter,
  matchesSearch,
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

describe('completion rate', () => {
  it('is a rounded percentage, 0 without tasks', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
  });
});
