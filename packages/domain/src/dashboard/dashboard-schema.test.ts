import { describe, expect, it } from 'vitest';
import { dayPeriod } from './dashboard-schema.js';

describe('greeting', () => {
  it('is morning before 12, afternoon before 18, else evening', () => {
    expect(dayPeriod(0)).toBe('morning');
    expect(dayPeriod(11)).toBe('morning');
    expect(dayPeriod(12)).toBe('afternoon');
    expect(dayPeriod(17)).toBe('afternoon');
    expect(dayPeriod(18)).toBe('evening');
    expect(dayPeriod(23)).toBe('evening');
  });
});
