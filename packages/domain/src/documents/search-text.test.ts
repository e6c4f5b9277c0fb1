import { describe, expect, it } from 'vitest';
import {
  foldSearchText,
  looksLikeVisualOrderArabic,
  normalizeSearchText,
  searchWords,
} from './search-text.js';

describe('document search normaliser', () => {
  it('removes harakat and tatweel', () => {
    expect(normalizeSearchText('مُـــحَمَّد')).toBe('محمد');
  });

  it('folds the alef forms, ta marbuta, alef maqsura, and hamza seats', () => {
    expect(searchWords('أحمد إبراهيم آمنة ٱستاذ')).toEqual(['احمد', 'ابراهيم', 'امنه', 'استاذ']);
    expect(searchWords('مستشفى مؤسسة رئيس')).toEqual(['مستشفي', 'موسسه', 'رييس']);
  });

  it('turns Arabic-Indic and Persian digits into ASCII', () => {
    expect(normalizeSearchText('٢٠٢٦ ۱۴۰۵')).toBe('2026 1405');
  });

  it('removes bidi marks and folds presentation forms through NFKC', () => {
    expect(normalizeSearchText('\u200Fضمان\u200E')).toBe('ضمان');
    // "ضمان" written with presentation forms (as some PDFs store it).
    expect(normalizeSearchText('\uFEBF\uFEE4\uFE8E\uFEE6')).toBe('ضمان');
  });

  it('puts a space where Arabic meets Latin letters or digits', () => {
    expect(searchWords('فاتورةABC123رقم')).toEqual(['فاتوره', 'abc123', 'رقم']);
  });

  it('lower-cases Latin text', () => {
    expect(normalizeSearchText('Warranty CARD')).toBe('warranty card');
  });

  it('strips the article prefixes, longest first', () => {
    expect(searchWords('الضمان والضمان بالضمان كالضمان فالضمان للضمان')).toEqual([
      'ضمان',
      'ضمان',
      'ضمان',
      'ضمان',
      'ضمان',
      'ضمان',
    ]);
  });

  it('keeps a word that would be too short without its prefix', () => {
    expect(searchWords('الا')).toEqual(['الا']);
    expect(searchWords('لله')).toEqual(['لله']);
  });

  it('gives the same words for a query and a document written differently', () => {
    const indexed = normalizeSearchText('شهادةُ الضّمان للثلاجة — صالحة حتى ٢٠٢٧');
    const query = normalizeSearchText('ضمان ثلاجه 2027');
    for (const word of query.split(' ')) expect(indexed.split(' ')).toContain(word);
  });

  it('leaves punctuation out of the words', () => {
    expect(searchWords('فاتورة: كهرباء، ماء.')).toEqual(['فاتوره', 'كهرباء', 'ماء']);
    expect(foldSearchText('A-B')).toBe('a-b');
  });
});

describe('visual-order Arabic detection', () => {
  it('flags text made mostly of presentation forms', () => {
    const shaped = '\uFEE6\uFE8E\uFEE4\uFEBF '.repeat(5); // "ضمان" reversed, as glyphs
    expect(looksLikeVisualOrderArabic(shaped)).toBe(true);
  });

  it('trusts ordinary Arabic letters and ignores short or Latin text', () => {
    expect(looksLikeVisualOrderArabic('شهادة الضمان صالحة حتى نهاية العام القادم')).toBe(false);
    expect(looksLikeVisualOrderArabic('Warranty certificate valid until 2027')).toBe(false);
    expect(looksLikeVisualOrderArabic('\uFEBF\uFEE4')).toBe(false);
  });
});
