import type { GrammarContext } from './grammar-types.js';
import type { Cut } from './grammar-cut.js';
import { membersIn, vehicleIn } from './refine.js';
import { addDays } from '../common/dates.js';
import { documentNamed } from './questions-lists.js';
import type { FreeQuestion } from './questions.js';
import { weekOfMonth } from './questions-asked.js';
import {
  ASKED_LIST,
  DOCUMENTS,
  EXPIRING,
  MEDIUM,
  QUESTION,
  STILL_OPEN,
  UNASSIGNED,
  URGENT_DEFINITE,
  WHEN,
  weeksWithin,
  withoutMembers,
  YES_NO,
} from './questions-words.js';

/**
 * Questions that list rows by what they have (issue 28): the open tasks nobody has, those of a
 * priority (a member's, a day's), the documents expiring over the days said.
 */

const BEFORE = /(?<![\p{L}])(?:before|قبل)(?![\p{L}])/iu;

/** Questions that list open tasks by what they have (no one, a priority) or documents. */
export function listQuestion(
  text: string,
  rest: string,
  c: Cut,
  context: GrammarContext,
): FreeQuestion | null {
  if (UNASSIGNED.test(rest)) return { kind: 'unassigned' };
  // "whose passport runs out this month?": the documents of that kind.
  // ("when does Faisal's passport expire?" asks of one document, not the list.)
  const one =
    WHEN.test(rest) ||
    YES_NO.test(rest) ||
    membersIn(rest, context.members).length > 0 ||
    vehicleIn(rest, context.vehicles ?? []) !== undefined;
  const about = one ? null : documentNamed(rest);
  if ((DOCUMENTS.test(rest) || about) && EXPIRING.test(rest)) {
    // «قبل يوم ٢٥», "before the 25th": up to the day before it.
    const to = c.date && BEFORE.test(text) ? addDays(c.date, -1) : c.date;
    // "before December": up to the month's first day, not in it.
    const before =
      c.range && !c.date && c.range.from > context.today && BEFORE.test(text)
        ? { from: context.today, to: addDays(c.range.from, -1) }
        : null;
    // "within two weeks", «خلال أسبوعين»: from today, that many weeks on.
    const weeks = weeksWithin(text);
    const within = weeks ? { from: context.today, to: addDays(context.today, 7 * weeks) } : null;
    // "in the last week of november": those seven days.
    const week = weekOfMonth(text, context.today);
    const range = week ?? before ?? within ?? c.range ?? (to ? { from: context.today, to } : null);
    return { kind: 'documents', ...(range ? { range } : {}), ...(about ? { about } : {}) };
  }
  // The priority word was cut out (or is said with «ال»): what is left only asks what there is.
  const medium = MEDIUM.test(text) && /priority|[اأ]ولوي/iu.test(text) ? 'medium' : null;
  const priority = c.priority ?? (URGENT_DEFINITE.test(rest) ? 'high' : medium);
  const left = rest
    .replace(URGENT_DEFINITE, ' ')
    .replace(MEDIUM, ' ')
    // "… and still open", «… الباقية»: open tasks are what is listed anyway.
    .replace(STILL_OPEN, ' ')
    // "… have medium priority and are …": the words joining what is asked say nothing more.
    .replace(/(?<![\p{L}])(?:and|that|have|has|with|got)(?:\s+(?:are|is))?(?![\p{L}])/giu, ' ')
    // "which urgent tasks are due tomorrow?": the day is kept apart (`date`).
    .replace(c.date ? /(?<![\p{L}])(?:are|is)?\s*(?:due|on|for)(?![\p{L}])/giu : /$^/u, ' ')
    .replace(/[?؟]/gu, ' ')
    // «ذات الأولوية …», "with … priority": the word priority says nothing more.
    .replace(
      /(?<![\p{L}])(?:ذات|ذو|ب|with|of)?\s*(?:(?:ال)?(?:اولوي|أولوي)(?:ه|ة|ته|تها|تهم)|priority)(?![\p{L}])/giu,
      ' ',
    )
    .replace(/\s+/g, ' ');
  // "… for faisal?", «… على فيصل»: one member's (said once, by name).
  const named = membersIn(left, context.members);
  const member = named.length === 1 ? named[0] : undefined;
  const asked = member
    ? withoutMembers(left, context).replace(/(?<![\p{L}])(?:for|of|على|عند|ل)\s*$/iu, '')
    : left;
  if (priority && ASKED_LIST.test(asked.trim()) && QUESTION.test(text))
    return {
      kind: 'priority',
      priority,
      ...(c.date ? { date: c.date } : {}),
      ...(member ? { member } : {}),
    };
  return null;
}
