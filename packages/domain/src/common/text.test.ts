import { describe, expect, it } from 'vitest';
import {
  hasDisallowedCharacters,
  sanitizeText,
  textCharactersProblem,
  textProblem,
} from './text.js';

describe('generic text rule', () => {
  it('keeps safe text unchanged', () => {
    expect(sanitizeText('اشترِ الحليب')).toEqual({ value: 'اشترِ الحليب', warning: null });
  });
  it('strips unsafe tags and URL schemes with the spec warning', () => {
    const result = sanitizeText(
      'Buy milk<script>alert(1)</script> <a href="javascript:x">here</a>',
    );
    expect(result.value).toBe('Buy milk here');
    expect(result.warning).toBe('text.unsafeRemoved');
  });
  it('limits text to 1000 characters by default and requires text', () => {
    expect(textProblem('a'.repeat(1000))).toBeNull();
    expect(textProblem('a'.repeat(1001))).toBe('text.tooLong');
    expect(textProblem(42)).toBe('text.notText');
  });
});

describe('characters rule', () => {
  it('refuses C0 controls but tab, LF and CR; DEL; C1 controls; lone surrogates', () => {
    for (const code of [0, 1, 8, 11, 12, 14, 27, 31, 127, 128, 133, 159, 0xd800, 0xdfff]) {
      expect(hasDisallowedCharacters(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(
        true,
      );
    }
    expect(hasDisallowedCharacters('\udc00\ud800')).toBe(true);
  });
  it('accepts tab, line breaks, Arabic, and paired surrogates', () => {
    for (const text of ['a\tb', 'a\r\nb', 'a\nb', 'اشترِ الحليب', '🎉', '\u00a0x\u00ff']) {
      expect(hasDisallowedCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });
  it('refuses line breaks in one-line text only', () => {
    expect(textCharactersProblem('a\nb')).toBe('text.invalidCharacters');
    expect(textCharactersProblem('a\u2029b')).toBe('text.invalidCharacters');
    expect(textCharactersProblem('a\nb', 'multi')).toBeNull();
    expect(textCharactersProblem('a\tb')).toBeNull();
  });
});
