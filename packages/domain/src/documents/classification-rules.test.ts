import { describe, expect, it } from 'vitest';
import { suggestByRules } from './classification-rules.js';

describe('keyword rules for home-related vs asset-related', () => {
  it('names the words that decided, in Arabic and English', () => {
    const home = suggestByRules('عقد إيجار الشقة ومخطط المنزل', null);
    expect(home.classification).toBe('home-related');
    expect(home.reasons).toEqual(expect.arrayContaining(['ايجار', 'شقه', 'مخطط', 'منزل']));
    expect(home.confidence).toBeGreaterThanOrEqual(0.6);
    const asset = suggestByRules('Samsung refrigerator warranty, serial 12345', null);
    expect(asset).toMatchObject({ classification: 'asset-related' });
    expect(asset.reasons).toEqual(expect.arrayContaining(['refrigerator', 'warranty', 'serial']));
  });

  it('folds letters and articles the way search does (الثلاجة finds ثلاج)', () => {
    expect(suggestByRules('فاتورة الثلاجة', null).classification).toBe('asset-related');
  });

  it("counts the type: the spec's catalogue ids are home papers", () => {
    expect(suggestByRules('scan 12', 'plumbing')).toMatchObject({
      classification: 'home-related',
      reasons: ['type: plumbing'],
    });
  });

  it('says so when nothing matches, and stays unclassified on a tie', () => {
    expect(suggestByRules('xyz 123', null)).toEqual({
      classification: 'unclassified',
      confidence: 0,
      reasons: [],
    });
    expect(suggestByRules('house fridge', null).classification).toBe('unclassified');
  });

  it('caps the confidence at 0.9', () => {
    const many = suggestByRules(
      'house home apartment villa roof wall floor garden lease rent',
      null,
    );
    expect(many.confidence).toBe(0.9);
  });
});
