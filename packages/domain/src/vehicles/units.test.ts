import { describe, expect, it } from 'vitest';
import {
  celsiusToFahrenheit,
  displayDistance,
  displayEconomy,
  displaySpeed,
  displayTemperature,
  displayVolume,
  distanceToKm,
  fahrenheitToCelsius,
  gallonsToLitres,
  kmToMiles,
  litresPer100Km,
  litresPer100KmToMpg,
  litresToGallons,
  milesToKm,
  mpgToLitresPer100Km,
  volumeToLitres,
} from './units.js';

describe('unit conversions', () => {
  it('converts temperatures', () => {
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(fahrenheitToCelsius(220)).toBeCloseTo(104.444, 3);
  });

  it('converts distances, volumes and fuel economy', () => {
    expect(milesToKm(1)).toBe(1.609344);
    expect(kmToMiles(160.9344)).toBeCloseTo(100, 10);
    expect(gallonsToLitres(1)).toBe(3.785411784);
    expect(litresToGallons(3.785411784)).toBeCloseTo(1, 10);
    expect(litresPer100KmToMpg(10)).toBeCloseTo(23.5215, 4);
    expect(mpgToLitresPer100Km(23.5214583)).toBeCloseTo(10, 5);
    expect(litresPer100Km(500, 40)).toBe(8);
    expect(litresPer100Km(0, 40)).toBeNull();
    expect(distanceToKm(10, 'imperial')).toBeCloseTo(16.09344, 8);
    expect(distanceToKm(10, 'metric')).toBe(10);
    expect(volumeToLitres(2, 'imperial')).toBeCloseTo(7.5708, 4);
  });

  it('shows values in the family units', () => {
    expect(displayTemperature(90, 'metric')).toEqual({ value: 90, unit: '°C' });
    expect(displayTemperature(90, 'imperial')).toEqual({ value: 194, unit: '°F' });
    expect(displaySpeed(100, 'metric')).toEqual({ value: 100, unit: 'km/h' });
    expect(displaySpeed(100, 'imperial')).toEqual({ value: 62, unit: 'mph' });
    expect(displayDistance(12400, 'imperial')).toEqual({ value: 7705, unit: 'mi' });
    expect(displayVolume(50, 'imperial')).toEqual({ value: 13.2, unit: 'gal' });
    expect(displayVolume(50, 'metric')).toEqual({ value: 50, unit: 'L' });
    expect(displayEconomy(8, 'metric')).toEqual({ value: 8, unit: 'L/100 km' });
    expect(displayEconomy(8, 'imperial')).toEqual({ value: 29.4, unit: 'mpg' });
  });
});
