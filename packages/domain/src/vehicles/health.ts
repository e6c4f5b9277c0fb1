/**
 * The vehicle health score of spec section 9, on the latest OBD reading. The rules are written
 * in °F; readings in °C are converted first (no rounding, so 104 °C = 219.2 °F passes and
 * 105 °C = 221 °F does not).
 */
import { celsiusToFahrenheit } from './units.js';

export const HEALTH_RULES = {
  start: 100,
  /** Engine temperature above this (°F) costs `temperaturePenalty` and shows "High". */
  temperatureHighF: 220,
  /** Engine temperature below this (°F) costs `temperaturePenalty`. */
  temperatureLowF: 160,
  temperaturePenalty: 20,
  /** Engine load above this (%) costs `loadPenalty`. */
  loadHigh: 80,
  loadPenalty: 15,
  /** Fuel level below this (%) costs `fuelPenalty`. */
  fuelLow: 10,
  fuelPenalty: 10,
  perCodePenalty: 10,
  excellentFrom: 80,
  goodFrom: 60,
} as const;

export type TemperatureScale = 'celsius' | 'fahrenheit';
export type HealthLabel = 'excellent' | 'good' | 'needs-attention';
export type HealthRule = 'temperature' | 'load' | 'fuel' | 'codes';

export interface HealthReading {
  engineTemperature: number | null;
  temperatureScale: TemperatureScale;
  engineLoad: number | null;
  fuelLevel: number | null;
  diagnosticCodes: readonly string[];
}

export interface HealthScore {
  score: number;
  label: HealthLabel;
  /** Engine temperature above 220 °F: the screen shows "High". */
  temperatureHigh: boolean;
  /** Why points were taken off, in the spec's order. */
  deductions: { rule: HealthRule; points: number }[];
  /** False when there was no reading (the score is then 0). */
  hasReading: boolean;
}

/** 80 or more Excellent, 60 or more Good, below 60 Needs Attention. */
export function healthLabel(score: number): HealthLabel {
  if (score >= HEALTH_RULES.excellentFrom) return 'excellent';
  if (score >= HEALTH_RULES.goodFrom) return 'good';
  return 'needs-attention';
}

function toFahrenheit(value: number, scale: TemperatureScale): number {
  return scale === 'celsius' ? celsiusToFahrenheit(value) : value;
}

export function isTemperatureHigh(value: number | null, scale: TemperatureScale): boolean {
  return value !== null && toFahrenheit(value, scale) > HEALTH_RULES.temperatureHighF;
}

/**
 * Starts at 100; −20 if the engine temperature is above 220 °F or below 160 °F; −15 if the
 * engine load is above 80; −10 if the fuel level is below 10; −10 for each diagnostic code
 * (each distinct code once); never below 0. No reading scores 0. A value the reading does not
 * have takes nothing off.
 */
export function healthScore(reading: HealthReading | null | undefined): HealthScore {
  if (!reading) {
    return {
      score: 0,
      label: healthLabel(0),
      temperatureHigh: false,
      deductions: [],
      hasReading: false,
    };
  }
  const deductions: HealthScore['deductions'] = [];
  if (reading.engineTemperature !== null) {
    const f = toFahrenheit(reading.engineTemperature, reading.temperatureScale);
    if (f > HEALTH_RULES.temperatureHighF || f < HEALTH_RULES.temperatureLowF) {
      deductions.push({ rule: 'temperature', points: HEALTH_RULES.temperaturePenalty });
    }
  }
  if (reading.engineLoad !== null && reading.engineLoad > HEALTH_RULES.loadHigh) {
    deductions.push({ rule: 'load', points: HEALTH_RULES.loadPenalty });
  }
  if (reading.fuelLevel !== null && reading.fuelLevel < HEALTH_RULES.fuelLow) {
    deductions.push({ rule: 'fuel', points: HEALTH_RULES.fuelPenalty });
  }
  const codes = new Set(reading.diagnosticCodes.map((code) => code.trim().toUpperCase()));
  codes.delete('');
  if (codes.size > 0) {
    deductions.push({ rule: 'codes', points: HEALTH_RULES.perCodePenalty * codes.size });
  }
  const taken = deductions.reduce((sum, d) => sum + d.points, 0);
  const score = Math.max(0, HEALTH_RULES.start - taken);
  return {
    score,
    label: healthLabel(score),
    temperatureHigh: isTemperatureHigh(reading.engineTemperature, reading.temperatureScale),
    deductions,
    hasReading: true,
  };
}
