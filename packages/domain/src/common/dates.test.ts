import { describe, expect, it } from 'vitest';
import { addDays, dayRange, localDate, weekDates, weekStartDay, zonedTime } from './dates.js';

describe('week start by locale', () => {
  it('starts on Saturday in Saudi Arabic and Sunday in US English', () => {
    expect(weekStartDay('ar-SA')).toBe(6);
    expect(weekStartDay('ar')).toBe(6);
    expect(weekStartDay('en-US')).toBe(0);
    expect(weekStartDay('en')).toBe(0);
    expect(weekStartDay('en-GB')).toBe(1);
  });

  it('lists the seven dates of the week from its first day', () => {
    // 2026-05-13 is a Wednesday.
    expect(weekDates('2026-05-13', 6)).toEqual([
      '2026-05-09',
      '2026-05-10',
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
    ]);
    expect(weekDates('2026-05-13', 0)[0]).toBe('2026-05-10');
    expect(weekDates('2026-05-09', 6)[0]).toBe('2026-05-09');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('local days', () => {
  it('converts local wall-clock times and days to UTC instants', () => {
    expect(zonedTime('Asia/Riyadh', 2026, 5, 10, 9).toISOString()).toBe('2026-05-10T06:00:00.000Z');
    expect(dayRange(new Date('2026-05-10T22:00:00Z'), 'Asia/Riyadh').start.toISOString()).toBe(
      '2026-05-10T21:00:00.000Z',
    );
    expect(localDate(new Date('2026-05-10T22:00:00Z'), 'Asia/Riyadh')).toBe('2026-05-11');
  });
});
