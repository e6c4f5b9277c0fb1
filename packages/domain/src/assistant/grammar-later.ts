import type { GrammarContext, Understanding } from './grammar-types.js';
import { memberNamed } from './refine.js';

/**
 * What a sentence asks for said after why (session 22): "huda's got a thing at 6 so can anwar get
 * ziad from practice today", «ريم تمرينها بكرة بيتأخر، فخل أنور يوصلها النادي الساعة ٦». The
 * first clause is the reason; the request after "so" / «ف» is what is meant, with the day the
 * reason named when the request names none (never the reason's clock time).
 */
const SO_REQUEST =
  /(?:\s*[,،]\s*|\s+)(?:so|and so|فـ?|ف(?=خل|خلي|خلو))\s*(?=(?:can|could|will|would|let|خل|خلي|خلوا|خلو)\s)/iu;
const REQUEST_WORD = /^(?:can|could|will|would|let|خل|خلي|خلوا|خلو)\s+([\p{L}]+)/iu;
/** A day said by a word (the reason's «بكرة» is the request's day). */
const DAY_WORD =
  /(?<![\p{L}])(?:today|tonight|tomorrow|tmrw|tmr|(?:mon|tues|wednes|thurs|fri|satur|sun)day|اليوم|الليلة|الليله|بكرة|بكره|بكرا|باكر|(?:يوم\s+)?(?:ال)?(?:سبت|احد|أحد|اثنين|إثنين|اتنين|ثلاثاء|تلات|ثلاث|اربعاء|أربعاء|اربع|خميس|جمعة|جمعه))(?![\p{L}])/iu;

export function requestAfterReason(
  text: string,
  context: GrammarContext,
  understand: (said: string, context: GrammarContext) => Understanding,
): Understanding | null {
  const m = SO_REQUEST.exec(text);
  if (!m || m.index === 0) return null;
  const reason = text.slice(0, m.index);
  let request = text.slice(m.index + m[0].length).trim();
  const who = REQUEST_WORD.exec(request);
  // "so can you …" is the polite request itself; only a member asked to do it is a hand-over.
  if (!who || !memberNamed(who[1]!, context.members)) return null;
  const day = DAY_WORD.exec(reason);
  if (day && !DAY_WORD.test(request)) request = `${request} ${day[0]}`;
  const u = understand(request, context);
  const changes = ['reassignTask', 'moveEvent', 'completeTask'].includes(u.intent);
  if (!changes || u.notFound || !u.target || u.target.match === 'notFound') return null;
  return u;
}

/**
 * «أبو خالد أجّل العزيمة للخميس», "the school put back Tala's celebration to the 3rd": who moved
 * it, said before the verb, is no part of what is moved. Read from the verb on; a sentence that
 * says a row was moved never adds one (it is asked about when the rest finds none).
 */
const MOVED_VERB =
  /(?<![\p{L}])(?:أجّل|أجل|اجل|أجلت|اجلت|أجّلت|أجلوا|اجلوا|أجّلوا|قدّم|قدم|قدمت|قدّمت|قدموا|غيّر موعد|غير موعد|postponed|moved|pushed|rescheduled|put back|brought forward)(?![\p{L}])/iu;

export function movedBySomeone(
  text: string,
  u: Understanding,
  context: GrammarContext,
  understand: (said: string, context: GrammarContext) => Understanding,
): Understanding | null {
  if (u.intent !== 'createEvent' && u.intent !== 'createTask') return null;
  const m = MOVED_VERB.exec(text);
  if (!m || m.index === 0 || !MOVED_VERB.test(u.slots.title ?? '')) return null;
  const again = understand(text.slice(m.index), context);
  if (again.intent === 'moveEvent' && again.target && again.target.match !== 'notFound')
    return again;
  return { intent: 'unknown', slots: {}, missing: null, notFound: null };
}

