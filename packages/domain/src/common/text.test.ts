import { describe, expect, it } from 'vitest';
import { optionalSanitized, requiredSanitized } from './text-fields.js';
import {
  hasDisallowedCharacters,
  sanitizeText,
  textCharactersProblem,
  textProblem,
} from './text.js';

/** Payloads where one pass of cleaning leaves (or builds) markup. */
const nestedPayloads = [
  'Sara <<b>iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>x</script>ipt>alert(1)</script>',
  '<<b>img src=x o<b>nerror=alert(1)>',
  '<a href="java<b>script:alert(1)">x</a>',
  '<<<<b>b>b>b>svg onload=alert(1)>',
];

describe('generic text rule', () => {
  it('keeps safe text unchanged', () => {
    expect(sanitizeText('اشترِ الحليب')).toEqual({ value: 'اشترِ الحليب', warning: null });
    expect(sanitizeText('x < 5 and y > 2')).toEqual({ value: 'x < 5 and y > 2', warning: null });
  });
  it('strips unsafe tags and URL schemes with the spec warning', () => {
    const result = sanitizeText(
      'Buy milk<script>alert(1)</script> <a href="javascript:x">here</a>',
    );
    expect(result.value).toBe('Buy milk here');
    expect(result.warning).toBe('text.unsafeRemoved');
  });
  it('strips a tag that removing a nested one puts together (the attack test)', () => {
    expect(sanitizeText('Sara <<b>iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">')).toEqual(
      { value: 'Sara', warning: 'text.unsafeRemoved' },
    );
    expect(sanitizeText('<<b>img src=x onerror=alert(1)>').value).toBe('');
  });
  it.each(nestedPayloads)('leaves no tag in %s, and cleaning again changes nothing', (payload) => {
    const { value, warning } = sanitizeText(payload);
    expect(value).not.toMatch(/<\/?[a-z]/i);
    expect(value).not.toMatch(/javascript:|onerror=|onload=/i);
    expect(sanitizeText(value)).toEqual({ value, warning: null });
    expect(warning).toBe('text.unsafeRemoved');
  });
  it('keeps nothing of text nested deeper than the cleaning follows', () => {
    const deep = `Hi ${'<'.repeat(20)}${'b>'.repeat(20)}`;
    expect(sanitizeText(deep)).toEqual({ value: '', warning: 'text.unsafeRemoved' });
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

describe('sanitized text fields', () => {
  const name = requiredSanitized(100, 'memberName.required', 'memberName.tooLong');
  const note = optionalSanitized(100);

  it('store the cleaned text, and refuse a payload that cleans to nothing', () => {
    expect(name.parse('Sara <<b>iframe srcdoc="&lt;script&gt;x&lt;/script&gt;">')).toBe('Sara');
    expect(name.safeParse('<<b>iframe srcdoc="x">').error?.issues[0]?.message).toBe(
      'memberName.required',
    );
    expect(note.parse('<<b>iframe srcdoc="x">')).toBeNull();
  });
  it('accept markup that cleans to within the limit, and refuse text twice over it uncleaned', () => {
    expect(name.parse(`${'a'.repeat(100)}${'<b></b>'.repeat(14)}`)).toBe('a'.repeat(100));
    const huge = '<script>'.repeat(200_000);
    expect(name.safeParse(huge).error?.issues.map((issue) => issue.message)).toEqual([
      'memberName.tooLong',
    ]);
    expect(note.safeParse(huge).error?.issues.map((issue) => issue.message)).toEqual([
      'text.tooLong',
    ]);
  });
});
