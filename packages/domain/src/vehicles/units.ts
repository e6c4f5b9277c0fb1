/**
 * Unit conversions and display values for vehicles. Data is kept in metric (km, km/h, °C,
 * litres, L/100 km); the family's units setting (metric by default, or imperial) decides what
 * is shown. Imperial volumes are US gallons.
 */
import type { Units } from '../settings/settings-schema.js';

export const KM_PER_MILE = 1.609344;
export const LITRES_PER_US_GALLON = 3.785411784;

export function celsiusToFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}

export function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}

export function kmToMiles(km: number): number {
  return km / KM_PER_MILE;
}

export function milesToKm(miles: number): number {
  return miles * KM_PER_MILE;
}

export function litresToGallons(litres: number): number {
  return litres / LITRES_PER_US_GALLON;
}

export function gallonsToLitres(gallons: number): number {
  return gallons * LITRES_PER_US_GALLON;
}

/** L/100 km ↔ US mpg (each is the other's inverse, about 235.2 / x). */
export function litresPer100KmToMpg(litresPer100Km: number): number {
  return (100 * LITRES_PER_US_GALLON) / (KM_PER_MILE * litresPer100Km);
}

export function mpgToLitresPer100Km(mpg: number): number {
  return (100 * LITRES_PER_US_GALLON) / (KM_PER_MILE * mpg);
}

/** Fuel used per 100 km over a distance; null when no distance was covered. */
export function litresPer100Km(distanceKm: number, litres: number): number | null {
  if (!(distanceKm > 0) || !(litres >= 0)) return null;
  return (litres / distanceKm) * 100;
}

export type TemperatureUnit = '°C' | '°F';
export type SpeedUnit = 'km/h' | 'mph';
export type DistanceUnit = 'km' | 'mi';
export type VolumeUnit = 'L' | 'gal';
export type EconomyUnit = 'L/100 km' | 'mpg';

export interface Shown<U extends string> {
  value: number;
  unit: U;
}

/** `digits` decimals: the values a screen shows. */
function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function displayTemperature(
  celsius: number,
  units: Units,
  digits = 0,
): Shown<TemperatureUnit> {
  return units === 'imperial'
    ? { value: round(celsiusToFahrenheit(celsius), digits), unit: '°F' }
    : { value: round(celsius, digits), unit: '°C' };
}

export function displaySpeed(kmh: number, units: Units, digits = 0): Shown<SpeedUnit> {
  return units === 'imperial'
    ? { value: round(kmToMiles(kmh), digits), unit: 'mph' }
    : { value: round(kmh, digits), unit: 'km/h' };
}

export function displayDistance(km: number, units: Units, digits = 0): Shown<DistanceUnit> {
  return units === 'imperial'
    ? { value: round(kmToMiles(km), digits), unit: 'mi' }
    : { value: round(km, digits), unit: 'km' };
}

export function displayVolume(litres: number, units: Units, digits = 1): Shown<VolumeUnit> {
  return units === 'imperial'
    ? { value: round(litresToGallons(litres), digits), unit: 'gal' }
    : { value: round(litres, digits), unit: 'L' };
}

export function displayEconomy(
  litresPer100KmValue: number,
  units: Units,
  digits = 1,
): Shown<EconomyUnit> {
  return units === 'imperial'
    ? { value: round(litresPer100KmToMpg(litresPer100KmValue), digits), unit: 'mpg' }
    : { value: round(litresPer100KmValue, digits), unit: 'L/100 km' };
}

/** A distance typed in the family's units, stored in km. */
export function distanceToKm(value: number, units: Units): number {
  return units === 'imperial' ? milesToKm(value) : value;
}

/** A volume typed in the family's units, stored in litres. */
export function volumeToLitres(value: number, units: Units): number {
  return units === 'imperial' ? gallonsToLitres(value) : value;
}
