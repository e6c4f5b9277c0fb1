import { describe, expect, it } from 'vitest';
import { checkPassword, NewPasswordSchema, strengthOf } from './password.js';
import { validationMessages } from '../common/messages.js';

const messageOf = (input: unknown) => {
  const result = NewPasswordSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('password rule', () => {
  it('accepts a password meeting every rule', () => {
    const check = checkPassword('Falcon#Rise7');
    expect(check).toMatchObject({
      unmet: [],
      hasCommonPattern: false,
      score: 5,
      strength: 'strong',
      isValid: true,
    });
    expect(messageOf('Falcon#Rise7')).toBeNull();
  });
  it('requires at least 8 characters', () => {
    expect(checkPassword('Fa#7xyz').unmet).toEqual(['minLength']);
  });
  it('requires an uppercase, a lowercase, a digit and a special character', () => {
    expect(checkPassword('falcon#rise7').unmet).toEqual(['uppercase']);
    expect(checkPassword('FALCON#RISE7').unmet).toEqual(['lowercase']);
    expect(checkPassword('Falcon#Rise').unmet).toEqual(['digit']);
    expect(checkPassword('FalconRise7').unmet).toEqual(['special']);
  });
  it('accepts each special character of the spec', () => {
    for (const c of '!@#$%^&*(),.?":{}|<>') {
      expect(checkPassword(`Falcon${c}Rise7`).unmet).toEqual([]);
    }
  });
  it('rejects a character repeated 3 times in a row', () => {
    const check = checkPassword('Faaalcon#7');
    expect(check.hasCommonPattern).toBe(true);
    expect(check.isValid).toBe(false);
    expect(messageOf('Faaalcon#7')).toBe('password.commonPattern');
    expect(validationMessages['password.commonPattern']).toBe(
      'Password contains common patterns and is not secure',
    );
  });
  it('rejects 123, abc, qwe, password, admin and user in any case', () => {
    for (const bad of [
      'Falcon#123x',
      'Falcon#Abc7',
      'Qwerty#77x',
      'MyPassword#7',
      'Admin#Rise7',
      'SuperUser#7',
    ]) {
      expect(checkPassword(bad).hasCommonPattern, bad).toBe(true);
    }
  });
  it('scores one point per rule met, minus one for a common pattern', () => {
    expect(checkPassword('').score).toBe(0);
    expect(checkPassword('abcdefgh').score).toBe(1); // length + lower - common
    expect(checkPassword('falcon7').score).toBe(2);
    expect(checkPassword('Falcon#Rise123').score).toBe(4);
  });
  it('bands 4 or more as strong, 2 to 3 as medium, below 2 as weak', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthOf)).toEqual([
      'weak',
      'weak',
      'medium',
      'medium',
      'strong',
      'strong',
    ]);
  });
  it('fails sign-up with the spec message and lists the unmet rules', () => {
    const result = NewPasswordSchema.safeParse('falcon');
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.message).toBe('password.weak');
    expect(validationMessages['password.weak']).toBe(
      'Password does not meet security requirements. Please check the requirements below.',
    );
  });
});
