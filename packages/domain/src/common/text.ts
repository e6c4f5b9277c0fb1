import { limits } from './limits.js';
import type { ValidationMessageKey } from './messages.js';

const UNSAFE_BLOCKS = /<(script|style|iframe|object|embed)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAGS = /<\/?[a-z][^>]*>/gi;
const SCHEMES = /\b(?:javascript|vbscript|data)\s*:/gi;
const EVENT_HANDLERS = /\bon\w+\s*=/gi;

export interface SanitizedText {
  value: string;
  /** Set when something unsafe was removed. */
  warning: ValidationMessageKey | null;
}

/** Generic text rule of spec core section 5: unsafe tags and URL schemes are stripped. */
export function sanitizeText(input: string): SanitizedText {
  const value = input
    .replace(UNSAFE_BLOCKS, '')
    .replace(TAGS, '')
    .replace(SCHEMES, '')
    .replace(EVENT_HANDLERS, '')
    .trim();
  return { value, warning: value === input.trim() ? null : 'text.unsafeRemoved' };
}

export function textProblem(
  input: unknown,
  max: number = limits.textDefaultMax,
): ValidationMessageKey | null {
  if (typeof input !== 'string') return 'text.notText';
  if (input.length > max) return 'text.tooLong';
  return null;
}
