import { describe, expect, it } from 'vitest';
import { drivePhase, simulatedReading, SIMULATED_CODE } from './drive-simulator.js';
import { ObdReadingInputSchema } from './obd-schema.js';

const start = new Date('2026-11-20T08:00:00Z');

describe('simulated drive', () => {
  it('goes through warm-up, city, highway and idle', () => {
    expect([0, 100, 400, 550, 650].map(drivePhase)).toEqual([
      'warm-up',
      'city',
      'highway',
      'idle',
      'warm-up',
    ]);
  });

  it('gives valid readings: warming coolant, highway speed, idle rpm', () => {
    for (let s = 0; s < 1200; s += 7) {
      expect(ObdReadingInputSchema.safeParse(simulatedReading(s, start)).success).toBe(true);
    }
    expect(simulatedReading(0, start).engineTemperature).toBeLessThan(40);
    expect(simulatedReading(200, start).engineTemperature).toBeGreaterThan(85);
    expect(simulatedReading(480, start).vehicleSpeed).toBeGreaterThan(95);
    expect(simulatedReading(560, start)).toMatchObject({ vehicleSpeed: 0 });
    expect(simulatedReading(560, start).engineRpm).toBeLessThan(800);
    expect(simulatedReading(30, start).timestamp).toBe('2026-11-20T08:00:30.000Z');
  });

  it('is the same for the same second, and reports a misfire about every five minutes', () => {
    expect(simulatedReading(123, start)).toEqual(simulatedReading(123, start));
    const withCode = Array.from({ length: 600 }, (_, s) => simulatedReading(s, start)).filter((r) =>
      r.diagnosticCodes?.includes(SIMULATED_CODE),
    );
    expect(withCode).toHaveLength(12); // six seconds, twice in ten minutes
  });
});
