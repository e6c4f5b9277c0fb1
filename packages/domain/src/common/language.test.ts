import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage } from './language.js';

describe('the first visit’s language', () => {
  it('is English for an en-US or en-GB browser and any other non-Arabic one', () => {
    expect(pickLanguage(acceptedLanguages('en-US,en;q=0.9'))).toBe('en');
    expect(pickLanguage(acceptedLanguages('en-GB'))).toBe('en');
    expect(pickLanguage(acceptedLanguages('fr-FR,fr;q=0.9,ar;q=0.5'))).toBe('en');
  });

  it('is Arabic for an Arabic browser, and when the browser names no language', () => {
    expect(pickLanguage(acceptedLanguages('ar-SA,ar;q=0.9,en;q=0.8'))).toBe('ar');
    expect(pickLanguage(acceptedLanguages('ar'))).toBe('ar');
    expect(pickLanguage(acceptedLanguages(undefined))).toBe('ar');
    expect(pickLanguage(acceptedLanguages('*'))).toBe('ar');
    expect(pickLanguage(['ar-EG', 'en-US'])).toBe('ar');
  });

  it('follows the weights, not the order written', () => {
    expect(pickLanguage(acceptedLanguages('en;q=0.4, ar-SA;q=0.9'))).toBe('ar');
    expect(pickLanguage(acceptedLanguages('ar;q=0, en-US'))).toBe('en');
  });

  it('ignores what is not a language tag', () => {
    expect(acceptedLanguages('<script>, en-US;q=abc, ar')).toEqual(['ar']);
    expect(acceptedLanguages('x'.repeat(5000))).toEqual([]);
  });
});
