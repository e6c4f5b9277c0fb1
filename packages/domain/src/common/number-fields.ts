import { z } from 'zod';
import type { ValidationMessageKey } from './messages.js';
import { readNumeric } from './numbers.js';

/**
 * Numbers typed in forms arrive as numbers or as text ("12000", «٨٥٠٠٠», "62,000", read by
 * `readNumber`); these fields accept both and
 * answer one message key when the value is not allowed.
 */

/** A whole number in [min, max]. */
export function wholeNumber(min: number, max: number, message: ValidationMessageKey) {
  return z.union([z.number(), z.string()], { error: () => message }).transform((value, ctx) => {
    const n = readNumeric(value) ?? NaN;
    if (
      (typeof value === 'string' && value.trim() === '') ||
      !Number.isInteger(n) ||
      n < min ||
      n > max
    ) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}

/** An amount with at most two decimals (steps of 0.01), in [min, max]. */
export function amount(
  min: number,
  max: number,
  message: ValidationMessageKey,
  minExclusive = false,
) {
  return z.union([z.number(), z.string()], { error: () => message }).transform((value, ctx) => {
    const n = readNumeric(value) ?? NaN;
    const ok =
      !(typeof value === 'string' && value.trim() === '') &&
      Number.isFinite(n) &&
      (minExclusive ? n > min : n >= min) &&
      n <= max &&
      Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
    if (!ok) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });
}

const isBlank = (value: unknown) =>
  value == null || (typeof value === 'string' && value.trim() === '');

/** Like `wholeNumber`, but empty, null or absent is stored as absent (null). */
export function optionalWholeNumber(min: number, max: number, message: ValidationMessageKey) {
  const field = wholeNumber(min, max, message);
  return z
    .union([z.number(), z.string()], { error: () => message })
    .nullish()
    .transform((value, ctx) => {
      if (isBlank(value)) return null;
      const parsed = field.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed.data;
    });
}

/** Like `amount`, but empty, null or absent is stored as absent (null). */
export function optionalAmount(min: number, max: number, message: ValidationMessageKey) {
  const field = amount(min, max, message);
  return z
    .union([z.number(), z.string()], { error: () => message })
    .nullish()
    .transform((value, ctx) => {
      if (isBlank(value)) return null;
      const parsed = field.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed.data;
    });
}
