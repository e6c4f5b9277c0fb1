import { z } from 'zod';
import { limits } from '../common/limits.js';

export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

export const passwordRules = ['minLength', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordRule = (typeof passwordRules)[number];

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export interface PasswordCheck {
  /** Rules of spec core section 5 that the password does not meet. */
  unmet: PasswordRule[];
  /** A character repeated 3+ times in a row, or 123 / abc / qwe / password / admin / user. */
  hasCommonPattern: boolean;
  /** One point per rule met (5 at most), minus one for a common pattern. */
  score: number;
  strength: PasswordStrength;
  isValid: boolean;
}

const COMMON_PATTERN = /(.)\1{2,}|123|abc|qwe|password|admin|user/i;

const ruleTests: Record<PasswordRule, (password: string) => boolean> = {
  minLength: (p) => p.length >= limits.passwordMin,
  uppercase: (p) => /\p{Lu}/u.test(p),
  lowercase: (p) => /\p{Ll}/u.test(p),
  digit: (p) => /\d/.test(p),
  special: (p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
};

export function strengthOf(score: number): PasswordStrength {
  if (score >= 4) return 'strong';
  if (score >= 2) return 'medium';
  return 'weak';
}

export function checkPassword(password: string): PasswordCheck {
  const unmet = passwordRules.filter((rule) => !ruleTests[rule](password));
  const hasCommonPattern = COMMON_PATTERN.test(password);
  const score = Math.max(0, passwordRules.length - unmet.length - (hasCommonPattern ? 1 : 0));
  return {
    unmet,
    hasCommonPattern,
    score,
    strength: strengthOf(score),
    isValid: unmet.length === 0 && !hasCommonPattern,
  };
}

/** The password chosen at sign-up (and later password changes). */
export const NewPasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'password.required' : undefined) })
  .superRefine((password, ctx) => {
    if (password.length > limits.passwordMax) {
      ctx.addIssue({ code: 'custom', message: 'password.tooLong' });
      return;
    }
    const check = checkPassword(password);
    if (check.unmet.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'password.weak', params: { unmet: check.unmet } });
    } else if (check.hasCommonPattern) {
      ctx.addIssue({ code: 'custom', message: 'password.commonPattern' });
    }
  });

/** Sign-in only needs a non-empty password. */
export const ExistingPasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'password.required' : undefined) })
  .min(1, 'password.required')
  .max(limits.passwordMax, 'password.tooLong');
