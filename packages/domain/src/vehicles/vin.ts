/**
 * Offline VIN decoding (ISO 3779 / 49 CFR 565): normalisation, the check digit, where and by
 * whom the vehicle was made (ISO 3780 ranges and the WMI table of `vin-data.ts`), the model
 * year, and make-specific rules only where they are certain. Anything we cannot know is null.
 */
import { z } from 'zod';
import { VIN_COUNTRY_RANGES, VIN_RANGE_ORDER, WMI_TABLE } from './vin-data.js';

/** Spec section 9: a VIN is exactly 17 characters. */
export const VIN_LENGTH = 17;

/** Problems of a VIN as typed; each is a key of `vehicleMessages`. */
export const vinProblems = [
  'vin.required',
  'vin.invalidLength',
  'vin.invalidCharacters',
  'vin.checkDigit',
] as const;
export type VinProblem = (typeof vinProblems)[number];

export type CheckDigitStatus = 'valid' | 'invalid' | 'not-applicable';
export type VinRegion =
  'africa' | 'asia' | 'europe' | 'north-america' | 'oceania' | 'south-america';
export type VinFuel = 'petrol' | 'diesel' | 'electric' | 'hybrid' | 'plug-in-hybrid';
export type ModelYearBasis = 'position-7' | 'latest-plausible';

export interface DecodedVin {
  vin: string;
  /** World Manufacturer Identifier, positions 1–3. */
  wmi: string;
  /** Vehicle Descriptor Section, positions 4–9 (with the check digit). */
  vds: string;
  /** Vehicle Identifier Section, positions 10–17. */
  vis: string;
  region: VinRegion | null;
  /** ISO 3166-1 alpha-2 code; the web names it with `Intl.DisplayNames` in the user's language. */
  country: string | null;
  manufacturer: string | null;
  make: string | null;
  checkDigit: CheckDigitStatus;
  modelYear: number | null;
  modelYearBasis: ModelYearBasis | null;
  /** Position 11. */
  plantCode: string;
  /** Positions 12–17. */
  serialNumber: string;
  model: string | null;
  body: string | null;
  engine: string | null;
  fuel: VinFuel | null;
}

export type VinDecodeResult =
  | { ok: true; vin: DecodedVin }
  /** `decoded` is what could still be read (null when the VIN is not 17 valid characters). */
  | { ok: false; problem: VinProblem; decoded: DecodedVin | null };

/** Upper case, without spaces or hyphens that people type or paste between groups. */
export function normalizeVin(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/;

/** What is wrong with a normalised VIN's form (the check digit is `checkDigitStatus`'s). */
export function vinFormProblem(vin: string): VinProblem | null {
  if (vin.length === 0) return 'vin.required';
  if (!VIN_CHARACTERS.test(vin)) return 'vin.invalidCharacters';
  if (vin.length !== VIN_LENGTH) return 'vin.invalidLength';
  return null;
}

/** 49 CFR 565.15 transliteration: letters to the digits used by the check digit. */
// prettier-ignore
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** Weights of positions 1–17 (position 9, the check digit itself, weighs 0). */
export const CHECK_DIGIT_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The check digit a 17-character VIN should carry in position 9: '0'–'9' or 'X' (10). */
export function computeCheckDigit(vin: string): string | null {
  if (vinFormProblem(vin) !== null) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i += 1) {
    const ch = vin[i]!;
    const value = ch >= '0' && ch <= '9' ? Number(ch) : TRANSLITERATION[ch]!;
    sum += value * CHECK_DIGIT_WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * North American WMIs (first character 1–5, and 7, the newer United States block) must carry
 * the check digit. Elsewhere position 9 is often a manufacturer's code.
 */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-57]/.test(vin);
}

/**
 * 'valid' or 'invalid' for North American VINs; elsewhere 'valid' when position 9 happens to
 * hold the right digit (vehicles built for North America carry it wherever they are made), and
 * 'not-applicable' otherwise, as a mismatch there says nothing about the VIN.
 */
