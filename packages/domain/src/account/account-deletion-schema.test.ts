import { describe, expect, it } from 'vitest';
import { ageOn, DeleteAccountInputSchema, isAdultMember } from './account-deletion-schema.js';

describe('account deletion rules', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('counts whole years up to the birthday', () => {
    expect(ageOn('2008-06-15', now)).toBe(18);
    expect(ageOn('2008-06-16', now)).toBe(17);
    expect(ageOn('1980-01-01', now)).toBe(46);
  });

  it('an adult is not a child by role and not under 18 when the birth date is known', () => {
    expect(isAdultMember({ role: 'parent', birthDate: null }, now)).toBe(true);
    expect(isAdultMember({ role: 'spouse', birthDate: '2008-06-15' }, now)).toBe(true);
    expect(isAdultMember({ role: 'sibling', birthDate: '2008-06-16' }, now)).toBe(false);
    expect(isAdultMember({ role: 'child', birthDate: '1990-01-01' }, now)).toBe(false);
  });

  it('a hand-over names the member; unknown fields are refused', () => {
    expect(
      DeleteAccountInputSchema.safeParse({ password: 'x', familyAction: 'none' }).success,
    ).toBe(true);
    expect(
      DeleteAccountInputSchema.safeParse({ password: 'x', familyAction: 'transfer' }).success,
    ).toBe(false);
    expect(
      DeleteAccountInputSchema.safeParse({ password: '', familyAction: 'delete_family' }).success,
    ).toBe(false);
    expect(
      DeleteAccountInputSchema.safeParse({ password: 'x', familyAction: 'none', extra: 1 }).success,
    ).toBe(false);
  });
});
