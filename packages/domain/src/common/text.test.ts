import { describe, expect, it } from 'vitest';
import { sanitizeText, textProblem } from './text.js';

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
