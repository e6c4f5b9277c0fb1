import { describe, expect, it } from 'vitest';
import type { ReadingRow } from './obd-row.js';
import { mergedReading, readingsByMinute } from './reading-downsample.js';

function reading(id: string, at: string, values: Partial<ReadingRow> = {}): ReadingRow {
  return {
    id,
    family_id: 'f',
    vehicle_id: 'v',
    device_id: 'd1',
    reading_timestamp: at,
    engine_rpm: null,
    vehicle_speed: null,
    engine_temperature: null,
    engine_load: null,
    fuel_level: null,
    distance_since_clear: null,
    diagnostic_codes: '[]',
    ...values,
  } as ReadingRow;
}

describe('downsampling readings', () => {
  it('groups readings by their UTC minute, in order', () => {
    const rows = [
      reading('a', '2026-01-01T10:00:05.000Z'),
      reading('b', '2026-01-01T10:00:55.000Z'),
      reading('c', '2026-01-01T10:01:00.000Z'),
    ];
    const minutes = readingsByMinute(rows);
    expect([...minutes.keys()]).toEqual(['2026-01-01T10:00', '2026-01-01T10:01']);
    expect(minutes.get('2026-01-01T10:00')!.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it("makes one reading of a minute's: averages to two decimals, every code, the last device", () => {
    const merged = mergedReading('2026-01-01T10:00', [
      reading('a', '2026-01-01T10:00:05.000Z', {
        engine_rpm: 1000,
        fuel_level: 50,
        diagnostic_codes: '["P0300"]',
      }),
      reading('b', '2026-01-01T10:00:20.000Z', {
        engine_rpm: 1001,
        diagnostic_codes: '["P0171","P0300"]',
      }),
      reading('c', '2026-01-01T10:00:40.000Z', { engine_rpm: 1001, device_id: 'd2' }),
    ]);
    expect(merged).toEqual({
      device_id: 'd2',
      reading_timestamp: '2026-01-01T10:00:00.000Z',
      engine_rpm: 1000.67,
      vehicle_speed: null,
      engine_temperature: null,
      engine_load: null,
      fuel_level: 50,
      distance_since_clear: null,
      diagnostic_codes: '["P0171","P0300"]',
    });
  });
});
