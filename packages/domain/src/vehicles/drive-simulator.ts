/**
 * A realistic drive for the demo device and `npm run obd:simulate`: warm-up, city, highway and
 * idle, over a ten-minute loop, with the coolant warming to about 90 °C and a misfire code
 * (P0301) about once every five minutes. Pure and deterministic: the same second gives the same
 * reading, so tests can check it and two tabs agree.
 */
import type { ObdReadingInput } from './obd-schema.js';

export const DRIVE_LOOP_SECONDS = 600;
/** The code a simulated drive reports now and then, for the alert flow. */
export const SIMULATED_CODE = 'P0301';

export type DrivePhase = 'warm-up' | 'city' | 'highway' | 'idle';

export function drivePhase(second: number): DrivePhase {
  const t = ((second % DRIVE_LOOP_SECONDS) + DRIVE_LOOP_SECONDS) % DRIVE_LOOP_SECONDS;
  if (t < 90) return 'warm-up';
  if (t < 300) return 'city';
  if (t < 510) return 'highway';
  return 'idle';
}

/** A small repeatable wobble in [-1, 1] (no Math.random: the same second, the same value). */
function wobble(second: number, salt: number): number {
  const x = Math.sin(second * 12.9898 + salt * 78.233) * 43_758.5453;
  return (x - Math.floor(x)) * 2 - 1;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The reading `second` seconds into the drive (counted from the engine start). `fuelStart` is
 * the tank's level at the start, in percent; a tank of about 60 litres loses roughly 0.01 % a
 * second on the highway.
 */
export function simulatedReading(second: number, startedAt: Date, fuelStart = 80): ObdReadingInput {
  const t = Math.max(0, Math.floor(second));
  const phase = drivePhase(t);
  const inLoop = t % DRIVE_LOOP_SECONDS;
  const coolant = Math.min(90, 30 + t * 0.6) + wobble(t, 1) * 1.5;
  let speed: number;
  let rpm: number;
  let load: number;
  switch (phase) {
    case 'warm-up':
      speed = 0;
      rpm = 1100 - Math.min(inLoop, 90) * 3 + wobble(t, 2) * 40;
      load = 22 + wobble(t, 3) * 3;
      break;
    case 'city': {
      // Stop-and-go: a 40-second cycle between a light and 50 km/h.
      const cycle = (inLoop - 90) % 40;
      speed = cycle < 8 ? 0 : Math.min(50, (cycle - 8) * 6) + wobble(t, 4) * 3;
      rpm = speed === 0 ? 780 : 1300 + speed * 28 + wobble(t, 5) * 120;
      load = speed === 0 ? 20 : 35 + wobble(t, 6) * 15;
      break;
    }
    case 'highway':
      speed = Math.min(110, 50 + (inLoop - 300) * 2) + wobble(t, 7) * 4;
      rpm = 1800 + speed * 9 + wobble(t, 8) * 80;
      load = 45 + wobble(t, 9) * 10;
      break;
    case 'idle':
      speed = 0;
      rpm = 760 + wobble(t, 10) * 30;
      load = 18 + wobble(t, 11) * 2;
      break;
  }
  const used = t * (phase === 'highway' ? 0.01 : 0.006);
  const codes = t > 0 && t % 300 >= 240 && t % 300 < 246 ? [SIMULATED_CODE] : [];
  return {
    timestamp: new Date(startedAt.getTime() + Math.max(0, second) * 1000).toISOString(),
    engineRpm: Math.max(0, Math.round(rpm)),
    vehicleSpeed: Math.max(0, Math.round(speed)),
    engineTemperature: round1(coolant),
    engineLoad: round1(Math.min(100, Math.max(0, load))),
    fuelLevel: round1(Math.max(5, fuelStart - used)),
    // Since the codes were last cleared: 1,240 km, then about 43 km/h on average.
    distanceSinceClear: Math.round(1240 + t * 0.012),
    // The alternator charges while the engine runs: 13.9–14.3 V, never low.
    batteryVoltage: round1(14.1 + wobble(t, 12) * 0.2),
    diagnosticCodes: codes,
  };
}
