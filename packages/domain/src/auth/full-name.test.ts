import { describe, expect, it } from 'vitest';
import { FullNameSchema } from './full-name.js';
import { validationMessages } from '../common/messages.js';

const messageOf = (input: unknown) => {
  const result = FullNameSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('full-name rule', () => {
  it('accepts Latin and Arabic names with spaces, hyphens and apostrophes', () => {
    for (const name of ["Sara O'Neil", 'Jean-Luc Picard', 'سارة العتيبي', 'عبدُ الله', 'Zoë']) {
      expect(messageOf(name)).toBeNull();
    }
  });
  it('refuses a line break, a tab or a control character inside the name', () => {
    for (const bad of ['Sara\nAli', 'Sara\rAli', 'Sara\tAli', 'Sara\u0000Ali']) {
      expect(messageOf(bad), JSON.stringify(bad)).toBe('fullName.invalidCharacters');
    }
  });
  it('trims the name', () => {
    expect(FullNameSchema.parse('  Sara Ali ')).toBe('Sara Ali');
  });
  it('requires a name', () => {
    expect(messageOf('   ')).toBe('fullName.required');
  });
  it('rejects a name longer than 100 characters', () => {
    expect(messageOf('a'.repeat(100))).toBeNull();
    expect(messageOf('a'.repeat(101))).toBe('fullName.tooLong');
    expect(validationMessages['fullName.tooLong']).toContain(
      'is too long (maximum 100 characters)',
    );
  });
  it('rejects tags, brackets, braces, digits and the words script and javascript', () => {
    for (const bad of [
      '<b>Sara</b>',
      'Sara [x]',
      'Sara {x}',
      'Sara (x)',
      'script kid',
      'JavaScript Fan',
      'Sara2',
    ]) {
      expect(messageOf(bad)).toBe('fullName.invalidCharacters');
    }
    expect(validationMessages['fullName.invalidCharacters']).toContain(
      'contains invalid characters',
    );
  });
});
