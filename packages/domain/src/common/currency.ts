import type { Currency } from '../settings/settings-schema.js';

/**
 * Reference rates (units of a currency for one US dollar) for turning the cost estimates of the
 * repair tables (kept in US dollars: vehicles/dtc-data.ts) into the family's currency. The Gulf
 * currencies are pegged to the dollar; the Egyptian pound and the euro float, and their rates
 * here are a reference: an estimate stays an estimate, rounded to two significant figures.
 */
export const UNITS_PER_USD: Record<Currency, number> = {
  USD: 1,
  SAR: 3.75,
  AED: 3.6725,
  QAR: 3.64,
  BHD: 0.376,
  OMR: 0.3845,
  KWD: 0.307,
  EGP: 48.5,
  EUR: 0.92,
};

/** Two significant figures: 1312.5 → 1300, 24.56 → 25, 0.3 → 0.3. */
function roughly(value: number): number {
  if (value === 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/** A cost estimate in US dollars as an estimate in `currency`. */
export function estimateIn(
  range: { min: number; max: number },
  currency: Currency,
): { min: number; max: number } {
  const rate = UNITS_PER_USD[currency];
  return { min: roughly(range.min * rate), max: roughly(range.max * rate) };
}