export function checkDigitStatus(vin: string): CheckDigitStatus {
  const expected = computeCheckDigit(vin);
  if (expected === null) return 'not-applicable';
  if (vin[8] === expected) return 'valid';
  return isNorthAmericanVin(vin) ? 'invalid' : 'not-applicable';
}

interface CountryRange {
  first: string;
  from: number;
  to: number;
  country: string;
}

const COUNTRY_RANGES: CountryRange[] = VIN_COUNTRY_RANGES.trim()
  .split('\n')
  .map((line) => {
    const [first = '', from = '', to = '', country = ''] = line.trim().split(/\s+/);
    const whole = from === '*';
    return {
      first,
      from: whole ? 0 : VIN_RANGE_ORDER.indexOf(from),
      to: whole ? VIN_RANGE_ORDER.length - 1 : VIN_RANGE_ORDER.indexOf(to),
      country,
    };
  });

/** The ISO 3780 zone of the first character. */
export function vinRegion(vin: string): VinRegion | null {
  const first = vin[0] ?? '';
  if (/^[A-G]$/.test(first)) return 'africa';
  if (/^[H-R]$/.test(first)) return 'asia';
  if (/^[S-Z]$/.test(first)) return 'europe';
  if (/^[1-57]$/.test(first)) return 'north-america';
  if (first === '6') return 'oceania';
  if (first === '8' || first === '9') return 'south-america';
  return null;
}

/** The country of the first two characters (ISO 3780 ranges), or null when unassigned. */
export function vinCountry(vin: string): string | null {
  const first = vin[0];
  const second = VIN_RANGE_ORDER.indexOf(vin[1] ?? '');
  if (second < 0) return null;
  const range = COUNTRY_RANGES.find(
    (entry) => entry.first === first && second >= entry.from && second <= entry.to,
  );
  return range?.country ?? null;
}

export interface WmiEntry {
  manufacturer: string;
  /** Null when the WMI is used for several makes. */
  make: string | null;
  /** Set only when the plant's country differs from the WMI's range. */
  country: string | null;
}

function parseWmiTable(table: string): Map<string, WmiEntry> {
  const entries = new Map<string, WmiEntry>();
  for (const line of table.trim().split('\n')) {
    const [head = '', list = ''] = line.split(':');
    const [manufacturer = '', make = ''] = head.split('|').map((part) => part.trim());
    for (const item of list.trim().split(/\s+/)) {
      const [wmi = '', country] = item.split('=');
      entries.set(wmi, {
        manufacturer,
        make: make === '*' ? null : make,
        country: country ?? null,
      });
    }
  }
  return entries;
}

/** Every WMI of the shipped table. */
export const WMI_ENTRIES: ReadonlyMap<string, WmiEntry> = parseWmiTable(WMI_TABLE);

/** The year codes of position 10, in order from 1980 (and 2010, 2040). */
export const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * Model year from position 10. For VINs made to the North American rule (a North American
 * WMI, or any VIN whose check digit is right) position 7 resolves the 30-year cycle: a digit
 * means 1980–2009 and a letter 2010–2039 (49 CFR 565.15); a year after next year then falls
 * back one cycle, as some older VINs had a letter there. Otherwise the most recent year not
 * after next year is given. Codes 0, U and Z (and I, O, Q) are no year: null.
 */
export function decodeModelYear(
  vin: string,
  now: Date,
): { year: number; basis: ModelYearBasis } | null {
  const index = MODEL_YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0 || vin.length !== VIN_LENGTH) return null;
  const latest = now.getUTCFullYear() + 1;
  const northAmericanRule = isNorthAmericanVin(vin) || checkDigitStatus(vin) === 'valid';
  if (northAmericanRule) {
    const letter = /[A-Z]/.test(vin[6] ?? '');
    let year = (letter ? 2010 : 1980) + index;
    if (year > latest && year - 30 >= 1980) year -= 30;
    return { year, basis: 'position-7' };
  }
  let year = 1980 + index;
  while (year + 30 <= latest) year += 30;
  return { year, basis: 'latest-plausible' };
}

