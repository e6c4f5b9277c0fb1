import { describe, expect, it } from 'vitest';
import { timeZoneLabel } from './time-zones';

describe('time-zone labels', () => {
  const at = new Date('2026-01-15T12:00:00Z');

  it('names Riyadh in Arabic with its zone and offset, never as an identifier', () => {
    const label = timeZoneLabel('Asia/Riyadh', 'ar', at);
    expect(label.startsWith('الرياض — ')).toBe(true);
    expect(label).toContain('٣');
    expect(label).not.toMatch(/[A-Za-z]/);
  });

  it('names it in English with the city', () => {
    expect(timeZoneLabel('Asia/Riyadh', 'en', at)).toBe('Riyadh — Arabian Standard Time (GMT+3)');
    expect(timeZoneLabel('America/New_York', 'en', at)).toBe(
      'New York — Eastern Standard Time (GMT-5)',
    );
  });

  it('has no Latin letters in Arabic for a zone without an Arabic city name', () => {
    expect(timeZoneLabel('Asia/Tokyo', 'ar', at)).not.toMatch(/[A-Za-z]/);
  });
});
