import { describe, expect, it } from 'vitest';
import { creatorMemberName, familyNameFor } from './family-naming.js';

describe('family naming', () => {
  it('names the family in the language of the name', () => {
    expect(familyNameFor('سارة علي')).toBe('عائلة سارة علي');
    expect(familyNameFor('Sara Ali')).toBe("Sara Ali's family");
  });
  it("falls back to the e-mail's local part for the first member", () => {
    expect(creatorMemberName('  Sara  ', 'sara@example.com')).toBe('Sara');
    expect(creatorMemberName(' ', 'sara@example.com')).toBe('sara');
  });
});
