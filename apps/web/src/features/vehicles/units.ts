import { readNumber } from '@usra/domain/common/numbers';
import type { Units } from '@usra/domain/settings/settings-schema';
import {
  KM_PER_MILE,
  LITRES_PER_US_GALLON,
  litresPer100KmToMpg,
} from '@usra/domain/vehicles/units';

/**
 * The API keeps distances in kilometres and fuel in litres; a family with imperial units reads
 * and types miles and (US) gallons. These convert both ways. An input that is not a number of
 * the right kind is passed on unchanged, so that the domain schema names the problem.
 */
export { KM_PER_MILE, LITRES_PER_US_GALLON };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** An odometer reading in the family's units, whole (as the inputs hold it). */
export function odometerInUnits(km: number, units: Units): number {
  return units === 'imperial' ? Math.round(km / KM_PER_MILE) : km;
}

/**
 * An odometer as typed (the family's units) as kilometres. `known` is a reading in km that the
 * field was filled with: typed back unchanged it stays exact, instead of coming back a kilometre
 * lower through whole miles (which the server would refuse as going backwards).
 */
export function odometerInputToKm(
  text: string,
  units: Units,
  known?: number | null,
): string | number {
  const trimmed = text.trim();
  if (units === 'metric' || trimmed === '') return text;
  const miles = readNumber(trimmed) ?? NaN;
  if (!Number.isInteger(miles) || miles < 0) return text;
  if (known != null && odometerInUnits(known, units) === miles) return known;
  return Math.round(miles * KM_PER_MILE);
}

/** A fuel volume in the family's units: litres, or US gallons, two decimals. */
export function volumeInUnits(litres: number, units: Units): number {
  return units === 'imperial' ? round(litres / LITRES_PER_US_GALLON, 2) : litres;
}

/** A volume as typed (litres or gallons) as litres with two decimals at most. */
export function volumeInputToLitres(text: string, units: Units): string | number {
  const trimmed = text.trim();
  if (units === 'metric' || trimmed === '') return text;
  const gallons = readNumber(trimmed) ?? NaN;
  if (!Number.isFinite(gallons) || gallons <= 0 || !hasAtMostTwoDecimals(gallons)) return text;
  return round(gallons * LITRES_PER_US_GALLON, 2);
}

/** Fuel economy in the family's units: L/100 km, or miles per US gallon; one decimal. */
export function economyInUnits(litresPer100Km: number, units: Units): number {
  if (units === 'metric') return round(litresPer100Km, 1);
  return litresPer100Km > 0 ? round(litresPer100KmToMpg(litresPer100Km), 1) : 0;
}

/** Fuel cost per kilometre, or per mile. */
export function costPerDistanceInUnits(costPerKm: number, units: Units): number {
  return units === 'imperial' ? costPerKm * KM_PER_MILE : costPerKm;
}