/**
 * «دفع فاتورة المي صار آخر موعد له يوم ٢٠», "the water bill's deadline is now the 20th": a new
 * due day said as its last day; read as the row's day said as a fact («… صار يوم ٢٠»).
 */
const DEADLINE =
  /\s+(?:(صار|صارت|أصبح|اصبح|بقى|بقا)\s+)?(?:آخر|اخر)\s+(?:موعد|يوم|معاد|ميعاد)\s+(?:له|لها|لدفعها|لدفعه)(?![\p{L}])/u;

export const deadlineSaid = (text: string) =>
  text.replace(DEADLINE, (_, verb?: string) => ` ${verb ?? 'صار'}`);

const DAY_NAME =
  '(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|اليوم|الليلة|الليله|بكرة|بكره|بكرا|(?:ال)?(?:سبت|احد|أحد|اثنين|إثنين|اتنين|ثلاثاء|ثلاثا|تلات|اربعاء|أربعاء|اربع|خميس|جمعة|جمعه))';
/**
 * «… يوم الأربعاء بدل الاثنين», "… on wednesday instead of monday": the day it was is only what
 * changes; the sentence is read with the new day alone.
 */
const INSTEAD_OF_DAY = new RegExp(
  `\\s*[,،]?\\s*(?<![\\p{L}])(?:بدل|بدال|عوض|بدلا من|بدلاً من|بدل ما كان|instead of|rather than)\\s+(?:(?:on|the|يوم)\\s+)?${DAY_NAME}(?![\\p{L}])`,
  'iu',
);

export const insteadOfDay = (text: string) => text.replace(INSTEAD_OF_DAY, '');

/**
 * «الكهربا ندفعها يوم ٢٣», «الخبز نشتريه بعد بكرة», «النخل نسقيه الأربعاء»: a stored row named
 * first, then what we will do to it (a verb of ours with its object) on a day: the row's new
 * day, read as «الكهربا خلوها يوم ٢٣». Taken only when it finds the row.
 */
const OUR_DOING_ON_DAY = new RegExp(
  `^(\\S.*?)\\s+(?:ب|رح\\s+|راح\\s+|ح)?ن[\\p{L}]{2,}?(?:ه|ها|هم)\\s+(?=(?:يوم\\s+|بعد\\s+|في\\s+|ب)?(?:${DAY_NAME}|[\\p{N}]))`,
  'u',
);

export function ourDoingOnDay(
  text: string,
  context: GrammarContext,
  understand: (said: string, context: GrammarContext) => Understanding,
): Understanding | null {
  const m = OUR_DOING_ON_DAY.exec(text);
  if (!m) return null;
  const u = understand(`${m[1]} خلوه ${text.slice(m[0].length)}`, context);
  if (u.intent !== 'moveEvent' || !u.target || u.target.match === 'notFound' || u.notFound)
    return null;
  return u;
}

/**
 * «تم تأجيل حفل المدرسة …» (MSA's passive: "the postponing of … was done") is «أجّل …», never
 * something done; «مباراة زياد صارت بكير، الساعة ٣» says earlier or later and then when: the
 * when is what the row became.
 */
const DONE_MOVING =
  /(?<![\p{L}])تم\s+(?:ال)?(تأجيل|تاجيل|تقديم|نقل|تغيير\s+موعد|تغيير\s+ميعاد)(?![\p{L}])/u;
const MOVE_OF: Record<string, string> = { تأجيل: 'أجّل', تاجيل: 'أجّل', تقديم: 'قدّم', نقل: 'انقل' };
const EARLIER_THEN =
  /(?<![\p{L}])(صار|صارت|بقى|بقت|بقا)\s+(?:بكير|بدري|أبكر|ابكر|متأخر|متاخر|أبكر من قبل)\s*[,،]?\s+(?=(?:الساعة|الساعه|على|ع|[\p{N}]))/u;

