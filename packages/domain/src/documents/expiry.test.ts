import { describe, expect, it } from 'vitest';
import { findExpiryDates, hijriToGregorian, proposeExpiryDate } from './expiry.js';

const date = (text: string) => proposeExpiryDate(text)?.date ?? null;

describe('expiry dates in document text', () => {
  it('reads Arabic expiry words with Western and Arabic-Indic digits', () => {
    expect(date('رخصة القيادة - تاريخ الانتهاء: 2027/03/15')).toBe('2027-03-15');
    expect(date('صالح حتى ١٥/٠٣/٢٠٢٧')).toBe('2027-03-15');
    expect(date('ينتهي الضمان في 1 يناير 2028')).toBe('2028-01-01');
    expect(date('تنتهي صلاحيتها ۲۰۲۸-۰۶-۳۰')).toBe('2028-06-30');
    expect(date('سارية حتى 12 كانون الثاني 2029')).toBe('2029-01-12');
  });

  it('reads English expiry words and written months', () => {
    expect(date('Warranty valid until March 12, 2027')).toBe('2027-03-12');
    expect(date('Policy expires on 31 December 2026.')).toBe('2026-12-31');
    expect(date('Expiry date: 2030-01-31')).toBe('2030-01-31');
    expect(date('VISA  VALID THRU 03/27')).toBe('2027-03-31');
  });

  it('takes day first, and month first only when the day is over 12', () => {
    expect(date('expires 05/04/2027')).toBe('2027-04-05');
    expect(date('expires 04/25/2027')).toBe('2027-04-25');
  });

  it('converts Hijri dates (Umm al-Qura)', () => {
    expect(hijriToGregorian(1448, 6, 15)).toBe('2026-11-25');
    expect(date('الهوية الوطنية - تاريخ الانتهاء 1450/01/01 هـ')).toBe(
      hijriToGregorian(1450, 1, 1),
    );
    expect(date('تنتهي في ١٢ رمضان ١٤٤٩ هـ')).toBe(hijriToGregorian(1449, 9, 12));
    const found = proposeExpiryDate('صالحة حتى 1449/09/12هـ');
    expect(found?.calendar).toBe('hijri');
  });

  it('ignores dates that are not next to an expiry word', () => {
    expect(date('Invoice date 2026-01-10. Thank you.')).toBeNull();
    expect(date('تاريخ الإصدار 2026/01/10 والمبلغ 500 ريال')).toBeNull();
  });

  it('refuses impossible dates', () => {
    expect(date('expires 31/02/2027')).toBeNull();
    expect(hijriToGregorian(1448, 13, 1)).toBeNull();
  });

  it('lists every expiry date in order with its words', () => {
    const found = findExpiryDates(
      'Issued 2025-01-01. Expires 2026-01-01. تاريخ الانتهاء للبطاقة 2027-05-05',
    );
    expect(found.map((f) => f.date)).toEqual(['2026-01-01', '2027-05-05']);
    expect(found[0]?.snippet).toBe('Expires 2026-01-01');
  });
});
