import type { GrammarContext, TargetRow } from './grammar.js';
import { resolve } from './resolve.js';
import { membersIn } from './refine.js';
import type { FreeQuestion } from './questions.js';

/** "picking up" → "pick up", «بيجيب», «هيودي» → «يجيب», «يودي» (the task's own words then found). */
export function baseForms(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((w) =>
      /^[a-z]{4,}ing$/i.test(w)
        ? w.replace(/(?:(.)\1)?ing$/i, (_m, d: string | undefined) => (d ? d : ''))
        : w.replace(/^(?:ب|ح|رح|ه)(?=[يتن][\u0600-\u06FF]{2,})/u, ''),
    )
    .join(' ');
}

/**
 * "nobody's called the plumber yet, right?", «ريم ما جابت الدوا للحين؟», «لسه ما أحد دفع فاتورة
 * الماء صح؟»: a thing not done yet, asked about. Answered with the task (when it is due), never
 * taken for it done. A negation, and a "yet" or a question tag, make it one.
 */
const NEGATION =
  /(?<![\p{L}])(?:nobody|no one|noone|not|never|hasn['’]t|haven['’]t|didn['’]t|isn['’]t|ما|مو|مب|مش|محد|ماحد|مااحد)(?![\p{L}])|n['’]t(?![\p{L}])/giu;
const YET =
  /(?<![\p{L}])(?:yet|still|right|correct|للحين|لحد الحين|لسه|لسا|لسة|لسى|بعد|صح|صحيح|ولا لا|ولا|مو كذا|اليس كذلك)(?![\p{L}])/giu;
const NOT_YET_NOISE =
  /(?<![\p{L}])(?:anyone|anybody|someone|somebody|one|has|have|had|'s|s|is|are|was|the|احد|أحد|اي احد|أي أحد|حد|هل|خلص|خلصت|خلصوا|سوى|سوت|سووا|سوا|شغل|شغلة|شغله|موضوع)(?![\p{L}])/giu;

const DONE_ASKED =
  /^\s*(?:(?:هل\s+)?(?:\S+\s+)?(?:خلص|خلصت|خلصوا|سوى|سوت|سووا|سوا)\s+\S|(?:has|have|did)\s+(?:anyone|anybody|someone|somebody|[\p{L}'’]+)\s+(?:already\s+)?(?:[a-z]{3,}ed|fed|paid|bought|done|taken|put|brought)(?![\p{L}])|did\s+(?:anyone|anybody|someone|somebody|[\p{L}'’]+)\s+(?:already\s+)?[a-z]{2,}(?![\p{L}])|(?:هل\s+)?(?:أحد|احد|حد|حدا)\s+[\u0600-\u06FF]{3,})/iu;

export function notDoneYet(
  rest: string,
  text: string,
  rows: TargetRow[],
  context: GrammarContext,
): FreeQuestion | null {
  // («ما الوثائق …؟», «ما هي …؟»: «ما» opening a question asks what; «ما أحد …» is no one.)
  const negated = NEGATION.test(
    rest.replace(/^\s*ما(?![\p{L}])(?!\s+(?:أحد|احد|حد|حدا)(?![\p{L}]))/u, ' '),
  );
  NEGATION.lastIndex = 0;
  const yet = YET.test(rest);
  YET.lastIndex = 0;
  // "has anyone called the plumber?", «أحد دفع الفاتورة؟»: whether it was done, asked.
  const asked = /[?؟]\s*$/u.test(text);
  const doneAsked = asked && DONE_ASKED.test(rest);
  if (!doneAsked && (!negated || !(yet || asked))) return null;
  const members = new Set(membersIn(rest, context.members).map((m) => m.name));
  let phrase = rest
    .replace(/^\s*(?:has|have|did)\s+/iu, ' ')
    .replace(NEGATION, ' ')
    .replace(YET, ' ')
    .replace(/[?؟!.,،]+/gu, ' ');
  phrase = phrase.replace(NOT_YET_NOISE, ' ').replace(/['’]s(?![\p{L}])/giu, ' ');
  for (const word of phrase.split(/\s+/u)) {
    if (word && membersIn(word, context.members).some((m) => members.has(m.name)))
      phrase = phrase.replace(word, ' ');
  }
  phrase = baseForms(phrase.replace(/\s+/gu, ' ').trim());
  if (!phrase) return null;
  const tasks = rows.filter((r) => r.type === 'task');
  const target = resolve(phrase, tasks, undefined, context.members);
  return target.kind === 'notFound' ? null : { kind: 'when', target, phrase };
}
