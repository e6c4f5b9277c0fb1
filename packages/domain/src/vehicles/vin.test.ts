import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  OptionalVinSchema,
  VinSchema,
  WMI_ENTRIES,
  checkDigitStatus,
  computeCheckDigit,
  decodeModelYear,
  decodeVin,
  normalizeVin,
  vinCountry,
  vinProblem,
  type DecodedVin,
} from './vin.js';
import { VIN_COUNTRY_RANGES, WMI_TABLE } from './vin-data.js';

const now = new Date('2026-06-01T00:00:00Z');

function decoded(vin: string, at: Date = now): DecodedVin {
  const result = decodeVin(vin, at);
  if (!result.ok) throw new Error(`${vin}: ${result.problem}`);
  return result.vin;
}

/**
 * Real VINs whose decodes are published (NHTSA vPIC decodes of the same VINs, and the
 * textbook examples of 49 CFR 565 / ISO 3779). Columns: VIN, manufacturer, make, country,
 * model year, check digit.
 */
const known: [string, string | null, string | null, string, number | null, string][] = [
  ['1HGCM82633A004352', 'Honda', 'Honda', 'US', 2003, 'valid'],
  ['5GZCZ43D13S812715', 'General Motors', 'Saturn', 'US', 2003, 'valid'],
  ['JH4DC4340RS003205', 'Honda', 'Acura', 'JP', 1994, 'valid'],
  ['1FMCU14T3JU402061', 'Ford', 'Ford', 'US', 1988, 'valid'],
  ['5N3ZA0NE1AN908084', 'Nissan', 'Infiniti', 'US', 2010, 'valid'],
  ['4A3AK24F36E026691', 'Mitsubishi', 'Mitsubishi', 'US', 2006, 'valid'],
  ['1GKLVKED6AJ152841', 'General Motors', 'GMC', 'US', 2010, 'valid'],
  ['WAULFAFR6DA001366', 'Volkswagen', 'Audi', 'DE', 2013, 'valid'],
  ['WP0CB29874U669313', 'Volkswagen', 'Porsche', 'DE', 2004, 'valid'],
  ['WBSPM9C52BE209978', 'BMW', 'BMW', 'DE', 2011, 'valid'],
  ['4T1BB3EK5AU118081', 'Toyota', 'Toyota', 'US', 2010, 'valid'],
  ['5NPEB4AC9DH571382', 'Hyundai', 'Hyundai', 'US', 2013, 'valid'],
  ['1C41JUEJ7NC002943', 'Stellantis', 'Jeep', 'US', 2022, 'valid'],
  ['2C3CCACG6CH275007', 'Stellantis', 'Chrysler', 'CA', 2012, 'valid'],
  ['1C4GJWAG3DL544796', 'Stellantis', 'Jeep', 'US', 2013, 'valid'],
  ['JTKKU4B40C1028652', 'Toyota', 'Toyota', 'JP', 2012, 'valid'],
  ['KM8JN72D07U585496', 'Hyundai', 'Hyundai', 'KR', 2007, 'valid'],
  ['1B4HS28N51F542134', 'Stellantis', 'Dodge', 'US', 2001, 'valid'],
  ['4JGAB54E11A277331', 'Mercedes-Benz', 'Mercedes-Benz', 'US', 2001, 'valid'],
  ['JN8AZ28R59T128050', 'Nissan', 'Nissan', 'JP', 2009, 'valid'],
  ['2D8GP44L05R217097', 'Stellantis', 'Dodge', 'CA', 2005, 'valid'],
  ['3VWSD29M41M067176', 'Volkswagen', 'Volkswagen', 'MX', 2001, 'valid'],
  ['3FAHP0JA0AR281181', 'Ford', 'Ford', 'MX', 2010, 'valid'],
  ['TRUWT28N251018665', 'Volkswagen', 'Audi', 'HU', 2005, 'valid'],
  ['SCFFDECNXCGG14038', 'Aston Martin', 'Aston Martin', 'GB', 2012, 'valid'],
  ['2T1BR30E36C599972', 'Toyota', 'Toyota', 'CA', 2006, 'valid'],
  ['JTHFE2C23A2509749', 'Toyota', 'Lexus', 'JP', 2010, 'valid'],
  ['5FNRL38297B007384', 'Honda', 'Honda', 'US', 2007, 'valid'],
  ['JM1FE173540134610', 'Mazda', 'Mazda', 'JP', 2004, 'valid'],
  ['JM3KE4BY6G0636881', 'Mazda', 'Mazda', 'JP', 2016, 'valid'],
  ['JNKCV51F54M711589', 'Nissan', 'Infiniti', 'JP', 2004, 'valid'],
  ['1G4GD5ED5BF334614', 'General Motors', 'Buick', 'US', 2011, 'valid'],
  ['1G1JC1440PZ215164', 'General Motors', 'Chevrolet', 'US', 1993, 'valid'],
  ['W06VR52R6WR227722', 'General Motors', 'Cadillac', 'DE', 1998, 'valid'],
  ['5YFB4MDE8PP030258', 'Toyota', 'Toyota', 'US', 2023, 'valid'],
  ['5YJ3A1E12HF000001', 'Tesla', 'Tesla', 'US', 2017, 'valid'],
  ['LRWYGCEK3NC240575', 'Tesla', 'Tesla', 'CN', 2022, 'valid'],
  ['KMTG341ABLU064324', 'Hyundai', 'Genesis', 'KR', 2020, 'not-applicable'],
  ['JTMW53FV60D023016', 'Toyota', 'Toyota', 'JP', null, 'valid'],
  // One WMI, two makes: made by Nissan (Smyrna) as an Infiniti JX35, by Kia (Georgia) as a Sorento.
  ['5N1AL0MM8DC306971', 'Nissan', null, 'US', 2013, 'valid'],
  ['5XYKTCA62DG346197', 'Kia', null, 'US', 2013, 'valid'],
  // Not in the WMI table: a Motor Coach Industries bus, a Koenigsegg (small maker, "9" WMI).
  ['1M8GDM9AXKP042788', null, null, 'US', 1989, 'valid'],
  ['YT9NN1U14KA007175', null, null, 'SE', 2019, 'valid'],
];