interface PatternDecode {
  make?: string;
  model?: string;
  fuel?: VinFuel;
}

const TESLA_MODELS: Record<string, string> = {
  S: 'Model S',
  '3': 'Model 3',
  X: 'Model X',
  Y: 'Model Y',
  C: 'Cybertruck',
  R: 'Roadster',
};

/** Stellantis (FCA US) VINs from model year 2011 name the brand in position 5. */
const STELLANTIS_BRANDS: Record<string, string> = {
  C: 'Chrysler',
  D: 'Dodge',
  J: 'Jeep',
  R: 'Ram',
  F: 'Fiat',
};

const ELECTRIC_ONLY_MAKES = new Set(['Tesla', 'Rivian', 'Lucid']);

/** Make-specific rules that are published and stable; nothing else is inferred. */
function decodePatterns(vin: string, entry: WmiEntry | undefined, year: number | null) {
  const found: PatternDecode = {};
  if (!entry) return found;
  if (entry.make !== null && ELECTRIC_ONLY_MAKES.has(entry.make)) found.fuel = 'electric';
  if (entry.make === 'Tesla') {
    const model = TESLA_MODELS[vin[3] ?? ''];
    if (model) found.model = model;
  }
  if (entry.manufacturer === 'Stellantis' && entry.make === null && year !== null && year >= 2011) {
    const brand = STELLANTIS_BRANDS[vin[4] ?? ''];
    if (brand) found.make = brand;
  }
  return found;
}

function decodeValid(vin: string, now: Date): DecodedVin {
  const wmi = vin.slice(0, 3);
  const entry = WMI_ENTRIES.get(wmi);
  const modelYear = decodeModelYear(vin, now);
  const patterns = decodePatterns(vin, entry, modelYear?.year ?? null);
  return {
    vin,
    wmi,
    vds: vin.slice(3, 9),
    vis: vin.slice(9),
    region: vinRegion(vin),
    country: entry?.country ?? vinCountry(vin),
    manufacturer: entry?.manufacturer ?? null,
    make: patterns.make ?? entry?.make ?? null,
    checkDigit: checkDigitStatus(vin),
    modelYear: modelYear?.year ?? null,
    modelYearBasis: modelYear?.basis ?? null,
    plantCode: vin[10]!,
    serialNumber: vin.slice(11),
    model: patterns.model ?? null,
    body: null,
    engine: null,
    fuel: patterns.fuel ?? null,
  };
}

/**
 * Decodes a VIN as typed. A North American VIN whose check digit is wrong is refused
 * ('vin.checkDigit', with what could be read); elsewhere the check digit is only reported.
 */
export function decodeVin(input: string, now: Date = new Date()): VinDecodeResult {
  const vin = normalizeVin(input);
  const problem = vinFormProblem(vin);
  if (problem) return { ok: false, problem, decoded: null };
  const decoded = decodeValid(vin, now);
  if (decoded.checkDigit === 'invalid') return { ok: false, problem: 'vin.checkDigit', decoded };
  return { ok: true, vin: decoded };
}

/** The problem the VIN field shows, or null: form first, then the North American check digit. */
export function vinProblem(input: string): VinProblem | null {
  const vin = normalizeVin(input);
  return vinFormProblem(vin) ?? (checkDigitStatus(vin) === 'invalid' ? 'vin.checkDigit' : null);
}

/** A required VIN: normalised; its problems are `vehicleMessages` keys. */
export const VinSchema = z
  .string({ error: () => 'vin.required' })
  .max(64, { error: () => 'vin.invalidLength' })
  .transform(normalizeVin)
  .superRefine((vin, ctx) => {
    const problem = vinProblem(vin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The vehicle form's optional VIN (spec section 5): blank or absent is null. */
export const OptionalVinSchema = z
  .string({ error: () => 'vin.invalidLength' })
  .max(64, { error: () => 'vin.invalidLength' })
  .nullish()
  .transform((value) => (value == null ? null : normalizeVin(value) || null))
  .superRefine((vin, ctx) => {
    if (vin === null) return;
    const problem = vinProblem(vin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
