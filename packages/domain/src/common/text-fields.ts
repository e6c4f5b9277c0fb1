import { z } from 'zod';
import { isStorableInstant } from './instant-range.js';
import { limits } from './limits.js';
import type { ValidationMessageKey } from './messages.js';
import { sanitizeText, textCharactersProblem } from './text.js';

export interface TextFieldOptions {
  /** Descriptions and notes keep their line breaks; titles, names and places are one line. */
  lines?: 'single' | 'multi';
}

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
  { lines = 'single' }: TextFieldOptions = {},
) {
  return z
    .string({ error: () => required })
    .max(max * RAW_LENGTH_FACTOR, { error: () => tooLong })
    .transform((value) => sanitizeText(value).value)
    .superRefine((value, ctx) => {
      const problem = textCharactersProblem(value, lines);
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: required });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong });
      else if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** Optional text: trimmed and sanitized; blank or absent becomes null (spec core section 5). */
export function optionalSanitized(
  max: number = limits.textDefaultMax,
  { lines = 'single' }: TextFieldOptions = {},
) {
  return z
    .string({ error: () => 'text.notText' })
    .max(max * RAW_LENGTH_FACTOR, { error: () => 'text.tooLong' })
    .nullish()
    .transform((value) => (value == null ? null : sanitizeText(value).value || null))
    .superRefine((value, ctx) => {
      if (!value) return;
      const problem = value.length > max ? 'text.tooLong' : textCharactersProblem(value, lines);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

export type InstantParse =
  { date: Date; problem?: never } | { date?: never; problem: 'format' | 'notOnCalendar' };

/**
 * An instant given as ISO 8601 (with offset or Z, or a bare date meaning its UTC midnight).
 * A day or time that does not exist (30 February, 24:00, minute 60) is refused rather than
 * moved on, as `Date` would do (2026-02-30 would become 2 March).
 */
export function readInstant(value: string): InstantParse {
  const match = INSTANT.exec(value.trim());
  if (!match) return { problem: 'format' };
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0, , offH = 0, offM = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const exists = mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
  if (!exists || h > 23 || mi > 59 || sec > 59 || offH > 23 || offM > 59) {
    return { problem: 'notOnCalendar' };
  }
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? { problem: 'format' } : { date };
}

/** The instant, or null when the text is not one (see readInstant). */
export function parseInstant(value: string): Date | null {
  return readInstant(value).date ?? null;
}

function toIsoInstant(
  value: string,
  invalid: ValidationMessageKey,
  ctx: z.RefinementCtx,
): string | typeof z.NEVER {
  const { date, problem } = readInstant(value);
  if (date && isStorableInstant(date)) return date.toISOString();
  ctx.addIssue({
    code: 'custom',
    message: problem === 'notOnCalendar' ? 'date.notOnCalendar' : invalid,
  });
  return z.NEVER;
}

/** An instant normalized to an ISO UTC string. */
export function instantSchema(invalid: ValidationMessageKey, required: ValidationMessageKey) {
  return z.string({ error: () => required }).transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return toIsoInstant(value, invalid, ctx);
  });
}

export function optionalInstantSchema(invalid: ValidationMessageKey) {
  return z
    .string({ error: () => invalid })
    .nullish()
    .transform((value, ctx) => {
      if (value == null || value.trim() === '') return null;
      return toIsoInstant(value, invalid, ctx);
    });
}
