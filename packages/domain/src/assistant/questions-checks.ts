import type { GrammarContext, TargetRow } from './grammar.js';
import { resolve } from './resolve.js';
import type { DayPart } from './questions-lists.js';
import type { FreeQuestion } from './questions.js';

/** Questions checked against what the family has, and the hour a day's question starts at. */

const CHECK_WORDS =
  /(?<![\p{L}])(?:so|right|correct|yeah|yes|ok|okay|still|صح|صحيح|ترى|ترا|يعني|طيب|ولا لا|ولا|مو كذا|اليس كذلك|هو|هي|اللي|الي|يلي)(?![\p{L}])/giu;

/**
 * «ريم هي اللي بتطعمي البسة صح؟», "so Tala's dentist is monday?": a stored row said with a
 * question mark, nothing else asked: what the family has of it is the answer (never a change).
 */
export function checked(
  text: string,
  rest: string,
  rows: TargetRow[],
  context: GrammarContext,
  /** The question's words without its small words and the members' names. */
  strip: (phrase: string) => string,
): FreeQuestion | null {
  if (!/[?؟]\s*$/u.test(text)) return null;
  const phrase = strip(rest.replace(CHECK_WORDS, ' ')).trim();
  if (!phrase) return null;
  const target = resolve(phrase, rows, 1, context.members);
  return target.kind === 'exact' || target.kind === 'loose'
    ? { kind: 'when', target, phrase }
    : null;
}

const AFTER_HOUR =
  /(?<![\p{L}])(?:after|from|بعد|من)\s+(?:الساعه\s+|الساعة\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm|ص|م)?(?![\p{L}\d])/iu;

/**
 * "after 7" in the evening: 19:00 (a bare hour in the part of the day asked about; one to six
 * alone is after noon).
 */
export function afterHour(text: string, part: DayPart | null): string | null {
  const m = AFTER_HOUR.exec(text.replace(/[٠-٩]/gu, (d) => String(d.charCodeAt(0) - 0x0660)));
  if (!m) return null;
  let hour = Number(m[1]);
  if (hour > 23) return null;
  // (A bare hour from one to six is the afternoon's: «من الساعة ٥ وطالع» is from 5 pm.)
  const bare = !m[3] && part !== 'morning';
  const pm =
    /pm|م/iu.test(m[3] ?? '') ||
    ((part === 'evening' || part === 'afternoon') && !m[3]) ||
    (bare && hour >= 1 && hour <= 6);
  if (pm && hour < 12) hour += 12;
  return `${String(hour).padStart(2, '0')}:${m[2] ?? '00'}`;
}
