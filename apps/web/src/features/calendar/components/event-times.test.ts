import { describe, expect, it } from 'vitest';
import { endKeepingDuration } from './event-form-dialog';

describe('moving an event’s start', () => {
  it('moves its end with it, keeping the length', () => {
    expect(endKeepingDuration('2026-05-09T09:00', '2026-05-09T10:00', '2026-05-09T11:00')).toBe(
      '2026-05-09T12:00',
    );
    expect(endKeepingDuration('2026-05-09T22:30', '2026-05-09T23:15', '2026-05-10T23:30')).toBe(
      '2026-05-11T00:15',
    );
  });

  it('leaves the end alone while a time is still being typed', () => {
    expect(endKeepingDuration('', '2026-05-09T10:00', '2026-05-09T11:00')).toBeNull();
    expect(endKeepingDuration('2026-05-09T09:00', '2026-05-09T10:00', '')).toBeNull();
  });
});
