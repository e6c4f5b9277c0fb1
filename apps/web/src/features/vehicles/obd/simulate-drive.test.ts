import { healthScore } from '@usra/domain/vehicles/health';
import { ObdReadingInputSchema } from '@usra/domain/vehicles/obd-schema';
import { describe, expect, it } from 'vitest';
import {
  DEMO_INTERVAL_MS,
  DEMO_TROUBLE_CODE,
  DRIVE_CYCLE_SECONDS,
  drivePhase,
  simulateDrive,
} from './simulate-drive';

/** The demo's readings over `minutes`, one every 2 seconds from `start`. */
function drive(minutes: number, start = 0) {
  const step = DEMO_INTERVAL_MS / 1000;
  return Array.from({ length: (minutes * 60) / step }, (_, i) => ({
    t: start + i * step,
    ...simulateDrive(start + i * step),
  }));
}

describe('the demo drive', () => {
  it('goes through warm-up, city, highway and idle in a ten-minute cycle', () => {
    expect(DRIVE_CYCLE_SECONDS).toBe(600);
    expect([0, 89, 90, 299, 300, 479, 480, 599, 600].map(drivePhase)).toEqual([
      'warm-up',
      'warm-up',
      'city',
      'city',
      'highway',
      'highway',
      'idle',
      'idle',
      'warm-up',
    ]);
    const readings = drive(10);
    const speeds = (phase: string) =>
      readings.filter((r) => r.phase === phase).map((r) => r.vehicleSpeed);
    expect(Math.max(...speeds('warm-up').slice(0, 30))).toBe(0);
    expect(Math.max(...speeds('city'))).toBeGreaterThanOrEqual(45);
    expect(Math.max(...speeds('city'))).toBeLessThanOrEqual(56);
    // Stops at lights in town.
    expect(speeds('city').filter((s) => s === 0).length).toBeGreaterThan(5);
    const cruising = speeds('highway').slice(15, -15);
    expect(Math.min(...cruising)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...cruising)).toBeLessThanOrEqual(120);
    expect(speeds('idle').every((s) => s === 0)).toBe(true);
    // Idle revs low, highway revs higher.
    const idle = readings.filter((r) => r.phase === 'idle').map((r) => r.engineRpm);
    expect(Math.max(...idle)).toBeLessThan(900);
    const highway = readings.filter((r) => r.t >= 330 && r.t < 450).map((r) => r.engineRpm);
    expect(Math.min(...highway)).toBeGreaterThan(2000);
  });

  it('warms the coolant from cold to about 90 °C and keeps it there', () => {
    expect(simulateDrive(0).engineTemperature).toBeLessThan(40);
    const temperatures = drive(30).map((r) => r.engineTemperature);
    // Rising through the first minutes (allowing the sensor's half-degree wobble).
    for (let i = 5; i < 150; i += 5) {
      expect(temperatures[i]!).toBeGreaterThan(temperatures[i - 5]! - 1);
    }
    const warm = drive(20, 600).map((r) => r.engineTemperature);
    expect(Math.min(...warm)).toBeGreaterThanOrEqual(88);
    expect(Math.max(...warm)).toBeLessThanOrEqual(91);
  });

  it('reports P0301 for one reading about every five minutes', () => {
    const withCode = drive(30).filter((r) => r.diagnosticCodes.length > 0);
    expect(withCode.map((r) => r.t)).toEqual([240, 540, 840, 1140, 1440, 1740]);
    expect(withCode.every((r) => r.diagnosticCodes.join() === DEMO_TROUBLE_CODE)).toBe(true);
    // Whatever second the 2-second timer lands on.
    expect(drive(30, 1).filter((r) => r.diagnosticCodes.length > 0)).toHaveLength(6);
  });

  it('is the same reading for the same moment, and every reading passes the ingestion rules', () => {
    expect(simulateDrive(1234)).toEqual(simulateDrive(1234));
    for (const { t: _t, phase: _phase, ...reading } of drive(60, 3)) {
      const parsed = ObdReadingInputSchema.safeParse({
        timestamp: new Date().toISOString(),
        ...reading,
      });
      expect(parsed.success, JSON.stringify(reading)).toBe(true);
    }
  });

  it('counts the distance driven and burns fuel slowly', () => {
    const start = simulateDrive(0);
    const later = simulateDrive(DRIVE_CYCLE_SECONDS * 3);
    expect(start.distanceSinceClear).toBe(1240);
    // About 7 km a cycle (stop-and-go town, three minutes of highway).
    expect(later.distanceSinceClear - start.distanceSinceClear).toBeGreaterThan(15);
    expect(later.distanceSinceClear - start.distanceSinceClear).toBeLessThan(30);
    expect(start.fuelLevel).toBe(64);
    expect(later.fuelLevel).toBeCloseTo(60.4, 1);
  });

  it('moves the health score: a cold engine costs points, a warm one none, the code ten', () => {
    const score = (t: number) => {
      const r = simulateDrive(t);
      return healthScore({ ...r, temperatureScale: 'celsius' }).score;
    };
    expect(score(0)).toBe(80);
    expect(score(200)).toBe(100);
    expect(score(540)).toBe(90);
  });
});
