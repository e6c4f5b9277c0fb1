import { z } from 'zod';
import { emailProblem, normalizeEmail } from '../auth/email.js';

/** Optional e-mail: trimmed and lower-cased; blank becomes null; otherwise the e-mail rules. */
export const OptionalEmailSchema = z
  .string({ error: () => 'email.invalidFormat' })
  .nullish()
  .transform((value) => (value == null ? null : normalizeEmail(value) || null))
  .superRefine((value, ctx) => {
    const problem = value === null ? null : emailProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const PHONE = /^\+?[\d\s().-]{3,30}$/;

/** Optional phone: trimmed; blank becomes null; digits with the usual separators. */
export const OptionalPhoneSchema = z
  .string({ error: () => 'phone.invalid' })
  .nullish()
  .transform((value) => (value == null ? null : value.trim() || null))
  .superRefine((value, ctx) => {
    if (value !== null && !PHONE.test(value))
      ctx.addIssue({ code: 'custom', message: 'phone.invalid' });
  });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Optional calendar date as YYYY-MM-DD; blank becomes null. */
export const OptionalDateSchema = z
  .string({ error: () => 'date.invalid' })
  .nullish()
  .transform((value) => (value == null ? null : value.trim() || null))
  .superRefine((value, ctx) => {
    if (value !== null && !isIsoDate(value))
      ctx.addIssue({ code: 'custom', message: 'date.invalid' });
  });
/** A calendar date (YYYY-MM-DD) that must be given. */
export const RequiredDateSchema = OptionalDateSchema.superRefine((value, ctx) => {
  if (value === null) ctx.addIssue({ code: 'custom', message: 'date.invalid' });
}).transform((value) => value as string);
