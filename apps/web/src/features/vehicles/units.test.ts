import { describe, expect, it } from 'vitest';
import { formatCostPerDistance, formatOdometer, formatVolume, formatYear } from './format';
import {
  costPerDistanceInUnits,
  economyInUnits,
  odometerInputToKm,
  odometerInUnits,
  volumeInputToLitres,
  volumeInUnits,
} from './units';

describe('vehicle units', () => {
  it('leaves metric inputs to the domain schema as typed', () => {
    expect(odometerInputToKm('12000', 'metric')).toBe('12000');
    expect(volumeInputToLitres('40.5', 'metric')).toBe('40.5');
    expect(odometerInUnits(12_345, 'metric')).toBe(12_345);
    expect(volumeInUnits(40.5, 'metric')).toBe(40.5);
  });

  it('reads whole miles as whole kilometres', () => {
    expect(odometerInputToKm('100', 'imperial')).toBe(161);
    expect(odometerInputToKm(' 12000 ', 'imperial')).toBe(19_312);
    expect(odometerInUnits(19_312, 'imperial')).toBe(12_000);
  });

  it('keeps a prefilled reading exact when it is typed back unchanged', () => {
    // 19,316 km shows as 12,002 mi, which would come back as 19,315 km: a kilometre backwards.
    expect(odometerInUnits(19_316, 'imperial')).toBe(12_002);
    expect(odometerInputToKm('12002', 'imperial')).toBe(19_315);
    expect(odometerInputToKm('12002', 'imperial', 19_316)).toBe(19_316);
    expect(odometerInputToKm('12003', 'imperial', 19_316)).toBe(19_317);
  });

  it('passes what is not a whole number of miles on, for the schema to refuse', () => {
    for (const text of ['', '  ', '12.5', '-3', 'abc']) {
      expect(odometerInputToKm(text, 'imperial')).toBe(text);
    }
  });

  it('reads US gallons as litres with two decimals', () => {
    expect(volumeInputToLitres('10', 'imperial')).toBe(37.85);
    expect(volumeInputToLitres('10.57', 'imperial')).toBe(40.01);
    expect(volumeInUnits(37.85, 'imperial')).toBe(10);
    for (const text of ['', '0', '-1', '1.234', 'x']) {
      expect(volumeInputToLitres(text, 'imperial')).toBe(text);
    }
  });

  it('shows economy as L/100 km or as mpg = 235.215 / (L/100 km)', () => {
    expect(economyInUnits(7.84, 'metric')).toBe(7.8);
    expect(economyInUnits(7.84, 'imperial')).toBe(30);
    expect(economyInUnits(10, 'imperial')).toBe(23.5);
    expect(costPerDistanceInUnits(0.2, 'metric')).toBe(0.2);
    expect(costPerDistanceInUnits(0.2, 'imperial')).toBeCloseTo(0.3219, 4);
  });

  it('formats readings in the family units and the language', () => {
    expect(formatOdometer(19_313, 'metric', 'en')).toBe('19,313 km');
    expect(formatOdometer(19_312, 'imperial', 'en')).toBe('12,000 mi');
    expect(formatOdometer(12_400, 'metric', 'ar')).toBe('١٢٬٤٠٠ كم');
    expect(formatVolume(37.85, 'imperial', 'en')).toBe('10 gal');
    expect(formatVolume(40.5, 'metric', 'en')).toBe('40.5 L');
    expect(formatYear(2021, 'en')).toBe('2021');
    expect(formatYear(2021, 'ar')).toBe('٢٠٢١');
    expect(formatCostPerDistance(0.175, 'metric', 'USD', 'en')).toBe('$0.175');
  });
});
