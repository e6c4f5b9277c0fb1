import { describe, expect, it } from 'vitest';
import { estimateIn } from './currency.js';
import { amount, optionalWholeNumber, wholeNumber } from './number-fields.js';
import { readNumber, readNumeric, toAsciiDigits } from './numbers.js';

describe('readNumber', () => {
  it.each([
    ['٢٠٢١', 2021],
    ['٨٥٠٠٠', 85000],
    ['٨٥٬٠٠٠', 85000],
    ['١٢٫٥', 12.5],
    ['۱۲۳', 123],
    ['۸۵٬۰۰۰٫۲۵', 85000.25],
    ['62,000', 62000],
    ['1,234,567.5', 1234567.5],
    ['12.5', 12.5],
    ['0', 0],
    ['.5', 0.5],
    ['5.', 5],
    [' 42 ', 42],
    ['-3', -3],
    ['−٣', -3],
    ['+7', 7],
    ['\u200f٤٥\u200f', 45],
    ['٢0٢1', 2021],
  ])('reads %j as %d', (typed, expected) => {
    expect(readNumber(typed)).toBe(expected);
  });

  it.each([
    '1,2,3',
    '12..5',
    '12.5.1',
    '62,00',
    ',000',
    '1,2345',
    '12a',
    '1e3',
    '0x10',
    'Infinity',
    '',
    '  ',
    '.',
    '-',
    '١٢٫٥٫١',
    '1,234٬567',
    '12,5',
  ])('refuses %j', (typed) => {
    expect(readNumber(typed)).toBeNull();
  });

  it('reads a decimal comma where the language uses one, with "." or a space for thousands', () => {
    const comma = { decimal: ',' } as const;
    expect(readNumber('12,5', comma)).toBe(12.5);
    expect(readNumber('1.234,5', comma)).toBe(1234.5);
    expect(readNumber('1 234,5', comma)).toBe(1234.5);
    expect(readNumber('1\u202f234', comma)).toBe(1234);
    expect(readNumber('١٢٫٥', comma)).toBe(12.5);
    expect(readNumber('12,5,1', comma)).toBeNull();
    expect(readNumber('1.2.3', comma)).toBeNull();
    expect(readNumber('62,000', comma)).toBe(62);
  });

  it('takes numbers as they are and refuses anything that is neither number nor text', () => {
    expect(readNumeric(12)).toBe(12);
    expect(readNumeric(Number.NaN)).toBeNull();
    expect(readNumeric('٣')).toBe(3);
    expect(readNumeric(null)).toBeNull();
    expect(readNumeric({})).toBeNull();
  });

  it('turns every digit into its ASCII digit and leaves the rest', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc')).toBe('0123456789 0123456789 abc');
  });
});

describe('number fields read typed Arabic digits and grouping', () => {
  it('a model year typed in Arabic digits is the year', () => {
    expect(wholeNumber(1886, 2100, 'vehicle.yearInvalid').parse('٢٠٢١')).toBe(2021);
  });

  it('an odometer typed with Arabic or English thousands separators is the number', () => {
    const odometer = wholeNumber(0, 2_000_000, 'odometer.invalid');
    expect(odometer.parse('٨٥٠٠٠')).toBe(85000);
    expect(odometer.parse('٨٥٬٠٠٠')).toBe(85000);
    expect(odometer.parse('62,000')).toBe(62000);
    expect(odometer.safeParse('1,2,3').error?.issues[0]?.message).toBe('odometer.invalid');
  });

  it('an amount typed with the Arabic decimal separator keeps its decimals', () => {
    expect(amount(0, 1000, 'cost.invalid').parse('١٢٫٥')).toBe(12.5);
    expect(amount(0, 1000, 'cost.invalid').safeParse('12..5').success).toBe(false);
  });

  it('an optional field keeps blank as absent and reads Eastern Arabic-Indic digits', () => {
    const field = optionalWholeNumber(1, 1000, 'maintenance.frequencyInvalid');
    expect(field.parse('')).toBeNull();
    expect(field.parse('۱۲۳')).toBe(123);
  });
});

describe('cost estimates in the family currency', () => {
  it('turns the repair tables’ dollars into riyals at the peg, two significant figures', () => {
    expect(estimateIn({ min: 80, max: 350 }, 'SAR')).toEqual({ min: 300, max: 1300 });
    expect(estimateIn({ min: 100, max: 100 }, 'USD')).toEqual({ min: 100, max: 100 });
    expect(estimateIn({ min: 80, max: 350 }, 'KWD')).toEqual({ min: 25, max: 110 });
  });
});
