import { z } from 'zod';
import { limits } from '../common/limits.js';
import type { ValidationMessageKey } from '../common/messages.js';

// Letters of any script (Arabic included) with their combining marks, spaces, hyphens, apostrophes;
// one line (a space separator, not \s: no tab or line break).
const ALLOWED = /^[\p{L}\p{M}\p{Zs}'’-]+$/u;
const FORBIDDEN = /[<>[\]{}()]|script|javascript/i;

export function fullNameProblem(name: string): ValidationMessageKey | null {
  if (name.length === 0) return 'fullName.required';
  if (name.length > limits.nameMax) return 'fullName.tooLong';
  if (FORBIDDEN.test(name) || !ALLOWED.test(name)) return 'fullName.invalidCharacters';
  return null;
}

export const FullNameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'fullName.required' : undefined) })
  .transform((value) => value.trim())
  .superRefine((name, ctx) => {
    const problem = fullNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
