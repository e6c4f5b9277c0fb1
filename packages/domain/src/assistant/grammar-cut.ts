import { foldSearchText } from '../documents/search-text.js';
import { wordKey } from './grammar-words.js';
import { priorityWords, typoFixes } from './intents-data.js';
import { foldWithMap, parseWhen } from './when.js';
import type { GrammarContext } from './grammar-types.js';

/**
 * Text preparation for the grammar: typos fixed, clitics split off date words, and the dates,
 * times, ranges and priority words cut out of the sentence before templates are matched.
 */

// ---------------------------------------------------------------------------------------------
// Text preparation

export const wordRe = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

/** Fixes common typos and splits Arabic clitics in front of date words ("لبكرة" → "ل بكرة"). */
/** «العشرين من جمادى الآخرة», «الخامس من ديسمبر»: a day of the month said as an ordinal word. */
const ORDINALS = ['أول', 'ثاني', 'ثالث', 'رابع', 'خامس', 'سادس', 'سابع', 'ثامن', 'تاسع', 'عاشر'];
const ORDINAL_DAY = new RegExp(
  String.raw`(?<![\p{L}])(?:ال)?(?:(حادي|${ORDINALS.slice(1, 9).join('|')})\s+(عشر|و\s*العشرين)|(${ORDINALS.join('|')}|اول)|(عشرين|ثلاثين))\s+(?:من|في)(?=\s+(?:ال)?(?:شهر|يناير|فبراير|مارس|ابريل|أبريل|مايو|يونيو|يوليو|اغسطس|أغسطس|سبتمبر|اكتوبر|أكتوبر|نوفمبر|ديسمبر|محرم|صفر|ربيع|جماد|رجب|شعبان|رمضان|شوال|ذو|ذي))`,
  'gu',
);
function ordinalDay(_all: string, unit?: string, tens?: string, alone?: string, round?: string) {
  if (round) return round === 'عشرين' ? '20' : '30';
  const n = (w: string) => (w === 'حادي' || w === 'اول' ? 1 : ORDINALS.indexOf(w) + 1);
  if (alone) return String(n(alone));
  return String(n(unit!) + (tens === 'عشر' ? 10 : 20));
}

