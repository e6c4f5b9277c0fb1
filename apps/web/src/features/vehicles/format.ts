import type { Currency, Units } from '@usra/domain/settings/settings-schema';
import { displaySpeed, displayTemperature } from '@usra/domain/vehicles/units';
import { intlLocale } from '@/lib/dates';
import type { Language } from '@/lib/i18n';
import { formatMoney } from '@/lib/format';
import { costPerDistanceInUnits, odometerInUnits, volumeInUnits } from './units';

/** A whole distance already in the family's units: "12,400 km", "7,705 mi". */
export function formatDistanceInUnits(value: number, units: Units, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: units === 'imperial' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(value);
}

/** A distance reading (km) in the family's units, whole. */
export function formatOdometer(km: number, units: Units, language: Language): string {
  return formatDistanceInUnits(odometerInUnits(km, units), units, language);
}

/** A fuel volume: "40.5 L", "10.7 gal". */
export function formatVolume(litres: number, units: Units, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: units === 'imperial' ? 'gallon' : 'liter',
    unitDisplay: 'short',
    maximumFractionDigits: 2,
  }).format(volumeInUnits(litres, units));
}

/** Fuel cost per km or per mile, with three decimals at most (halalas per km are small). */
export function formatCostPerDistance(
  costPerKm: number,
  units: Units,
  currency: Currency,
  language: Language,
): string {
  return formatMoney(costPerDistanceInUnits(costPerKm, units), currency, language, 3);
}

/** A number with one decimal at most ("7.5"). */
export function formatDecimal(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(value);
}

/** A model year, without grouping ("2021", not "2,021"). */
export function formatYear(year: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { useGrouping: false }).format(year);
}

/** A speed (km/h) in the family's units: "88 km/h", "55 mph". */
export function formatSpeed(kmh: number, units: Units, language: Language): string {
  const shown = displaySpeed(kmh, units);
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: shown.unit === 'mph' ? 'mile-per-hour' : 'kilometer-per-hour',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(shown.value);
}

/** A temperature (°C) in the family's units: "90°C", "194°F". */
export function formatTemperature(celsius: number, units: Units, language: Language): string {
  const shown = displayTemperature(celsius, units);
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: shown.unit === '°F' ? 'fahrenheit' : 'celsius',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(shown.value);
}

/** A whole number of days in words: "12 days", "١٢ يومًا". */
export function formatDays(days: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(days);
}

export {
  currencySymbol,
  formatMoney,
  formatMoneyRange,
  formatPercent,
  formatShare,
} from '@/lib/format';
