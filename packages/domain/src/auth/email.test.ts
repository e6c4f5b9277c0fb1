import { describe, expect, it } from 'vitest';
import { EmailSchema } from './email.js';
import { validationMessages } from '../common/messages.js';

const messageOf = (input: unknown) => {
  const result = EmailSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('e-mail rule', () => {
  it('trims and lower-cases the address', () => {
    expect(EmailSchema.parse('  Sara@Example.COM ')).toBe('sara@example.com');
  });
  it('requires an address', () => {
    expect(messageOf('')).toBe('email.required');
    expect(messageOf('   ')).toBe('email.required');
    expect(messageOf(undefined)).toBe('email.required');
    expect(validationMessages['email.required']).toBe('Email is required');
  });
  it('rejects an address longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(190)}.com`; // 64 + 1 + 194 = 259
    expect(messageOf(`${local}@${domain}`)).toBe('email.tooLong');
    expect(validationMessages['email.tooLong']).toBe('Email address is too long');
  });
  it('accepts an address of exactly 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(email.length).toBe(254);
    expect(messageOf(email)).toBeNull();
  });
  it('rejects a malformed address', () => {
    for (const bad of ['sara', 'sara@', '@example.com', 'sara@example', 'sa ra@example.com']) {
      expect(messageOf(bad)).toBe('email.invalidFormat');
    }
    expect(validationMessages['email.invalidFormat']).toBe('Invalid email format');
  });
  it('rejects script, javascript:, data: and vbscript:', () => {
    for (const bad of [
      '<script>@x.com',
      'javascript:alert@x.com',
      'data:text@x.com',
      'vbscript:x@x.com',
      'myscript@x.com',
    ]) {
      expect(messageOf(bad)).toBe('email.invalidCharacters');
    }
    expect(validationMessages['email.invalidCharacters']).toBe('Email contains invalid characters');
  });
  it('rejects control characters and lone surrogates, and line breaks as malformed', () => {
    for (const bad of [
      'sa\u0000ra@x.com',
      'sara@x\u0007.com',
      'sa\u0085ra@x.com',
      'sa\ud800@x.com',
    ]) {
      expect(messageOf(bad), JSON.stringify(bad)).toBe('email.invalidCharacters');
    }
    expect(messageOf('sa\r\nra@x.com')).toBe('email.invalidFormat');
  });
});
