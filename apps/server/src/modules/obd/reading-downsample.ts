import type { ReadingRow } from './obd-row.js';

/** The measured values of a reading: what a downsampled minute averages. */
type Measured =
  | 'engine_rpm'
  | 'vehicle_speed'
  | 'engine_temperature'
  | 'engine_load'
  | 'fuel_level'
  | 'distance_since_clear';

/** Readings by the UTC minute they were taken in (`YYYY-MM-DDTHH:MM`), in the rows' order. */
export function readingsByMinute(rows: readonly ReadingRow[]): Map<string, ReadingRow[]> {
  const minutes = new Map<string, ReadingRow[]>();
  for (const row of rows) {
    const minute = new Date(row.reading_timestamp).toISOString().slice(0, 16);
    const list = minutes.get(minute) ?? [];
    list.push(row);
    minutes.set(minute, list);
  }
  return minutes;
}

/**
 * One minute's readings as one: at the minute's start, from the last reading's device, with
 * the averages (two decimals) and every code any of them had, sorted.
 */
export function mergedReading(minute: string, list: readonly ReadingRow[]) {
  const mean = (key: Measured) => {
    const values = list.map((r) => r[key]).filter((v): v is number => v !== null);
    return values.length === 0
      ? null
      : Math.round((values.reduce((a, b) => a + Number(b), 0) / values.length) * 100) / 100;
  };
  const codes = new Set<string>();
  for (const r of list) for (const c of JSON.parse(r.diagnostic_codes) as string[]) codes.add(c);
  return {
    device_id: list[list.length - 1]!.device_id,
    reading_timestamp: `${minute}:00.000Z`,
    engine_rpm: mean('engine_rpm'),
    vehicle_speed: mean('vehicle_speed'),
    engine_temperature: mean('engine_temperature'),
    engine_load: mean('engine_load'),
    fuel_level: mean('fuel_level'),
    distance_since_clear: mean('distance_since_clear'),
    diagnostic_codes: JSON.stringify([...codes].sort()),
  };
}