export function prepare(text: string): string {
  return (
    text
      .replace(ORDINAL_DAY, ordinalDay)
      .replace(wordRe, (w) => typoFixes[w.toLowerCase()] ?? w)
      // "Grace'll do the majlis": will (a name's; "I'll", "we'll" are read as they are).
      .replace(
        /(?<![\p{L}])(?!(?:i|we|you|they|he|she|it|that|there)['’])(\p{L}{2,})['’]ll(?![\p{L}])/giu,
        '$1 will',
      )
      // "the pickup's at 7:15 now": is, not a possessive.
      .replace(
        /(?<=\p{L})['’]s\s+(?=(?:at|now|moved|off|cancelled|canceled|postponed|rescheduled)(?![\p{L}]))/giu,
        ' is ',
      )
      // "the cat's Tala's job": is, before a name's possessive.
      .replace(/(?<=\p{L})['’]s\s+(?=\p{Lu}\p{L}+['’]s\s)/gu, ' is ')
      // "Ziad's got football": has, not a possessive.
      .replace(/(?<=\p{L})['’]s\s+got(?![\p{L}])/giu, ' has')
      // "Reem's already fed the cat", "Ziad's just put the bins out": has, not a possessive.
      .replace(
        /(?<=\p{L})['’]s\s+(?=(?:already|just|finally)\s+\p{L}+(?:ed|put|done|fed|paid|taken|gone|made|got|bought|brought)(?![\p{L}]))/giu,
        ' has ',
      )
      // "Reem's taking over …", "Faisal's in charge of …": "is", not a possessive.
      .replace(
        /(?<=\p{L})['’]s\s+(?=(?:taking|doing|handling|covering|looking after|in charge|responsible)(?![\p{L}]))/giu,
        ' is ',
      )
      .replace(/(?<![\p{L}])(?:ل|ب)(?=(?:بكر|باكر|باجر|يوم|بعد\s|عقب\s)[\p{L}]*)/gu, '$& ')
      .replace(
        /(?<![\p{L}])لل(?=(?:خميس|جمع|سبت|احد|أحد|حد(?![\p{L}])|اثنين|إثنين|اتنين|ثلاثا|تلات|اربعا|أربعا|ساع|اسبوع|أسبوع|شهر|يوم(?![\p{L}])))/gu,
        'ل ال',
      )
      // «عالسبت», «عالعيلة»: «على» joined to the article (Levantine), as «على ال».
      .replace(
        /(?<![\p{L}])عال(?=(?:خميس|جمع|سبت|احد|أحد|اثنين|إثنين|اتنين|ثلاثا|تلات|اربعا|أربعا|ساع|اسبوع|أسبوع|شهر|يوم|عيل|عائل|اسر|أسر|رزنام|تقويم|كالندر|قائم|لست|ليست|جدول)[\p{L}]*)/gu,
        'على ال',
      )
      .replace(/(?<![\p{L}])هال(?=(?:اسبوع|أسبوع|شهر|يوم))/gu, 'هذا ال')
      .replace(/(?<![\p{L}])tmrw(?![\p{L}])/giu, 'tomorrow')
      // "tomorrow 8.30", "at 7.15": a clock time written with a dot.
      .replace(
        /(?<=(?:^|\s)(?:at\s+|tomorrow\s+|today\s+|tonight\s+|الساعه\s+|الساعة\s+)?)(\d{1,2})\.([0-5]\d)(?![\d.%])(?!\s*(?:sar|sr|riyals?|ريال|dollars?|kg|km|kilos?|litres?|liters?)(?![\p{L}]))/giu,
        '$1:$2',
      )
      // "ad tala's recital …": "add" with a letter dropped, as the sentence's first word.
      .replace(/^(\s*)ad(?=\s+(?:a|an|the|my|our|\p{L}+['’]s)\s)/iu, '$1add')
  );
}

export interface Token {
  start: number;
  end: number;
  key: string;
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(wordRe)) {
    const key = wordKey(m[0]);
    if (key) out.push({ start: m.index, end: m.index + m[0].length, key });
  }
  return out;
}

const PREP_BEFORE_WHEN =
  /(?:^|\s)(?:on|at|by|for|until|till|to|from|before|في|يوم|الساعه|الساعة|ل|على|قبل|لين|حتى|من|بتاريخ|تاريخ)\s*[,،]?\s*$/iu;
const AM_HINT = /am|a\.m|morning|صباح|الصبح|فجر|(?<![\p{L}])ص(?![\p{L}])/u;
// «م» alone is pm; the «م» that ends «يوم» («يوم الخميس الساعة ٥») is not.
const PM_HINT =
  /pm|p\.m|evening|afternoon|night|مساء|العصر|المغرب|العشاء|الليل|ظهر|(?<![\p{L}])م(?![\p{L}])/u;

const PRIORITY_RES = [
  ...priorityWords.map(
    ([words, level]) =>
      [new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, 'giu'), level] as const,
  ),
  // «بأولوية متوسطة», "medium priority": the usual priority, said; no part of the title.
  [
    /(?<![\p{L}\p{N}])(?:(?:(?:with|at)\s+(?:a\s+)?)?(?:medium|normal|mid)\s+prio(?:rity)?|(?:و\s*)?(?:ب|ذات\s+)?(?:ال)?اولوي(?:ه|ت(?:ها|ه))\s+(?:ال)?(?:متوسطه|عاديه))(?![\p{L}\p{N}])/giu,
    null,
  ] as const,
];

export interface Cut {
  rest: string;
  date: string | null;
  time: string | null;
  range: { from: string; to: string } | null;
  rangeKind: 'week' | 'month' | null;
  priority: 'high' | 'low' | null;
  /** Days a move shifts its row by ("by a day", «بيومين»), unsigned. */
  shift: number | null;
  /** Minutes a move shifts its row's time by ("an hour", «نص ساعة»), unsigned. */
  shiftMinutes: number | null;
  /** The hour was said bare, 1 to 12, without am/pm or a part of the day (see `Slots`). */
  timeBare?: boolean;
}

const COUNT_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
};
/**
 * A shift by some days or weeks, relative to the row's own day ("postpone it by a day", "push
 * it back two days", «أجله بيوم», «أخره يومين», «قدمه بأسبوع»): the count, and days or weeks.
 */
const SHIFT =
  /(?<![\p{L}\p{N}])(?:(?:by|for)\s+)?(a|an|one|two|three|four|five|\d{1,2})\s+(?:(?:more|extra|further)\s+)?(days?|weeks?)(?:\s+(?:later|earlier|more))?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:ب|ل)?(يوم|يومين|اسبوع|اسبوعين)(?:\s+واحد)?(?=\s*$)/giu;

/** A shift is one only in a move ("a 3 day trip" is a title). */
const MOVING =
  /(?<![\p{L}])(?:move|postpone|delay|push|bring|reschedule|shift|bump|wait|(?:ا)?ت(?:اجل|أجل|اخر|أخر|قدم)|اجل|اجلي|اخر|اخري|قدم|قدمي|انقل|انقلي|غير|غيري|نأجل|ناجل|نأخر|ناخر|نقدم)/iu;

/** A shift by hours or minutes ("push it back an hour", «أخره ساعة», «قدمه نص ساعة»). */
const MINUTE_SHIFT =
  /(?<![\p{L}\p{N}])(?:(?:by|for)\s+)?(an|a|one|two|three|half an|half|a quarter of an|\d{1,3})\s+(hours?|hrs?|minutes?|mins?)(?:\s+(?:later|earlier))?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:ب)?(ساعه|ساعتين|نص\s+ساعه|نصف\s+ساعه|ربع\s+ساعه|ساعه\s+ونص|(\d{1,3})\s+(?:دقيقه|دقايق|دقائق))(?!\s*[\p{N}])(?![\p{L}])/giu;

function minutesOf(m: RegExpMatchArray): number | null {
  if (m[1]) {
    const said = m[1].toLowerCase();
    const n =
      said === 'half an' || said === 'half'
        ? 0.5
        : said === 'a quarter of an'
          ? 0.25
          : (COUNT_WORDS[said] ?? Number(said));
    return Math.round(/^h/i.test(m[2] ?? '') ? n * 60 : n);
  }
  const word = (m[3] ?? '').replace(/\s+/g, ' ');
  if (m[4]) return Number(m[4]);
  return (
    { ساعه: 60, ساعتين: 120, 'نص ساعه': 30, 'نصف ساعه': 30, 'ربع ساعه': 15, 'ساعه ونص': 90 }[
      word
    ] ?? null
  );
}

function shiftOf(match: RegExpMatchArray): number | null {
  if (match[1]) {
    const n = COUNT_WORDS[match[1].toLowerCase()] ?? Number(match[1]);
    return /week/i.test(match[2] ?? '') ? n * 7 : n;
  }
  const word = match[3] ?? '';
  return { يوم: 1, يومين: 2, اسبوع: 7, اسبوعين: 14 }[word] ?? null;
}

/**
 * What `cut` found, by prayer times (a turn's own object or function; `undefined` for none), then
 * day and text: one sentence is read several ways (issue 28), and each reading cuts its dates
 * again. A copy is answered (a reader may change its copy's `rest`).
 */
const cutMemory = new WeakMap<object, Map<string, Cut>>();
const NO_PRAYER_TIMES = {};

/** Cuts dates, times, ranges and priority words out of the text (ranges leave a marker word). */
export function cut(text: string, context: Pick<GrammarContext, 'today' | 'prayerTimes'>): Cut {
  const owner = (context.prayerTimes as object | undefined) ?? NO_PRAYER_TIMES;
  let memory = cutMemory.get(owner);
  if (!memory) cutMemory.set(owner, (memory = new Map()));
  const key = `${context.today}\u0000${text}`;
  let found = memory.get(key);
  if (!found) {
    if (memory.size >= 5_000) memory.clear();
    found = cutAnew(text, context);
    if (found.range) Object.freeze(found.range);
    memory.set(key, found);
  }
  return { ...found };
}

function cutAnew(text: string, context: Pick<GrammarContext, 'today' | 'prayerTimes'>): Cut {
  const when = parseWhen(text, context.today, { prayerTimes: context.prayerTimes });
  const spans: { start: number; end: number; kind: 'when' | 'week' | 'month' | 'priority' }[] = [];
  let rangeKind: Cut['rangeKind'] = null;
  for (const [start, end] of when.spans) {
    const alone = parseWhen(text.slice(start, end), context.today);
    const kind = alone.range && !alone.date && !alone.time ? rangeKindOf(alone.range) : 'when';
    if (kind !== 'when') rangeKind = kind;
    spans.push({ start, end, kind });
  }
  let priority: Cut['priority'] = null;
  const { folded, map } = foldWithMap(text);
  for (const [re, level] of PRIORITY_RES) {
    for (const m of folded.matchAll(re)) {
      const start = map[m.index]!;
      const end = map[m.index + m[0].length]!;
      if (spans.some((s) => start < s.end && end > s.start)) continue;
      if (level) priority ??= level;
      spans.push({ start, end, kind: 'priority' });
    }
  }
  let shift: number | null = null;
  // (An amount said with its way, "half an hour earlier", is a move whatever the verb.)
  const moving = MOVING.test(folded);
  const way = (m: RegExpMatchArray) => moving || /later|earlier/i.test(m[0]);
  for (const m of folded.matchAll(SHIFT)) {
    if (!way(m)) continue;
    const start = map[m.index]!;
    const end = map[m.index + m[0].length]!;
    if (shift !== null || spans.some((s) => start < s.end && end > s.start)) continue;
    shift = shiftOf(m);
    if (shift !== null && /earlier/i.test(m[0])) shift = -shift;
    if (shift !== null) spans.push({ start, end, kind: 'when' });
  }
  let shiftMinutes: number | null = null;
  for (const m of shift === null ? folded.matchAll(MINUTE_SHIFT) : []) {
    if (!way(m)) continue;
    const start = map[m.index]!;
    const end = map[m.index + m[0].length]!;
    if (shiftMinutes !== null || spans.some((s) => start < s.end && end > s.start)) continue;
    shiftMinutes = minutesOf(m);
    // "an hour earlier": the amount and its way said together.
    if (shiftMinutes !== null && /earlier/i.test(m[0])) shiftMinutes = -shiftMinutes;
    if (shiftMinutes !== null) spans.push({ start, end, kind: 'when' });
  }
  spans.sort((a, b) => a.start - b.start);
  let rest = '';
  let at = 0;
  for (const span of spans) {
    let before = text.slice(at, span.start);
    if (span.kind !== 'priority') before = before.replace(PREP_BEFORE_WHEN, ' ');
    rest += before;
    rest += span.kind === 'week' ? ' zweek ' : span.kind === 'month' ? ' zmonth ' : ' ';
    at = span.end;
  }
  rest += text.slice(at);
  // What a span leaves behind: "today's" → "'s", "at 5 o'clock" → "o'clock".
  rest = rest
    .replace(/(^|\s)['’]s(?![\p{L}])/gu, '$1')
    .replace(/(?<![\p{L}])o['’]?clock(?![\p{L}])/giu, '');
  let time = when.time;
  const timeBare =
    time !== null &&
    /^(?:0[1-9]|1[0-2]):/.test(time) &&
    !spans.some((s) => {
      const said = foldSearchText(text.slice(s.start, s.end));
      return s.kind === 'when' && (AM_HINT.test(said) || PM_HINT.test(said));
    });
  // "at 5", "الساعة ٥": a bare hour from 1 to 6 is in the afternoon for family plans.
  if (time && /^0[1-6]:/.test(time)) {
    const spanText = spans
      .filter((s) => s.kind === 'when')
      .map((s) => foldSearchText(text.slice(s.start, s.end)))
      .join(' ');
    if (!AM_HINT.test(spanText) && !PM_HINT.test(spanText)) {
      time = `${String(Number(time.slice(0, 2)) + 12).padStart(2, '0')}${time.slice(2)}`;
    }
  }
  // "dinner at 8", «عشا … الساعة ٨», "the party at 7": an evening occasion's bare hour is pm.
  if (time && /^(?:0[7-9]|1[01]):/.test(time)) {
    const spanText = spans
      .filter((s) => s.kind === 'when')
      .map((s) => foldSearchText(text.slice(s.start, s.end)))
      .join(' ');
    const said = foldSearchText(rest);
    const hour = Number(time.slice(0, 2));
    const evening = DINNER.test(said) || (hour <= 9 && EVENING_OCCASION.test(said));
    // (A pm said would have made the hour pm already; only a morning said keeps it.)
    if (evening && !AM_HINT.test(spanText)) {
      time = `${hour + 12}${time.slice(2)}`;
    }
  }
  // «الساعة ١٢ بالليل», "12 at night": midnight, not noon.
  if (time && /^12:/.test(time)) {
    const spanText = spans
      .filter((s) => s.kind === 'when')
      .map((s) => foldSearchText(text.slice(s.start, s.end)))
      .join(' ');
    if (NIGHT_HINT.test(spanText)) time = `00${time.slice(2)}`;
  }
  return {
    rest,
    date: when.date,
    time,
    range: when.range,
    rangeKind,
    priority,
    shift,
    shiftMinutes,
    ...(timeBare ? { timeBare } : {}),
  };
}

const NIGHT_HINT = /night|midnight|ليل/u;
/** Occasions of the evening: their bare hour from 7 is pm (dinner until 11, the others until 9). */
const DINNER = /(?<![\p{L}])(?:dinner|supper|عشاء|عشا|عشوه)(?![\p{L}])/u;
const EVENING_OCCASION =
  /(?<![\p{L}])(?:party|wedding|sleepover|barbecue|bbq|حفله|حفل|عزومه|عزيمه|سهره|عرس|زواج|زفاف|ملكه|فرح)(?![\p{L}])/u;

function rangeKindOf(range: { from: string; to: string }): 'week' | 'month' {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  return days <= 7 ? 'week' : 'month';
}
