import { z } from 'zod';
import { limits } from '../common/limits.js';
import type { ValidationMessageKey } from '../common/messages.js';
import { hasDisallowedCharacters } from '../common/text.js';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DANGEROUS = /script|javascript:|data:|vbscript:/i;

/** Checks an already trimmed, lower-cased address; returns the first problem's key. */
export function emailProblem(email: string): ValidationMessageKey | null {
  if (email.length === 0) return 'email.required';
  if (email.length > limits.emailMax) return 'email.tooLong';
  if (DANGEROUS.test(email) || hasDisallowedCharacters(email)) return 'email.invalidCharacters';
  if (!EMAIL_FORMAT.test(email)) return 'email.invalidFormat';
  return null;
}

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export const EmailSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'email.required' : undefined) })
  .transform(normalizeEmail)
  .superRefine((email, ctx) => {
    const problem = emailProblem(email);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
