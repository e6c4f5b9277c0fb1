import { z } from 'zod';
import { limits } from './limits.js';
import type { ValidationMessageKey } from './messages.js';
import { sanitizeText } from './text.js';

/**
 * Cleaning costs more than linear time on markup and repeats until stable, so text far over its
 * limit is refused before it is cleaned (the request body alone may be a megabyte).
 */
const RAW_LENGTH_FACTOR = 2;

/** Trimmed, sanitized text that must not be blank. */
export function requiredSanitized(
  max: number,
  required: ValidationMessageKey,
  tooLong: ValidationMessageKey,
) {
  return z
    .string({ error: () => required })
    .max(max * RAW_LENGTH_FACTOR, { error: () => tooLong })
    .transform((value) => sanitizeText(value).value)
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: required });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong });
    });
}

/** Optional text: trimmed and sanitized; blank or absent becomes null (spec core section 5). */
export function optionalSanitized(max: number = limits.textDefaultMax) {
  return z
    .string({ error: () => 'text.notText' })
    .max(max * RAW_LENGTH_FACTOR, { error: () => 'text.tooLong' })
    .nullish()
    .transform((value) => (value == null ? null : sanitizeText(value).value || null))
    .superRefine((value, ctx) => {
      if (value && value.length > max) ctx.addIssue({ code: 'custom', message: 'text.tooLong' });
    });
}

/** An instant given as ISO 8601 (with offset or Z, or a bare date meaning its UTC midnight). */
export function parseInstant(value: string): Date | null {
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(trimmed)) return null;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant normalized to an ISO UTC string. */
export function instantSchema(invalid: ValidationMessageKey, required: ValidationMessageKey) {
  return z.string({ error: () => required }).transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const date = parseInstant(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return date.toISOString();
  });
}

export function optionalInstantSchema(invalid: ValidationMessageKey) {
  return z
    .string({ error: () => invalid })
    .nullish()
    .transform((value, ctx) => {
      if (value == null || value.trim() === '') return null;
      const date = parseInstant(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return date.toISOString();
    });
}
