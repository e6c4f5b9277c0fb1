/**
 * More questions that list what the family has (issue 28, batch 7): the open tasks with no due
 * day or done every day, the children, the cars' documents, whose document (a passport) runs
 * out; and the part of a day asked about ("tomorrow morning", «بكرة الصبح»).
 */

export type ListKind =
  /** "which tasks have no due date?": the open tasks with no due day. */
  | { kind: 'undated' }
  /** "what has to be done every single day?", «وش اللي لازم ينسوى كل يوم؟»: daily tasks. */
  | { kind: 'daily' }
  /** «وش المهام اللي تتكرر كل أسبوع؟», "which tasks are weekly?": the weekly ones. */
  | { kind: 'weekly' }
  /** "who are the kids?", «من هم الأطفال في العائلة؟»: the members with the child role. */
  | { kind: 'children' }
  /** «وش الأوراق اللي عندنا للسيارات؟», "the cars' papers": documents of the family's cars. */
  | { kind: 'vehicleDocuments' };

export type DayPart = 'morning' | 'afternoon' | 'evening';

export const UNDATED =
  /(?<![\p{L}])(?:(?:no|without(?:\s+an?)?|with\s+no|don['’]?t\s+have\s+an?|do\s+not\s+have\s+an?)\s+(?:due\s+)?(?:date|day|deadline)s?|undated|(?:بدون|بلا|من\s+غير|مالها|ما\s+لها|ماله|ما\s+له|ما\s+عليها|ملهاش|مش\s+الها|ما\s+الها)\s+(?:تاريخ|موعد|وقت|يوم))(?![\p{L}])/iu;
const DAILY =
  /(?<![\p{L}])(?:every\s+(?:single\s+)?day|each\s+day|daily|everyday|كل\s+يوم|يوميا|يومياً|يوميًا|اليوميه|اليومية|يوميه|يومية)(?![\p{L}])/iu;
const WEEKLY =
  /(?<![\p{L}])(?:every\s+week|each\s+week|weekly|كل\s+(?:أسبوع|اسبوع)|(?:ال)?(?:اسبوعيه|أسبوعية|أسبوعيه|اسبوعية)|اسبوعيا|أسبوعيا|أسبوعياً|اسبوعياً)(?![\p{L}])/iu;
const TASK_ASKED =
  /(?<![\p{L}])(?:tasks?|things?|jobs?|chores?|to-?dos?|done|do|doing|needs?|(?:ال)?(?:مهام|مهمه|مهمة|مهمات|اشياء|أشياء|شغلات|امور|أمور)|ينسوى|نسوي|يتسوى|ينعمل|نعمل)(?![\p{L}])/iu;
/** «تتكرر», "repeat": what recurs. */
const REPEATS = /(?<![\p{L}])(?:repeats?|recurs?|recurring|تتكرر|يتكرر|متكرره|متكررة)(?![\p{L}])/iu;
const CHILDREN =
  /(?<![\p{L}])(?:kids|children|(?:ال)?(?:اطفال|أطفال|عيال|اولاد|أولاد|بزران|ولاد))(?![\p{L}])/iu;
const WHO_ARE =
  /(?<![\p{L}])(?:who|which|list|name|how many|مين|منو|من|مين\s+هم|من\s+هم|وش|ايش|كم)(?![\p{L}])/iu;
const KIDS_FILLER =
  /(?<![\p{L}])(?:are|r|is|the|our|my|in|of|this|family|we|have|do|got|there|many|عدد|هم|هما|في|ب|عندنا|عنا|العائله|العائلة|بالعائلة|بالعائله|العيله|العيلة|بالعيلة|الاسره|الأسرة|بالبيت|اللي|الي)(?![\p{L}])|[?؟,.!']/giu;
const PAPERS =
  /(?<![\p{L}])(?:documents?|docs|papers|paperwork|(?:ال)?(?:وثائق|وثايق|مستندات|اوراق|أوراق|ورق))(?![\p{L}])/iu;
const CARS =
  /(?<![\p{L}])(?:cars|vehicles|(?:ل|لل|حق\s+|ب|بال)?(?:ال)?(?:سيارات|سيارتنا|سياراتنا|عربيات|موترات))(?![\p{L}])/iu;

/** Which of these lists a question asks for, or null. */
export function listKind(text: string): ListKind | null {
  if (UNDATED.test(text) && TASK_ASKED.test(text)) return { kind: 'undated' };
  if (DAILY.test(text) && TASK_ASKED.test(text)) return { kind: 'daily' };
  if (WEEKLY.test(text) && (TASK_ASKED.test(text) || REPEATS.test(text))) return { kind: 'weekly' };
  if (PAPERS.test(text) && CARS.test(text)) return { kind: 'vehicleDocuments' };
  // "who are the kids?", «من هم الأطفال في العائلة؟»: nothing asked but who they are.
  const left = text.replace(CHILDREN, ' ').replace(WHO_ARE, ' ').replace(KIDS_FILLER, ' ');
  if (CHILDREN.test(text) && WHO_ARE.test(text) && !/\p{L}/u.test(left)) {
    return { kind: 'children' };
  }
  return null;
}

const MORNING = /(?<![\p{L}])(?:morning|(?:ال)?(?:صبح|صباح)|صباحا|صباحاً|الضحى)(?![\p{L}])/iu;
const AFTERNOON = /(?<![\p{L}])(?:afternoon|(?:ال)?(?:عصر|ظهر|ضهر)|بعد\s+الظهر)(?![\p{L}])/iu;
const EVENING =
  /(?<![\p{L}])(?:evening|tonight|(?:ال)?(?:مسا|مساء|ليل|الليله|الليلة)|مساء|بالليل)(?![\p{L}])/iu;

/** The part of the day a question asks about ("tomorrow morning"), or null. */
export function dayPart(text: string): DayPart | null {
  if (MORNING.test(text)) return 'morning';
  if (AFTERNOON.test(text)) return 'afternoon';
  if (EVENING.test(text)) return 'evening';
  return null;
}

/** Whether a local hour ("06:45") is in that part of the day. */
export function inPart(time: string, part: DayPart): boolean {
  const h = Number(time.slice(0, 2));
  if (part === 'morning') return h < 12;
  // (Five o'clock is both the afternoon's end and the evening's start: asked of either.)
  if (part === 'afternoon') return h >= 12 && (h < 17 || time.slice(0, 5) === '17:00');
  return h >= 17;
}

/** "whose passport …", «جواز مين …»: the kind of document named, to keep only those. */
const DOCUMENT_NAMES: [RegExp, RegExp][] = [
  [/(?<![\p{L}])(?:passports?|(?:ال)?جواز(?:ات|ه|ها|هم)?|باسبور)(?![\p{L}])/iu, /passport|جواز/iu],
  [
    /(?<![\p{L}])(?:iqamas?|residency|اقامه|إقامة|اقامة|الاقامه|الإقامة)(?![\p{L}])/iu,
    /iqama|إقامة|اقامه|اقامة/iu,
  ],
  [/(?<![\p{L}])(?:licen[cs]es?|رخصه|رخصة|الرخصه|الرخصة)(?![\p{L}])/iu, /licen[cs]e|رخص/iu],
  [/(?<![\p{L}])(?:insurances?|تأمين|التأمين|تامين)(?![\p{L}])/iu, /insurance|تأمين|تامين/iu],
];

/** The words a document's title must have for the question, or null when none is named. */
export function documentNamed(text: string): RegExp | null {
  return DOCUMENT_NAMES.find(([asked]) => asked.test(text))?.[1] ?? null;
}
