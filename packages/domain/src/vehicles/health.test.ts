import { describe, expect, it } from 'vitest';
import { healthLabel, healthScore, isTemperatureHigh, type HealthReading } from './health.js';

/** A reading that takes nothing off: 190 °F, load 30, fuel 50, no codes. */
const fine: HealthReading = {
  engineTemperature: 190,
  temperatureScale: 'fahrenheit',
  engineLoad: 30,
  fuelLevel: 50,
  diagnosticCodes: [],
};
const score = (changes: Partial<HealthReading>) => healthScore({ ...fine, ...changes }).score;

describe('vehicle health score (spec section 9)', () => {
  it('starts at 100', () => {
    expect(healthScore(fine)).toEqual({
      score: 100,
      label: 'excellent',
      temperatureHigh: false,
      deductions: [],
      hasReading: true,
    });
  });

  it('scores 0 without readings', () => {
    expect(healthScore(null)).toEqual({
      score: 0,
      label: 'needs-attention',
      temperatureHigh: false,
      deductions: [],
      hasReading: false,
    });
    expect(healthScore(undefined).score).toBe(0);
  });

  it('takes 20 for an engine temperature above 220 °F or below 160 °F', () => {
    expect(score({ engineTemperature: 220 })).toBe(100);
    expect(score({ engineTemperature: 221 })).toBe(80);
    expect(score({ engineTemperature: 160 })).toBe(100);
    expect(score({ engineTemperature: 159 })).toBe(80);
    expect(score({ engineTemperature: 220.1 })).toBe(80);
  });

  it('converts readings in °C first', () => {
    const c = (engineTemperature: number) =>
      score({ engineTemperature, temperatureScale: 'celsius' });
    expect(c(104)).toBe(100); // 219.2 °F
    expect(c(105)).toBe(80); // 221 °F
    expect(c(72)).toBe(100); // 161.6 °F
    expect(c(71)).toBe(80); // 159.8 °F
    expect(c(90)).toBe(100);
  });

  it('takes 15 for an engine load above 80', () => {
    expect(score({ engineLoad: 80 })).toBe(100);
    expect(score({ engineLoad: 81 })).toBe(85);
    expect(score({ engineLoad: 80.4 })).toBe(85);
  });

  it('takes 10 for a fuel level below 10', () => {
    expect(score({ fuelLevel: 10 })).toBe(100);
    expect(score({ fuelLevel: 9 })).toBe(90);
    expect(score({ fuelLevel: 9.8 })).toBe(90);
  });

  it('takes 10 for each diagnostic code, each code once, never below 0', () => {
    expect(score({ diagnosticCodes: ['P0301'] })).toBe(90);
    expect(score({ diagnosticCodes: ['P0301', 'P0420', 'U0100'] })).toBe(70);
    expect(score({ diagnosticCodes: ['P0301', 'p0301 '] })).toBe(90);
    const many = Array.from({ length: 12 }, (_, i) => `P03${String(i + 1).padStart(2, '0')}`);
    expect(healthScore({ ...fine, diagnosticCodes: many })).toMatchObject({
      score: 0,
      label: 'needs-attention',
      deductions: [{ rule: 'codes', points: 120 }],
    });
  });

  it('adds the deductions up', () => {
    expect(
      healthScore({
        engineTemperature: 230,
        temperatureScale: 'fahrenheit',
        engineLoad: 90,
        fuelLevel: 5,
        diagnosticCodes: ['P0217'],
      }),
    ).toEqual({
      score: 45,
      label: 'needs-attention',
      temperatureHigh: true,
      deductions: [
        { rule: 'temperature', points: 20 },
        { rule: 'load', points: 15 },
        { rule: 'fuel', points: 10 },
        { rule: 'codes', points: 10 },
      ],
      hasReading: true,
    });
  });

  it('takes nothing for a value the reading does not have', () => {
    expect(
      healthScore({
        engineTemperature: null,
        temperatureScale: 'celsius',
        engineLoad: null,
        fuelLevel: null,
        diagnosticCodes: [],
      }).score,
    ).toBe(100);
  });

  it('labels 80 or more Excellent, 60 or more Good, below 60 Needs Attention', () => {
    expect(healthLabel(100)).toBe('excellent');
    expect(healthLabel(80)).toBe('excellent');
    expect(healthLabel(79)).toBe('good');
    expect(healthLabel(60)).toBe('good');
    expect(healthLabel(59)).toBe('needs-attention');
    expect(healthLabel(0)).toBe('needs-attention');
    // Through the rules: one code and high load is 75, Good; with low fuel 65; and a code more 55.
    expect(healthScore({ ...fine, engineLoad: 85, diagnosticCodes: ['P0101'] }).label).toBe('good');
    expect(score({ engineLoad: 85, fuelLevel: 5, diagnosticCodes: ['P0101'] })).toBe(65);
    expect(
      healthScore({ ...fine, engineLoad: 85, fuelLevel: 5, diagnosticCodes: ['P0101', 'P0102'] })
        .label,
    ).toBe('needs-attention');
  });

  it('shows "High" above 220 °F only', () => {
    expect(isTemperatureHigh(220, 'fahrenheit')).toBe(false);
    expect(isTemperatureHigh(221, 'fahrenheit')).toBe(true);
    expect(isTemperatureHigh(105, 'celsius')).toBe(true);
    expect(isTemperatureHigh(104, 'celsius')).toBe(false);
    expect(isTemperatureHigh(null, 'celsius')).toBe(false);
    expect(healthScore({ ...fine, engineTemperature: 150 }).temperatureHigh).toBe(false);
  });
});