/** «تأجيل موعد …», «نقل موعد …» (MSA's verbal noun of a request): «أجّل …», «انقل …». */
const MOVING_LEAD =
  /^\s*(?:ال)?(تأجيل|تاجيل|تقديم|نقل(?=\s+(?:ال)?(?:موعد|ميعاد|وقت))|تغيير\s+(?:ال)?(?:موعد|ميعاد|وقت))(?![\p{L}])/u;

export const movedSaid = (text: string) =>
  text
    .replace(DONE_MOVING, (_, what: string) => MOVE_OF[what] ?? 'غيّر موعد')
    .replace(MOVING_LEAD, (_, what: string) => MOVE_OF[what] ?? 'غيّر موعد')
    .replace(EARLIER_THEN, '$1 ');

/**
 * Hand-overs said about the doer (session 22): "Faisal's on bins duty tonight" is his doing the
 * bins; «خلوه على زياد نفسه», "Ziad himself": the member, no more.
 */
const ON_DUTY = /^(\s*[\p{L}]+)(?:['’]s|\s+is)\s+on\s+(?:the\s+)?(\S.*?)\s+duty(?![\p{L}])/iu;
const SELF = /(?<=[\p{L}])\s+(?:نفسه|نفسها|بنفسه|بنفسها|himself|herself)(?![\p{L}])/giu;

/** «فيصل قال هو بيغسل …», "Faisal says he'll …": what they said they will do is theirs. */
const SAID_HE =
  /^(\s*[\p{L}]+)\s+(?:قال|قالت|يقول|تقول|بيقول|بتقول|said|says)\s+(?:(?:انه|إنه|ان|إن|أن|انها|إنها|هو|هي|that)\s+)*(?:(?:he|she)(?:['’]ll|\s+will|\s+is\s+going\s+to|['’]s\s+going\s+to|['’]s\s+gonna)\s+)?/iu;

export const handOverSaid = (text: string) =>
  text
    .replace(ON_DUTY, "$1's doing the $2")
    .replace(SELF, '')
    .replace(SAID_HE, (all, who: string) =>
      /\s(?:said|says)\s/iu.test(all) ? `${who} will ` : `${who} `,
    );

/**
 * An English task said as its parts (session 22): "low priority - Ziad to clean his bike",
 * "medium priority for Anwar: fix …", "faisal, low priority, call the bank …, monday": read as
 * "remind Ziad to clean his bike, low priority" (a name counts only when it is a member's).
 * "Reem's gotta …" is "Reem has to …".
 */
const PRIORITY_HEAD =
  /^\s*(high|medium|low|urgent)(?:\s+priority)?\s*(?:for\s+([\p{L}]+))?\s*[:\-–—,]\s*(\S.*)$/iu;
const MEMBER_HEAD = /^\s*([\p{L}]+)\s*[,:]\s*(high|medium|low)\s+priority\s*[,:\-–—]\s*(\S.*)$/iu;
const MEMBER_TO = /^([\p{L}]+)\s+to\s+(\S.*)$/iu;
const GOTTA = /^(\s*[\p{L}]+)['’]s\s+(?:gotta|got to|gonna have to)\s+/iu;

export function taskParts(text: string, context: GrammarContext): string {
  const member = (name?: string) => (name ? memberNamed(name, context.members) : undefined);
  const said = text.replace(GOTTA, (all, who: string) => (member(who) ? `${who} has to ` : all));
  const byLevel = PRIORITY_HEAD.exec(said);
  const byMember = byLevel ? null : MEMBER_HEAD.exec(said);
  if (!byLevel && !byMember) return said;
  const [level, who, what] = byLevel
    ? [byLevel[1]!, byLevel[2], byLevel[3]!]
    : [byMember![2]!, byMember![1], byMember![3]!];
  if (who && !member(who)) return said;
  const doer = MEMBER_TO.exec(what);
  const task =
    who !== undefined
      ? `remind ${who} to ${what.replace(/\s*,\s*/gu, ' ')}`
      : doer && member(doer[1])
        ? `remind ${doer[1]} to ${doer[2]!.replace(/\s*,\s*/gu, ' ')}`
        : what;
  return `${task}, ${level.toLowerCase() === 'urgent' ? 'high' : level.toLowerCase()} priority`;
}

/**
 * Done and not done said in other words (session 22): "Reem's back with the meds" (she got
 * them), "the palms have had their water" (watered), «… لين الحين» (not yet: «للحين»),
 * «جابوا الدوا ولا لسه؟» (asked: "or not yet" adds nothing to the question).
 */
const BACK_WITH = /^(\s*[\p{L}]+)(?:['’]s|\s+is)\s+back\s+with\s+/iu;
const HAD_THEIR =
  /^(\s*(?:the\s+)?\S.*?)\s+(?:have|has|'ve|'s)\s+(?:had|got)\s+(?:their|its|his|her)\s+(water|wash|feed|food|clean|service)(?![\p{L}])/iu;
const HAD_VERB: Record<string, string> = {
  water: 'watered',
  wash: 'washed',
  feed: 'fed',
  food: 'fed',
  clean: 'cleaned',
  service: 'serviced',
};
const UNTIL_NOW =
  /(?<![\p{L}])(?:لين الحين|لين الحين|لحد الحين|لحد دلوقتي|لحد هلق|لحين|حتى الآن|حتى الان|till now|until now|so far)(?![\p{L}])/giu;
const OR_NOT_YET =
  /\s+(?:ولا|او|أو|or)\s+(?:لسه|لسا|لسة|للحين|لا|لأ|not(?:\s+yet)?|(?:لسه\s+)?باقي(?:\s+(?:عليه|عليها|عليهم))?|is\s+it\s+still\s+(?:on|left))\s*(?=[?؟]|$)/iu;

export const doneSaid = (text: string) =>
  text
    .replace(BACK_WITH, '$1 got ')
    .replace(
      HAD_THEIR,
      (_, what: string, noun: string) => `${HAD_VERB[noun.toLowerCase()]} ${what.trim()}`,
    )
    .replace(UNTIL_NOW, 'للحين')
    .replace(OR_NOT_YET, '');

/**
 * «الكامري انغسلت عند المغسلة», "… at the car wash": where it was done, said last, is no part of
 * which task; the completion is read without it (taken only when it finds the task).
 */
const PLACE_LAST =
  /\s+(?:(?:عند|في|قدام|جنب|ورا|at the|by the|in front of the|outside the)\s+\S+|بال\S+)\s*[.!]?$/iu;

export function doneSomewhere(
  text: string,
  context: GrammarContext,
  understand: (said: string, context: GrammarContext) => Understanding,
): Understanding | null {
  const m = PLACE_LAST.exec(text);
  if (!m || m.index === 0) return null;
  const u = understand(text.slice(0, m.index), context);
  // (Named by more than a member's name: "Ziad is at the club" completes nothing.)
  const named = (u.target?.phrase ?? '')
    .split(/\s+/u)
    .some((w) => w.length > 2 && !memberNamed(w.replace(/^ل/u, ''), context.members));
  const found = u.target && u.target.match !== 'notFound' && !u.notFound;
  return u.intent === 'completeTask' && named && found ? u : null;
}

/**
 * "make aunt munira's visit 8:15", "make the dentist thursday": a stored row made another hour
 * or day is moved (taken only when it finds the row; "make a cake at 7" is no row).
 */
const MAKE_IT =
  /^\s*make\s+(\S.*?)\s+(?=(?:at\s+|on\s+|for\s+)?(?:[\p{N}]|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|today|next))/iu;

export function madeAnotherTime(
  text: string,
  context: GrammarContext,
  understand: (said: string, context: GrammarContext) => Understanding,
): Understanding | null {
  const m = MAKE_IT.exec(text);
  if (!m) return null;
  const u = understand(`move ${m[1]} to ${text.slice(m[0].length)}`, context);
  return u.intent === 'moveEvent' && u.target && u.target.match !== 'notFound' && !u.notFound
    ? u
    : null;
}

/**
 * "the trip bag has to be ready by monday now, the trip got moved up", «الرحلة صارت بدري فشنطة
 * زياد لازم تتجهز يوم الثلاثاء»: a stored row that must be ready by another day is moved there
 * (why, said before «ف» or after a comma, is left out); taken only when it finds the row.
 */
const READY_BY =
  /^(\S.*?)\s+(?:has to|needs to|must|should|got to|gotta)\s+be\s+(?:ready|done|finished|packed|sorted)\s+(?:by|on|for)\s+/iu;
const READY_AR = new RegExp(
  `^(\\S.*?)\\s+(?:لازم|لازم\\s+انها|المفروض)\\s+(?:ت|ي|تن|ين)\\S{2,}\\s+(?=(?:يوم\\s+|بعد\\s+|في\\s+|ب)?(?:${DAY_NAME}|[\\p{N}]))`,
  'u',
);
const WHY_AFTER =
  /\s*[,،]\s*(?:the|our|his|her|their)\s+[\p{L}' ]+?\s+(?:got|was|has been|is)\s+(?:moved|brought|pushed|put)(?![\p{L}]).*$/iu;
const WHY_BEFORE_FA = /^\S.*?\s+ف(?=[\p{L}]{3,}\s)/u;

export function readyBy(
  text: string,
  context: GrammarContext,
  understand: (said: string, context: GrammarContext) => Understanding,
): Understanding | null {
  const said = text.replace(WHY_AFTER, '');
  const en = READY_BY.exec(said);
  const ar = en ? null : READY_AR.exec(said.replace(WHY_BEFORE_FA, ''));
  if (!en && !ar) return null;
  const u = en
    ? understand(`move ${en[1]} to ${said.slice(en[0].length)}`, context)
    : (() => {
        const rest = said.replace(WHY_BEFORE_FA, '');
        return understand(`${ar![1]} خلوه ${rest.slice(ar![0].length)}`, context);
      })();
  return u.intent === 'moveEvent' && u.target && u.target.match !== 'notFound' && !u.notFound
    ? u
    : null;
}

const TO_DAY = new RegExp(
  `(?<![\\p{L}])(?:to|until|till|إلى|الى|ل|لل)\\s*(?:يوم\\s+|the\\s+|next\\s+|this\\s+)?(?:${DAY_NAME}|[\\p{N}])|(?<![\\p{L}])(?:لل|ل)${DAY_NAME}`,
  'iu',
);

/**
 * "the appointment on monday is now at 5" with a dentist on Monday and an eye test on
 * Wednesday: of the stored events asked about, the only one on the day said is meant (asked
 * first, as a loose match); that day being its own, only its hour changes.
 */
export function oneOnTheDay(
  u: Understanding,
  said: string,
  context: GrammarContext,
): Understanding {
  const date = u.slots.date;
  if (u.intent !== 'moveEvent' || u.target?.match !== 'which' || !date || !u.slots.time) return u;
  // ("move the appointment to monday at 5": the day it goes to says nothing of which one.)
  if (TO_DAY.test(said)) return u;
  const on = u.target.candidates.filter(
    (c) => c.type === 'event' && context.events.find((e) => e.id === c.id)?.date === date,
  );
  if (on.length !== 1) return u;
  const row = on[0]!;
  return {
    ...u,
    slots: { ...u.slots, event: row.name, eventId: row.id },
    target: { match: 'loose', phrase: u.target.phrase, candidates: [row] },
  };
}

/**
 * «زياد حط الزبالة», "Ziad put the bins out" with the bins already Ziad's: no hand-over (it is
 * his), a member's past doing of their own task is its completion (confirmed first).
 */
const PAST_AR = /^(?!رح|راح)(?:[^يتنأابهحس\s]|[هح](?![يتن])|ا(?![يتن]))\S+$/u;
const PAST_EN = /^(?:\S+ed|put|took|got|did|brought|fed|ran|gave|made)$/iu;

export function ownDoneByMember(
  u: Understanding,
  said: string,
  context: GrammarContext,
): Understanding {
  const s = u.slots;
  if (u.intent !== 'reassignTask' || !s.taskId || s.date || s.time || !s.assigneeId) return u;
  const task = context.tasks.find((t) => t.id === s.taskId);
  if (!task || task.assigneeId !== s.assigneeId) return u;
  const words = said.trim().split(/\s+/u);
  const at = words.findIndex((w) => memberNamed(w.replace(/['’]s$/u, ''), context.members));
  const verb = at >= 0 ? words[at + 1] : undefined;
  const arabic = verb !== undefined && /[\u0600-\u06FF]/u.test(verb);
  if (!verb || !(arabic ? PAST_AR.test(verb) : PAST_EN.test(verb))) return u;
  const row = { id: task.id, name: task.name, type: 'task' as const };
  return {
    intent: 'completeTask',
    slots: { task: task.name, taskId: task.id },
    missing: null,
    notFound: null,
    target: { match: 'loose', phrase: u.target?.phrase ?? task.name, candidates: [row] },
  };
}

/**
 * Done said the other way round (session 22): «فني التكييف رد على فيصل», "the AC guy called
 * Faisal back" (the call was made: «فيصل كلم فني التكييف»); «الألعاب كلها رجعت مكانها», "the
 * toys are all back in their place" (tidied). Taken only when it completes a task it finds.
 */
const REACHED_AR =
  /^(\S.*?)\s+(?:رد|ردّ|ردت|اتصل|اتصلت|كلم|كلمت|تواصل)\s+(?:على\s+|ع\s+|مع\s+|ب)?([\p{L}]+)(\s.*)?$/u;
const REACHED_EN =
  /^(\S.*?)\s+(?:called|rang|phoned|got back to|replied to|texted)\s+([\p{L}]+)(?:\s+back)?(\s.*)?$/iu;
const IN_PLACE_AR =
  /^(\S.*?)\s+(?:كلها\s+|كله\s+)?(?:رجعت|رجع|رجعوا|ترجعت|اترتبت|انرتبت)\s+(?:ل|في\s+|ب)?(?:مكانها|مكانه|مكانهم|اماكنها|أماكنها)(?![\p{L}])/u;
const IN_PLACE_EN =
  /^(\S.*?)\s+(?:are|is|'re|'s)\s+(?:all\s+)?(?:back\s+)?(?:in|to)\s+(?:their|its)\s+(?:place|places|spot)(?![\p{L}])/iu;

export function doneTheOtherWay(
  text: string,
  context: GrammarContext,
  understand: (said: string, context: GrammarContext) => Understanding,
): Understanding | null {
  const member = (w: string) => memberNamed(w, context.members);
  const ar = REACHED_AR.exec(text);
  const en = ar ? null : REACHED_EN.exec(text);
  const reached = ar ?? en;
  let said: string | null = null;
  if (reached && member(reached[2]!) && !member(reached[1]!))
    said = ar
      ? `${reached[2]} كلم ${reached[1]}${reached[3] ?? ''}`
      : `${reached[2]} called ${reached[1]}${reached[3] ?? ''}`;
  const placed = said ? null : (IN_PLACE_AR.exec(text) ?? IN_PLACE_EN.exec(text));
  if (placed)
    said = /[\u0600-\u06FF]/u.test(placed[1]!) ? `رتبنا ${placed[1]}` : `tidied ${placed[1]}`;
  if (!said) return null;
  const u = understand(said, context);
  return u.intent === 'completeTask' && u.target && u.target.match !== 'notFound' && !u.notFound
    ? u
    : null;
}
