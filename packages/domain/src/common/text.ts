import { limits } from './limits.js';
import type { ValidationMessageKey } from './messages.js';

const UNSAFE_BLOCKS = /<(script|style|iframe|object|embed)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAGS = /<\/?[a-z][^>]*>/gi;
const SCHEMES = /\b(?:javascript|vbscript|data)\s*:/gi;
const EVENT_HANDLERS = /\bon\w+\s*=/gi;
/**
 * Removing one tag can join its neighbours into another (`<<b>iframe …>`), so cleaning repeats
 * until nothing changes. Text still changing after this many passes is built to get through, not
 * written by a person: none of it is kept.
 */
const MAX_PASSES = 10;

export interface SanitizedText {
  value: string;
  /** Set when something unsafe was removed. */
  warning: ValidationMessageKey | null;
}

function stripOnce(text: string): string {
  return text
    .replace(UNSAFE_BLOCKS, '')
    .replace(TAGS, '')
    .replace(SCHEMES, '')
    .replace(EVENT_HANDLERS, '')
    .trim();
}

/**
 * Generic text rule of spec core section 5: unsafe tags and URL schemes are stripped. The result
 * is a fixed point: cleaning it again changes nothing.
 */
export function sanitizeText(input: string): SanitizedText {
  let value = input.trim();
  let stable = false;
  for (let pass = 0; pass < MAX_PASSES && !stable; pass++) {
    const next = stripOnce(value);
    stable = next === value;
    value = next;
  }
  if (!stable) value = '';
  return { value, warning: value === input.trim() ? null : 'text.unsafeRemoved' };
}

/*
 * C0 controls other than tab, LF and CR; DEL and the C1 controls; a UTF-16 surrogate without its
 * pair (ill-formed text: PostgreSQL refuses U+0000 outright and would store a lone surrogate as
 * U+FFFD, SQLite as invalid UTF-8).
 */
const DISALLOWED =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** Whether no field may hold this text (tab, CR and LF are allowed: multi-line text has them). */
export function hasDisallowedCharacters(value: string): boolean {
  return DISALLOWED.test(value);
}

/**
 * The characters rule of every text field: a one-line field (a title, a name) also refuses line
 * breaks, which would otherwise split it wherever it is written line by line (iCal, CSV, e-mail).
 */
export function textCharactersProblem(
  value: string,
  lines: 'single' | 'multi' = 'single',
): 'text.invalidCharacters' | null {
  if (hasDisallowedCharacters(value)) return 'text.invalidCharacters';
  if (lines === 'single' && LINE_BREAK.test(value)) return 'text.invalidCharacters';
  return null;
}

export function textProblem(
  input: unknown,
  max: number = limits.textDefaultMax,
): ValidationMessageKey | null {
  if (typeof input !== 'string') return 'text.notText';
  if (input.length > max) return 'text.tooLong';
  return null;
}
