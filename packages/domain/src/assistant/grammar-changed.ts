import {
  asTargets,
  type GrammarContext,
  resolveTarget,
  type Understanding,
} from './grammar-types.js';
import type { Cut } from './grammar-cut.js';
import { whenSlots } from './grammar-fill.js';
import { memberNamed } from './refine.js';
import { saidUnsure } from './grammar-guards.js';

/**
 * A stored row's new day or time said as a fact (issue 28): "the water bill's due thursday now",
 * "eye doctor's been changed to monday 9am", "the school pickup is 12:30", «سقي النخل بيكون
 * الثلاثاء», «حفلة مدرسة تالا راحت ليوم الخميس», «تغيّر موعد X إلى …». Such a sentence is a move
 * of the row it names (asked to confirm: the match is loose; asked which, when several fit),
 * never a new task or event. When it says a change ("now", "instead", "moved", «صار», «راح»)
 * and names no stored row, it is not found (said so), never added either.
 */

/** Words before what was said that say nothing ("so", "ok", "btw"). */
const LEAD = /^(?:(?:so|and|oh|ok|okay|btw|fyi|well|right|yeah|um+|uh+)\s*[,]?\s+)*/iu;

/** A request or someone doing, not a row said of: never the subject of a fact of change. */
const NOT_A_THING =
  /^(?:i|we|you|u|it|that|this|there|he|she|they|is|are|was|were|does|do|did|has|have|had|please|pls|can|could|would|will|remind|add|put|schedule|create|set|book|make|move|push|change|let|ذكرني|ذكريني|ضيف|ضيفي|اضف|أضف|سجل|سجلي|حط|حطي|انا|أنا|احنا|إحنا|نحن|هو|هي|هذا|هذي|ممكن|لو)(?![\p{L}'’])/iu;

/** "X got moved", "X's been changed", "X was pushed back": the change said by its verb. */
const EN_CHANGED =
  /^(?<thing>.+?)(?:['’]s)?\s+(?:(?:is|are|was|were|has|have|had|got|gets|been|being|just|now|all)\s+)*(?:moved|changed|pushed|shifted|rescheduled|postponed|delayed|brought|put\s+back|bumped|switched|pulled)(?:\s+(?:back|forward|up|ahead|out|over|earlier|later|sooner|to|till|until|for|on|at|by|the|instead|now|again))*\s*[.!]?$/iu;

/** What a row is said to be or do at its time ("due", "on", "starts", "kicks off"). */
const PREDICATE =
  '(?:due(?:\\s+back)?|going\\s+(?:out|back)|coming|on|at|for|set\\s+for|booked\\s+for|scheduled\\s+for|happening|starts?|starting|begins?|kicks?\\s+off|finish(?:es)?|ends?|go(?:es)?\\s+(?:out|back)|(?:is|are)\\s+going)';
const COPULA = "(?:['’]s|\\s+(?:is|are|will\\s+be|will|was|were|has\\s+been|have\\s+been))";
/** "X is <day> now", "X's due thursday now", "X kicks off at 4 now", "X is an hour earlier". */
const EN_MARKED = new RegExp(
  `^(?<thing>.+?)(?:${COPULA}(?:\\s+now)?(?:\\s+${PREDICATE})?|\\s+${PREDICATE})(?:\\s+(?:on|at|for|from|by|the))*\\s+(?:now|instead|earlier|later|sooner)(?:\\s+(?:of|than)(?:\\s+\\S+){1,3})?(?:\\s+(?:now|instead))?\\s*[.!]?$`,
  'iu',
);
/** "X is <time>", "X's on <day>" with nothing saying a change: a move only of a stored row. */
const EN_PLAIN = new RegExp(
  `^(?<thing>.+?)(?:${COPULA}(?:\\s+${PREDICATE})?|\\s+${PREDICATE})(?:\\s+(?:on|at|for|the))*\\s*[.!]?$`,
  'iu',
);
/** "we're doing dinner at Abu Khalid's on friday instead": the row done on another day. */
const EN_WE_DO =
  /^(?:we|i)(?:['’]re|\s+are|['’]m|\s+am|['’]ll|\s+will)\s+(?:doing|having|holding|do|have|hold)\s+(?<thing>.+?)(?:\s+(?:on|at|the))*\s+(?:instead|now)\s*[.!]?$/iu;

/** "uncle Saad wants us there at 5 instead of 4": the host asks for another time. */
const EN_WANTS =
  /^(?<thing>.+?)\s+(?:wants|needs|expects|asked|asks|would like)\s+(?:us|me|them|him|her|everyone)(?:\s+(?:there|over|round|around|at\s+(?:his|hers|theirs|the\s+house)|to\s+come(?:\s+over)?))?(?:\s+(?:on|at|the|by))*\s+(?:now|instead)(?:\s+(?:of|than)(?:\s+\S+){1,3})?(?:\s+(?:on|at|the|now))*\s*[.!]?$/iu;

/** Arabic verbs of becoming and moving («صار», «راح», «بيكون», «تأجل»), normalised as the text is. */
const AR_VERB = normalised(
  '(?:هيبقى|هتبقى|حيبقى|حتبقى|بيبقى|بتبقى|هيكون|هتكون|هيصير|هتصير|صار|صارت|صاير|صايره|بيصير|بتصير|يصير|تصير|راح|راحت|بيكون|بتكون|رح\\s+يكون|رح\\s+تكون|راح\\s+يكون|راح\\s+تكون|حيكون|حتكون|بقى|بقي|بقت|انتقل|انتقلت|اتنقل|اتنقلت|تاجل|تاجلت|اتاجل|اتاجلت|تاخر|تاخرت|اتاخر|اتاخرت|تقدم|تقدمت|اتقدم|اتقدمت|تغير|تغيرت|اتغير|اتغيرت|تحول|تحولت|اتحول|اتحولت)',
);
/** «X صار الخميس», «X راحت ليوم الخميس», «X هالأسبوع بيكون الثلاثاء». */
const AR_CHANGED = new RegExp(
  `^(?<thing>.+?)\\s+${AR_VERB}(?:\\s+(?:ل|لل|الى|على|ع|في|يوم|ليوم|الساعه|بدل|بدال|هو|هي|كمان))*(?:\\s+[\\p{N}]+)*\\s*[.!]?$`,
  'u',
);
/** «تغيّر موعد X إلى …», «تأجل X لـ…»: the verb first. */
const AR_VERB_FIRST = new RegExp(
  `^${AR_VERB}\\s+(?:(?:موعد|وقت|تاريخ|ميعاد|معاد)\\s+)?(?<thing>.+?)(?:\\s+(?:ل|لل|الى|على|ليوم))*\\s*[.!]?$`,
  'u',
);
/** «الكامري ما راح تنغسل إلا يوم الأربعاء»: not before the day said, so on it. */
const AR_NOT_UNTIL =
  /^(?<thing>.+?)\s+(?:ما|مو|مش|مب)\s+(?:(?:راح|رح|ح)\s+)?(?<verb>[\p{L}]+)\s+(?:الا|غير)\s*$/u;

/** "… moved to 5", «… صار ل ٦»: an hour, 1 to 12, said last after "to" (the cut took no time). */
const BARE_HOUR_LAST =
  /\s(?:to|till|until|at|for|ل|الى|إلى|على)\s*(1[0-2]|[1-9])(?::([0-5]\d))?\s*[.!]?\s*$/iu;

const FOR_MEMBER =
  /\s+(?:for|with)\s+([\p{L}'’]+?)(?:['’]s)?\s*$|\s+(?:ل|مع)\s*([\p{L}]{2,})\s*$/iu;

/** Arabic as the resolver's patterns read it: no tashkeel or tatweel, one alef, ه for ة. */
function normalised(text: string): string {
  return text
    .replace(/[\u064B-\u0652\u0640]/gu, '')
    .replace(/[أإآ]/gu, 'ا')
    .replace(/ة/gu, 'ه')
    .replace(/ى/gu, 'ي');
}

interface Said {
  thing: string;
  /** Another wording that names the row better (with the verb: «الكامري تنغسل»). */
  also?: string;
  /** A change is said (not only a copula): not found is said so, never added. */
  marked: boolean;
}

function saidChange(rest: string): Said | null {
  const text = normalised(rest.replace(/\bz(?:week|month)\b/giu, ' '))
    .replace(/\s+/gu, ' ')
    .replace(LEAD, '')
    .trim();
  const found = (m: RegExpExecArray | null, marked: boolean): Said | null =>
    m?.groups?.thing && !NOT_A_THING.test(m.groups.thing.trim())
      ? { thing: m.groups.thing.trim(), marked }
      : null;
  const notUntil = AR_NOT_UNTIL.exec(text);
  if (notUntil?.groups) {
    const thing = notUntil.groups.thing!.trim();
    return NOT_A_THING.test(thing)
      ? null
      : { thing, also: `${thing} ${notUntil.groups.verb!}`, marked: true };
  }
  return (
    found(EN_CHANGED.exec(text), true) ??
    found(EN_MARKED.exec(text), true) ??
    found(EN_WE_DO.exec(text), true) ??
    found(EN_WANTS.exec(text), true) ??
    found(AR_VERB_FIRST.exec(text), true) ??
    found(AR_CHANGED.exec(text), true) ??
    found(EN_PLAIN.exec(text), false)
  );
}

/** The sentence is only a row's name (all of it, every word of the row's: `minPhrase` 1). */
function namedAlone(clause: string, whenCut: Cut): Said | null {
  const thing = clause.replace(/\s+(?:ال)?(?:ساعه|ساعة)$/u, '').trim();
  if (!(whenCut.date || whenCut.time) || !thing || NOT_A_THING.test(thing)) return null;
  return { thing, marked: false };
}

/** The clauses a sentence may say its change in: all of it, then what follows "so" / "and". */
function clauses(rest: string): string[] {
  const parts = rest.split(/\s*[,،;]\s*|\s+(?:so|and so|and then|then|which means)\s+/iu);
  return parts.length > 1 ? [rest, parts[parts.length - 1]!] : [rest];
}

/**
 * The move a fact of change says, or null when the sentence is not one (or gives no new day,
 * time or shift). A question is never one.
 */
export function changedFact(
  cutText: Cut,
  text: string,
  context: GrammarContext,
  bare = false,
): Understanding | null {
  let whenCut = cutText;
  if (/[?؟]\s*$/u.test(text) || saidUnsure(text)) return null;
  // "the dentist was moved to 5": a bare hour the change is to (kept in the row's half of the day).
  const to = BARE_HOUR_LAST.exec(whenCut.rest);
  if (to && !whenCut.time) {
    const time = `${to[1]!.padStart(2, '0')}:${to[2] ?? '00'}`;
    const rest = whenCut.rest.slice(0, to.index);
    whenCut = { ...whenCut, rest, time, timeBare: true };
  }
  if (!whenCut.date && !whenCut.time && !whenCut.shift && !whenCut.shiftMinutes) return null;
  const rows = [...asTargets(context.events, 'event'), ...asTargets(context.tasks, 'task')];
  // "the dentist is at 5 on friday for Reem": whom it is for is no part of the row's name.
  const forMember = (rest: string) =>
    rest.replace(FOR_MEMBER, (m, en?: string, ar?: string) =>
      memberNamed(en ?? ar ?? '', context.members) ? '' : m,
    );
  for (const clause of clauses(forMember(whenCut.rest.replace(/\s+/g, ' ').trim()))) {
    // «توصيل تالا للروضة بكرة الساعة ٧»: a stored row's own name with a day or time, alone.
    const said = saidChange(clause) ?? (bare ? namedAlone(clause, whenCut) : null);
    if (!said) continue;
    let last: Understanding | null = null;
    for (const phrase of said.also ? [said.also, said.thing] : [said.thing]) {
      const u: Understanding = {
        intent: 'moveEvent',
        slots: whenSlots(whenCut),
        missing: null,
        notFound: null,
      };
      // (Unmarked, "X is at 5" names a stored row only by every word of it: "Ziad's swimming
      // gala is next Saturday" is a new event, not the swimming lesson.)
      resolveTarget(u, phrase, rows, 'event', said.marked ? undefined : 1, context.members);
      last = u;
      if (u.target?.match === 'notFound') continue;
      // Said as a fact, the row is confirmed before it moves.
      if (u.target?.match === 'exact') u.target.match = 'loose';
      return u;
    }
    if (said.marked && last) return last;
  }
  return null;
}
