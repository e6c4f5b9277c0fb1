import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

// Noon UTC: the same calendar day in every time zone a test machine is likely to use.
const moment = '2026-05-09T12:05:00.000Z';

describe('formatDateTime', () => {
  it('writes Arabic in the Gregorian calendar with a 12-hour time', () => {
    const text = formatDateTime(moment, 'ar');
    expect(text).toMatch(/مايو/);
    expect(text).toMatch(/[صم]/);
    expect(text).not.toMatch(/٢٠٢٦/);
  });

  it('adds the year in the medium style, in both languages', () => {
    expect(formatDateTime(moment, 'en', 'medium')).toMatch(/May \d+, 2026, \d+:05\s?[AP]M/);
    expect(formatDateTime(moment, 'ar', 'medium')).toMatch(/٢٠٢٦/);
  });

  it('leaves the year out of the short style', () => {
    expect(formatDateTime(moment, 'en')).toMatch(/^May \d+, \d+:05\s?[AP]M$/);
  });
});