describe('VIN decoding offline', () => {
  it('decodes real VINs of many makes, years and regions as their published decodes', () => {
    expect(known.length).toBeGreaterThanOrEqual(25);
    for (const [vin, manufacturer, make, country, year, check] of known) {
      const d = decoded(vin);
      expect({ vin, manufacturer: d.manufacturer, make: d.make, country: d.country }).toEqual({
        vin,
        manufacturer,
        make,
        country,
      });
      expect({ vin, year: d.modelYear, check: d.checkDigit }).toEqual({ vin, year, check });
    }
  });

  it('splits the VIN into WMI, VDS, VIS, plant and serial', () => {
    expect(decoded('1HGCM82633A004352')).toMatchObject({
      vin: '1HGCM82633A004352',
      wmi: '1HG',
      vds: 'CM8263',
      vis: '3A004352',
      plantCode: 'A',
      serialNumber: '004352',
      region: 'north-america',
      modelYearBasis: 'position-7',
      model: null,
      body: null,
      engine: null,
      fuel: null,
    });
  });

  it('gives regions by the ISO 3780 zones', () => {
    expect(decoded('JN8AZ28R59T128050').region).toBe('asia');
    expect(decoded('WBSPM9C52BE209978').region).toBe('europe');
    expect(decoded('LRWYGCEK3NC240575').region).toBe('asia');
    expect(decoded('3FAHP0JA0AR281181').region).toBe('north-america');
    expect(vinCountry('AHTZZZ00000000000')).toBe('ZA');
    expect(vinCountry('RS0ZZZ00000000000')).toBe('SA');
    expect(vinCountry('RA0ZZZ00000000000')).toBe('AE');
    expect(vinCountry('0A0ZZZ00000000000')).toBeNull();
  });

  it('knows the model only from published rules, and electric-only makes', () => {
    expect(decoded('5YJ3A1E12HF000001')).toMatchObject({ model: 'Model 3', fuel: 'electric' });
    expect(decoded('LRWYGCEK3NC240575')).toMatchObject({ model: 'Model Y', fuel: 'electric' });
    expect(decoded('JTHFE2C23A2509749')).toMatchObject({ model: null, fuel: null });
  });

  it('names the Stellantis brand from position 5 only from model year 2011', () => {
    // A 2002 Chrysler Voyager: position 5 is not the brand before 2011.
    expect(decoded('1C4GJ25372B521864')).toMatchObject({ make: null, modelYear: 2002 });
  });

  it('places a plant outside its WMI range where the table says so (Tesla Berlin)', () => {
    const vin = withCheckDigit('XP7YGCEK0PB000001');
    expect(decoded(vin)).toMatchObject({ make: 'Tesla', country: 'DE', model: 'Model Y' });
  });
});

/** Puts the right check digit into a constructed VIN. */
function withCheckDigit(vin: string): string {
  const digit = computeCheckDigit(vin);
  if (digit === null) throw new Error(vin);
  return vin.slice(0, 8) + digit + vin.slice(9);
}

