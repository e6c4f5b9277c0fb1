import type { DecodedVin } from './api/decode-vin';

/** The form fields a VIN decode fills, as the inputs hold them. */
export interface DecodableFields {
  make: string;
  model: string;
  year: string;
}

/** What a decode put in each field (null: it left the field alone). */
export type DecodedFill = Record<keyof DecodableFields, string | null>;

const fields = ['make', 'model', 'year'] as const;

/**
 * Puts a decode's make, model and year into the form without overwriting what the user typed:
 * a field is filled when it is empty or still holds what the previous decode put there (a new
 * VIN replaces the old VIN's values, and clears one the new decode does not know).
 */
export function mergeDecoded(
  current: DecodableFields,
  previous: DecodedFill | null,
  decoded: Pick<DecodedVin, 'make' | 'model' | 'year'>,
): { values: DecodableFields; fill: DecodedFill } {
  const found: DecodedFill = {
    make: decoded.make?.trim() || null,
    model: decoded.model?.trim() || null,
    year: decoded.year === null ? null : String(decoded.year),
  };
  const values = { ...current };
  const fill: DecodedFill = { make: null, model: null, year: null };
  for (const field of fields) {
    const mine = current[field].trim() !== '' && current[field] !== previous?.[field];
    if (mine) continue;
    values[field] = found[field] ?? '';
    fill[field] = found[field];
  }
  return { values, fill };
}
