/**
 * The demo device's drive: a pure function of the seconds since the demo was connected, so the
 * same moment always gives the same reading (tests, and a reloaded page that carries on). A
 * cycle of about ten minutes: warm-up at idle, city traffic with stops, a highway stretch, then
 * idling. The coolant warms from cold towards 90 °C over the first minutes and stays there; the
 * trouble code P0301 (cylinder 1 misfire) shows up for one reading about every five minutes.
 * Values are metric, as OBD-II reports them.
 */

export const DRIVE_CYCLE_SECONDS = 600;
/** How often the demo sends a reading. */
export const DEMO_INTERVAL_MS = 2000;
export const DEMO_TROUBLE_CODE = 'P0301';
export const TROUBLE_CODE_EVERY_SECONDS = 300;
/** Where in each five minutes the code shows, and for how long (one reading every 2 s). */
const TROUBLE_CODE_AT = 240;
const TROUBLE_CODE_FOR = 2;

export const drivePhases = ['warm-up', 'city', 'highway', 'idle'] as const;
export type DrivePhase = (typeof drivePhases)[number];

/** Each phase's start within the cycle, in seconds. */
const PHASE_STARTS: Record<DrivePhase, number> = {
  'warm-up': 0,
  city: 90,
  highway: 300,
  idle: 480,
};

const COOLANT_START_C = 32;
const COOLANT_WARM_C = 90;
/** Seconds for the gap to the warm temperature to shrink by e (a thermostat opening). */
const COOLANT_TIME_CONSTANT = 120;
const FUEL_START = 64;
const FUEL_PER_SECOND = 0.002;
const FUEL_MIN = 8;
const ODOMETER_SINCE_CLEAR_KM = 1240;

export interface SimulatedReading {
  phase: DrivePhase;
  engineRpm: number;
  /** km/h */
  vehicleSpeed: number;
  /** °C */
  engineTemperature: number;
  /** % */
  engineLoad: number;
  /** % */
  fuelLevel: number;
  /** km */
  distanceSinceClear: number;
  diagnosticCodes: string[];
}

/** A repeatable number in [0, 1) for a second and a salt: the road's small irregularities. */
function noise(second: number, salt: number): number {
  const x = Math.sin(second * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/** −1 … 1 around zero. */
const jitter = (second: number, salt: number) => noise(second, salt) * 2 - 1;

const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function drivePhase(elapsedSeconds: number): DrivePhase {
  const t = cycleSecond(elapsedSeconds);
  if (t >= PHASE_STARTS.idle) return 'idle';
  if (t >= PHASE_STARTS.highway) return 'highway';
  if (t >= PHASE_STARTS.city) return 'city';
  return 'warm-up';
}

function cycleSecond(elapsedSeconds: number): number {
  return Math.max(0, elapsedSeconds) % DRIVE_CYCLE_SECONDS;
}

interface Motion {
  speed: number;
  /** Accelerating: more load and revs. */
  accelerating: boolean;
}

/** City traffic: 70-second blocks of pulling away, cruising, braking and waiting at a light. */
function cityMotion(t: number): Motion {
  const s = (t - PHASE_STARTS.city) % 70;
  if (s < 15) return { speed: (s / 15) * 50, accelerating: true };
  if (s < 50) return { speed: 50 + jitter(Math.floor(t), 1) * 5, accelerating: false };
  if (s < 60) return { speed: 50 * (1 - (s - 50) / 10), accelerating: false };
  return { speed: 0, accelerating: false };
}

/** Highway: up the on-ramp, cruise about 110 km/h, off again at the end. */
function highwayMotion(t: number): Motion {
  const s = t - PHASE_STARTS.highway;
  const length = PHASE_STARTS.idle - PHASE_STARTS.highway;
  if (s < 20) return { speed: (s / 20) * 110, accelerating: true };
  if (s > length - 20) return { speed: 110 * ((length - s) / 20), accelerating: false };
  return { speed: 110 + jitter(Math.floor(t), 2) * 8, accelerating: false };
}

function motion(t: number, phase: DrivePhase): Motion {
  switch (phase) {
    case 'warm-up':
      // Idling while the engine warms, then rolling out of the driveway.
      return { speed: t < 60 ? 0 : ((t - 60) / 30) * 15, accelerating: t >= 60 };
    case 'city':
      return cityMotion(t);
    case 'highway':
      return highwayMotion(t);
    case 'idle':
      return { speed: 0, accelerating: false };
  }
}

function rpmFor(phase: DrivePhase, { speed, accelerating }: Motion, elapsed: number): number {
  const second = Math.floor(elapsed);
  if (speed < 1) {
    // A cold engine idles higher, settling as it warms.
    const coldIdle = phase === 'warm-up' ? 400 * Math.exp(-elapsed / 60) : 0;
    return 780 + coldIdle + jitter(second, 3) * 40;
  }
  const perKmh = phase === 'highway' ? 14.5 : 35;
  return 800 + speed * perKmh + (accelerating ? 500 : 0) + jitter(second, 4) * 60;
}

function loadFor(phase: DrivePhase, { speed, accelerating }: Motion, elapsed: number): number {
  const second = Math.floor(elapsed);
  if (accelerating) return (phase === 'highway' ? 78 : 62) + noise(second, 5) * 8;
  if (speed < 1) return 21 + jitter(second, 6) * 3;
  return (phase === 'highway' ? 52 : 34) + jitter(second, 7) * 6;
}

function coolant(elapsed: number): number {
  const gap = COOLANT_WARM_C - COOLANT_START_C;
  const warm = COOLANT_WARM_C - gap * Math.exp(-elapsed / COOLANT_TIME_CONSTANT);
  return warm + jitter(Math.floor(elapsed), 8) * 0.6;
}

/** Kilometres covered in one cycle up to second `t` (speed summed second by second). */
function distanceInCycle(t: number): number {
  let km = 0;
  for (let s = 0; s < Math.floor(t); s += 1) km += motion(s, drivePhase(s)).speed / 3600;
  return km;
}

const CYCLE_KM = distanceInCycle(DRIVE_CYCLE_SECONDS);

/** The demo's reading `elapsedSeconds` after it was connected. */
export function simulateDrive(elapsedSeconds: number): SimulatedReading {
  const elapsed = Math.max(0, elapsedSeconds);
  const t = cycleSecond(elapsed);
  const phase = drivePhase(elapsed);
  const move = motion(t, phase);
  const cycles = Math.floor(elapsed / DRIVE_CYCLE_SECONDS);
  const codeSecond = elapsed % TROUBLE_CODE_EVERY_SECONDS;
  return {
    phase,
    engineRpm: round(clamp(rpmFor(phase, move, elapsed), 0, 7000)),
    vehicleSpeed: round(clamp(move.speed, 0, 255)),
    engineTemperature: round(clamp(coolant(elapsed), -40, 215), 1),
    engineLoad: round(clamp(loadFor(phase, move, elapsed), 0, 100), 1),
    fuelLevel: round(clamp(FUEL_START - elapsed * FUEL_PER_SECOND, FUEL_MIN, 100), 1),
    distanceSinceClear: Math.floor(
      ODOMETER_SINCE_CLEAR_KM + cycles * CYCLE_KM + distanceInCycle(t),
    ),
    diagnosticCodes:
      codeSecond >= TROUBLE_CODE_AT && codeSecond < TROUBLE_CODE_AT + TROUBLE_CODE_FOR
        ? [DEMO_TROUBLE_CODE]
        : [],
  };
}
