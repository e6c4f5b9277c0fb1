import { describe, expect, it } from 'vitest';
import { dayPeriod } from './greeting';

const at = (hours: number, minutes = 0) => new Date(2026, 0, 15, hours, minutes);

describe('dayPeriod', () => {
  it('greets the morning from midnight until just before noon', () => {
    expect(dayPeriod(at(0))).toBe('morning');
    expect(dayPeriod(at(11, 59))).toBe('morning');
  });

  it('greets the afternoon from noon until just before 18:00', () => {
    expect(dayPeriod(at(12))).toBe('afternoon');
    expect(dayPeriod(at(17, 59))).toBe('afternoon');
  });

  it('greets the evening from 18:00 until midnight', () => {
    expect(dayPeriod(at(18))).toBe('evening');
    expect(dayPeriod(at(23, 59))).toBe('evening');
  });
});
