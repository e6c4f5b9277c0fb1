import type { GrammarContext, TargetRow } from './grammar-types.js';
import type { Cut } from './grammar-cut.js';
import { resolve, type Resolution } from './resolve.js';
import { memberNamed } from './refine.js';
import { addDays } from '../common/dates.js';

/**
 * Questions said other ways (issue 28, session 23): who is set aside said first ("apart from
 * Huda, who else …"), the thing said first and then asked of with "it" ("Huda's passport - is
 * it still valid …?"), who takes a member to an event, the first or last thing of a day, a
 * thing asked of on one day or another («… اليوم ولا بكرة؟»), a week of a month.
 */

/** "apart from huda, who else …", «غير هدى، مين …»: who is set aside is no part of what. */
const SET_ASIDE =
  /^\s*(?:apart from|besides|other than|except(?:\s+for)?|aside from|غير|ما عدا|عدا|باستثناء|بخلاف)\s+[^,،?؟]{2,40}[,،]\s*/iu;
/** "Huda's passport - is it still valid …?": the thing said, then a question about "it". */
const TOPIC_THEN_ASKED =
  /^\s*([^,،\-–—:?؟]{3,60}?)\s*(?:[-–—:]|[,،])\s*((?:is|are|was|does|do|did|will|has|have|can|when|what)\s.*)$/iu;
const PRONOUN = /(?<![\p{L}])(?:it|they|them)(?![\p{L}])/iu;

/** The question put plainly: what is set aside left out, "it" said as what it is. */
export function askedPlainly(text: string): string {
  const said = text.replace(SET_ASIDE, '');
  const m = TOPIC_THEN_ASKED.exec(said);
  if (!m || !PRONOUN.test(m[2]!)) return said;
  return m[2]!.replace(PRONOUN, m[1]!.trim());
}

/**
 * "who's taking Tala to the dentist?", «مين هيودي تالا لدكتور السنان؟»: the member taken is one
 * of the event's people, not its name; the event is the place they are taken to.
 */
const TAKEN_TO =
  /^(?:taking|take|takes|bringing|bring|driving|drive|(?:ي|ت)(?:ودي|وصل|اخذ|اخد|جيب))\s+([\p{L}'’]{2,})\s+(?:to\s+(?:the\s+)?|(?:ل|لل)(?=\S)|على\s+|عند\s+)?(\S.*)$/iu;

export function takenTo(
  phrase: string,
  rows: TargetRow[],
  context: GrammarContext,
): Resolution<TargetRow> | null {
  const m = TAKEN_TO.exec(phrase.trim());
  if (!m || !memberNamed(m[1]!.replace(/['’]s$/iu, ''), context.members)) return null;
  const events = rows.filter((r) => r.type === 'event');
  const r = resolve(m[2]!.replace(/^(?:ل|لل)/u, ''), events, undefined, context.members);
  return r.kind === 'exact' || r.kind === 'loose' ? r : null;
}

/** "when's Tala's school party and who's taking her": when and who, of one row. */
export const AND_WHO = /\s+(?:and|&|و)\s*(?=(?:who|who's|whos|مين|منو)(?![\p{L}]))/iu;

/** "what's the earliest thing on tomorrow", «وش آخر شي الليلة؟»: the first or last of a day. */
const FIRST_OR_LAST =
  /(?<![\p{L}])(?:(earliest|first)|(latest|last))\s+(?:thing|item|one|appointment|event|task)s?(?![\p{L}])|(?<![\p{L}])(?:(أول|اول)|(آخر|اخر))\s+(?:شي|شيء|حاجه|حاجة|موعد|مشوار|مهمه|مهمة)(?![\p{L}])/iu;

export function firstOrLast(rest: string): 'first' | 'last' | null {
  const m = FIRST_OR_LAST.exec(rest);
  if (!m) return null;
  return m[1] || m[3] ? 'first' : 'last';
}

/** «الرش حق الحشرات اليوم ولا بكرة؟»: a thing asked of on one day or another: when it is. */
const OR_LEFT = /\s+(?:ولا|او|أو|or)\s*[?؟]*\s*$/iu;

export function dayOrDay(c: Cut): string | null {
  if (!c.date || !OR_LEFT.test(c.rest)) return null;
  return c.rest.replace(OR_LEFT, '').trim() || null;
}

/** «عندنا شي مع عمي سعد هالأسبوع؟», "anything with the school this week?": what it is with. */
const WITH_WHOM = /(?<![\p{L}])(?:مع|with)\s+(\S[^?؟]*?)\s*[?؟]*\s*$/iu;

export function withWhom(rest: string): string | null {
  return WITH_WHOM.exec(rest.replace(/(?<![\p{L}])z(?:week|month)(?![\p{L}])/gu, ' '))?.[1] ?? null;
}

const MONTHS: [RegExp, number][] = [
  [/^(?:january|jan|يناير|جانفي|كانون الثاني)$/iu, 1],
  [/^(?:february|feb|فبراير|شباط)$/iu, 2],
  [/^(?:march|mar|مارس|آذار|اذار)$/iu, 3],
  [/^(?:april|apr|أبريل|ابريل|نيسان)$/iu, 4],
  [/^(?:may|مايو|أيار|ايار)$/iu, 5],
  [/^(?:june|jun|يونيو|حزيران)$/iu, 6],
  [/^(?:july|jul|يوليو|تموز)$/iu, 7],
  [/^(?:august|aug|أغسطس|اغسطس|آب)$/iu, 8],
  [/^(?:september|sep|sept|سبتمبر|أيلول|ايلول)$/iu, 9],
  [/^(?:october|oct|أكتوبر|اكتوبر|تشرين الأول)$/iu, 10],
  [/^(?:november|nov|نوفمبر|تشرين الثاني)$/iu, 11],
  [/^(?:december|dec|ديسمبر|كانون الأول)$/iu, 12],
];
const WEEK_OF =
  /(?<![\p{L}])(?:the\s+)?(last|final|first)\s+week\s+of\s+(?:the\s+month|this\s+month|([\p{L}]+))|(?:(آخر|اخر|أول|اول)\s+(?:أسبوع|اسبوع)|(?:ال)?(?:أسبوع|اسبوع)\s+(الأخير|الاخير|الأول|الاول))\s+(?:من|في|ب|بـ)?\s*(?:الشهر|هالشهر|شهر\s+)?([\p{L}]+)?/iu;

/** "the last week of November", «آخر أسبوع من الشهر»: its seven days (or null). */
export function weekOfMonth(text: string, today: string): { from: string; to: string } | null {
  const m = WEEK_OF.exec(text);
  if (!m) return null;
  const which = (m[1] ?? m[3] ?? m[4] ?? '').toLowerCase();
  const last = /last|final|آخر|اخر|الأخير|الاخير/u.test(which);
  const named = m[2] ?? m[5];
  const month = named ? MONTHS.find(([re]) => re.test(named))?.[1] : undefined;
  const [y, mo] = today.split('-').map(Number) as [number, number];
  if (named && month === undefined && !/^(?:الشهر|هالشهر)$/u.test(named)) return null;
  const target = month ?? mo;
  const year = target < mo ? y + 1 : y;
  const first = `${year}-${String(target).padStart(2, '0')}-01`;
  const next =
    target === 12 ? `${year + 1}-01-01` : `${year}-${String(target + 1).padStart(2, '0')}-01`;
  const end = addDays(next, -1);
  return last ? { from: addDays(end, -6), to: end } : { from: first, to: addDays(first, 6) };
}