describe('check digit (ISO 3779 / 49 CFR 565)', () => {
  it('computes the textbook example, whose check digit is X', () => {
    expect(computeCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(computeCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(computeCheckDigit('1HGCM8263')).toBeNull();
  });

  it('refuses a North American VIN whose check digit is wrong, with what could be read', () => {
    const result = decodeVin('1HGCM82643A004352', now);
    expect(result).toMatchObject({
      ok: false,
      problem: 'vin.checkDigit',
      decoded: { make: 'Honda', checkDigit: 'invalid', modelYear: 2003 },
    });
    // A Peterbilt VIN with a wrong check digit (the right one is 6).
    expect(decodeVin('1XPTD40X0JD456115', now)).toMatchObject({ problem: 'vin.checkDigit' });
    expect(decodeVin('1XPTD40X6JD456115', now)).toMatchObject({ ok: true });
    expect(vinProblem('1XPTD40X0JD456115')).toBe('vin.checkDigit');
  });

  it('treats the newer United States block (first character 7) as North American', () => {
    const vin = withCheckDigit('7SAYGDEE0PA000001'); // Tesla, Austin
    expect(decoded(vin)).toMatchObject({
      make: 'Tesla',
      country: 'US',
      region: 'north-america',
      model: 'Model Y',
      modelYear: 2023,
    });
    const wrong = vin.slice(0, 8) + (vin[8] === '1' ? '2' : '1') + vin.slice(9);
    expect(decodeVin(wrong, now)).toMatchObject({ ok: false, problem: 'vin.checkDigit' });
  });

  it('only reports the check digit outside North America', () => {
    // Korean domestic VINs carry a letter in position 9.
    expect(checkDigitStatus('KNAPX81GBNK005247')).toBe('not-applicable');
    const result = decodeVin('KNAPX81GBNK005247', now);
    expect(result).toMatchObject({ ok: true, vin: { make: 'Kia', checkDigit: 'not-applicable' } });
    // A European VIN: position 9 is a filler, not a check digit.
    expect(checkDigitStatus('WP0ZZZ99ZTS392124')).toBe('not-applicable');
    expect(vinProblem('WP0ZZZ99ZTS392124')).toBeNull();
    // Right wherever it is made when it matches.
    expect(checkDigitStatus('JTHFE2C23A2509749')).toBe('valid');
  });
});

describe('model year', () => {
  it('resolves the 30-year cycle by position 7 on North American VINs', () => {
    const digit7 = withCheckDigit('1G1ZZZ1Z0AZ000001'); // position 7 a digit: 1980
    const letter7 = withCheckDigit('1G1ZZZAZ0AZ000001'); // position 7 a letter: 2010
    expect(decodeModelYear(digit7, now)).toEqual({ year: 1980, basis: 'position-7' });
    expect(decodeModelYear(letter7, now)).toEqual({ year: 2010, basis: 'position-7' });
  });

  it('falls back one cycle when position 7 would give a year after next year', () => {
    // A 2000 VIN with a letter in position 7 (allowed before 2010) is not a 2030.
    const vin = withCheckDigit('1G1ZZZAZ0YZ000001');
    expect(decodeModelYear(vin, now)).toEqual({ year: 2000, basis: 'position-7' });
    // Next year's models are already sold.
    expect(decodeModelYear(withCheckDigit('1G1ZZZAZ0VZ000001'), now)?.year).toBe(2027);
  });

  it('gives the most recent year not after next year elsewhere', () => {
    // Porsche 911 (1996): "T" is 1996 or 2026; the decode is as good as the date allows.
    const in2020 = new Date('2020-01-01T00:00:00Z');
    expect(decodeModelYear('WP0ZZZ99ZTS392124', in2020)).toEqual({
      year: 1996,
      basis: 'latest-plausible',
    });
    expect(decodeModelYear('WP0ZZZ99ZTS392124', now)?.year).toBe(2026);
    expect(decodeModelYear('KMTG341ABLU064324', now)).toEqual({
      year: 2020,
      basis: 'latest-plausible',
    });
  });

  it('has no year for the codes 0, U and Z', () => {
    expect(decoded('JTMW53FV60D023016')).toMatchObject({ modelYear: null, modelYearBasis: null });
    expect(decodeModelYear(withCheckDigit('1G1ZZZAZ0UZ000001'), now)).toBeNull();
    expect(decodeModelYear(withCheckDigit('1G1ZZZAZ0ZZ000001'), now)).toBeNull();
  });
});

describe('the VIN field', () => {
  it('forces upper case and drops spaces and hyphens', () => {
    expect(normalizeVin(' 1hgcm826-33a 004352 ')).toBe('1HGCM82633A004352');
    expect(decodeVin('1hgcm82633a004352', now)).toMatchObject({ ok: true });
  });

  it('requires a VIN of exactly 17 characters, without I, O or Q', () => {
    expect(decodeVin('', now)).toEqual({ ok: false, problem: 'vin.required', decoded: null });
    expect(decodeVin('1HGCM82633A00435', now)).toMatchObject({ problem: 'vin.invalidLength' });
    expect(decodeVin('1HGCM82633A0043521', now)).toMatchObject({ problem: 'vin.invalidLength' });
    expect(decodeVin('1HGCM82633AOO4352', now)).toMatchObject({ problem: 'vin.invalidCharacters' });
    expect(decodeVin('1HGCM82633AI04352', now)).toMatchObject({ problem: 'vin.invalidCharacters' });
    expect(decodeVin('1HGCM82633AQ04352', now)).toMatchObject({ problem: 'vin.invalidCharacters' });
    expect(decodeVin('1HGCM82633A00435!', now)).toMatchObject({ problem: 'vin.invalidCharacters' });
  });

  it('validates with the same rules in the schemas', () => {
    expect(VinSchema.parse('1hgcm82633a004352')).toBe('1HGCM82633A004352');
    const issues = (value: unknown, schema: ZodType = VinSchema) =>
      schema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(issues('')).toEqual(['vin.required']);
    expect(issues(undefined)).toEqual(['vin.required']);
    expect(issues('1HGCM82633A00435')).toEqual(['vin.invalidLength']);
    expect(issues('1HGCM82643A004352')).toEqual(['vin.checkDigit']);
    expect(OptionalVinSchema.parse('  ')).toBeNull();
    expect(OptionalVinSchema.parse(null)).toBeNull();
    expect(OptionalVinSchema.parse(undefined)).toBeNull();
    expect(issues('1HGCM8263', OptionalVinSchema)).toEqual(['vin.invalidLength']);
  });
});

describe('the shipped dataset', () => {
  it('lists each WMI once, with the makes common in the Gulf', () => {
    const listed = WMI_TABLE.trim()
      .split('\n')
      .flatMap((line) => line.split(':')[1]!.trim().split(/\s+/))
      .map((item) => item.split('=')[0]!);
    expect(listed.every((wmi) => /^[A-HJ-NPR-Z0-9]{3}$/.test(wmi))).toBe(true);
    expect(new Set(listed).size).toBe(listed.length);
    expect(WMI_ENTRIES.size).toBe(listed.length);
    expect(WMI_ENTRIES.size).toBeGreaterThanOrEqual(385);
    const makes = new Set([...WMI_ENTRIES.values()].map((entry) => entry.make));
    for (const make of [
      'Toyota',
      'Lexus',
      'Nissan',
      'Infiniti',
      'Hyundai',
      'Kia',
      'Genesis',
      'Mitsubishi',
      'Honda',
      'Mazda',
      'Suzuki',
      'Isuzu',
      'Chevrolet',
      'GMC',
      'Cadillac',
      'Ford',
      'Lincoln',
      'Dodge',
      'Jeep',
      'Chrysler',
      'Tesla',
      'BMW',
      'Mercedes-Benz',
      'Audi',
      'Volkswagen',
      'Porsche',
      'Land Rover',
      'Jaguar',
      'Volvo',
      'Renault',
      'Peugeot',
      'Geely',
      'Chery',
      'BYD',
    ]) {
      // prettier-ignore
      expect(makes, make).toContain(make);
    }
    const manufacturers = new Set([...WMI_ENTRIES.values()].map((entry) => entry.manufacturer));
    for (const name of ['Great Wall Motor', 'SAIC Motor', 'Changan', 'Stellantis']) {
      expect(manufacturers, name).toContain(name);
    }
  });

  it('has country ranges that do not overlap', () => {
    const seen = new Map<string, string>();
    const order = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';
    for (const line of VIN_COUNTRY_RANGES.trim().split('\n')) {
      const [first = '', from = '', to = '', country = ''] = line.split(' ');
      const start = from === '*' ? 0 : order.indexOf(from);
      const end = to === '*' ? order.length - 1 : order.indexOf(to);
      expect(start, line).toBeGreaterThanOrEqual(0);
      expect(end, line).toBeGreaterThanOrEqual(start);
      for (let i = start; i <= end; i += 1) {
        const key = first + order[i];
        expect(seen.get(key), `${key} in ${line}`).toBeUndefined();
        seen.set(key, country);
      }
    }
  });

  it('stays small (bytes of the two tables)', () => {
    const bytes = new TextEncoder().encode(WMI_TABLE + VIN_COUNTRY_RANGES).length;
    expect(bytes).toBeLessThan(6_000);
  });
});
