import type { GrammarContext } from './grammar-types.js';
import { membersIn } from './refine.js';

/** The words of questions that list rows by what they have: no one, a priority, documents. */

export const UNASSIGNED =
  /(?<![\p{L}])(?:unassigned|not assigned|(?:aren['’]?t|isn['’]?t|are not|is not|wasn['’]?t|weren['’]?t) assigned|(?:has|have|with) no (?:one|body|assignee)|(?:no ?one|nobody)(?:['’]s| is| has)? (?:on|doing|assigned|taken|got)|(?:that|which) (?:no ?one|nobody) (?:has|owns|is doing|does)|without (?:an? )?(?:assignee|owner|anyone)|ما (?:لها|له|عليها|عليه) (?:احد|أحد|حد)|محد (?:عليها|عليه|ماسكها|ماسكه)|بدون (?:مسؤول|احد|أحد)|مو (?:على|عند) (?:احد|أحد)|مش (?:على|مع) (?:حد|حدا)|ما حدا (?:عليها|ماسكها)|(?:مش|مو|مب|غير) (?:معطايه|معطاية|معطاه|معطاة|متوزعه|متوزعة|مسنده|مسندة|مسجله|مسجلة) (?:ل|على |ع)?\s*(?:حدا|حد|احد|أحد))(?![\p{L}])/iu;

export const DOCUMENTS =
  /(?<![\p{L}])(?:documents?|docs|papers|ids|(?:ال)?(?:وثائق|وثايق|مستندات|اوراق|أوراق|وثيقه|وثيقة))(?![\p{L}])/iu;
export const EXPIRING =
  /(?<![\p{L}])(?:expire|expires|expiring|run out|runs out|(?:ب|ح|رح)?(?:تخلص|تنتهي|يخلص|ينتهي)|خالصه|منتهيه|تنتهي صلاحيتها)(?![\p{L}])/iu;

/** "medium priority", «أولويتها متوسطة»: the middle priority (said with the word priority). */
export const MEDIUM =
  /(?<![\p{L}])(?:medium|normal|mid|average|متوسطه|متوسطة|متوسط|عاديه|عادية|عادي)(?![\p{L}])/iu;
export const STILL_OPEN =
  /(?<![\p{L}])(?:and\s+)?(?:still\s+)?(?:open|pending|outstanding|undone|not done|left)(?![\p{L}])/giu;

/** «المهام المستعجلة», «الأشياء الضرورية»: urgent said of what is asked about. */
export const URGENT_DEFINITE =
  /(?<![\p{L}])(?:ال)(?:مستعجله|مستعجلة|مستعجلين|عاجله|عاجلة|ضروريه|ضرورية|طارئه|طارئة)(?![\p{L}])/u;

export const ASKED_LIST =
  /^(?:(?:what|whats|what's|what are|which|any|show me|give me|list|how many)(?:\s+|$))?(?:(?:is|are|the|my|our|of)\s+)*(?:tasks?|things?|jobs?|chores?|stuff|to-?dos?)?\s*(?:(?:is|are)(?:\s+|$))?(?:there)?$|^(?:وش|ايش|إيش|شو|ايه|إيه|ما هي|ما|وريني|عطني|عطيني|اعطيني|أعطني|اعطني|ابي|أبي|ابغى|أبغى|بدي|عايز|اريد|أريد|في|فيه|كم)?\s*(?:ال)?(?:مهام|مهمات|مهمه|مهمة|اشياء|أشياء|شغلات|امور|أمور)?\s*(?:اللي)?\s*(?:(?:وش|ايش|إيش|شو)(?:\s+(?:هي|هو))?)?$/iu;

/** "within two weeks", «خلال أسبوعين». */
const WITHIN_WEEKS =
  /(?<![\p{L}])(?:within|in the next|over the next|خلال|في خلال|في غضون)\s+(?:the\s+|ال)?(?:(a|one|1|two|2|three|3|four|4)\s+)?(weeks?|fortnight|(?:ال)?(?:أسبوعين|اسبوعين|أسبوع|اسبوع))(?![\p{L}])/iu;
const WEEK_COUNT: Record<string, number> = {
  a: 1,
  one: 1,
  '1': 1,
  two: 2,
  '2': 2,
  three: 3,
  '3': 3,
  four: 4,
  '4': 4,
};

/** How many weeks "within …" says, or null. */
export function weeksWithin(text: string): number | null {
  const m = WITHIN_WEEKS.exec(text);
  if (!m) return null;
  if (/fortnight|سبوعين/iu.test(m[2]!)) return 2;
  return m[1] ? WEEK_COUNT[m[1].toLowerCase()]! : 1;
}

/**
 * What makes a sentence a question: a question mark, a question word, "show me"; a question said
 * as a command ("give me …", "run me through …", «عطيني …») or as wanting a list («أبي الوثايق …»).
 */
export const QUESTION =
  /[?؟]|^(?:(?:ok|okay|so|and|um+|uh+)\s*,?\s+)*(?:is|are|does|do|did|will|has|have|list|show)\s|(?<![\p{L}])(?:how many|how much|anyone|anybody|ما هي|ما هو|ماهي|ماهو|show me|وريني|what|whats|what's|which|who|whos|who's|when|any|anything|متى|امتى|إمتى|مين|منو|وش|ايش|إيش|شو|شنو|ايه|إيه|هل|فيه|في|قديش|اديش|أديش)(?![\p{L}])|^\s*(?:(?:ok|okay|so|um+)\s*,?\s+)*(?:give me|gimme|run me through|walk me through|take me through|(?:i\s+)?need (?:a|the) (?:rundown|run-down|overview|summary|list) of|ورني|عطيني|عطني|اعطيني|أعطيني|اعطني|أعطني)(?![\p{L}])|^\s*(?:ابي|أبي|ابغى|أبغى|بدي|عايز|عاوز|اريد|أريد)\s+(?:ال)?(?:وثايق|وثائق|مستندات|اوراق|أوراق|مهام|مواعيد|شغلات)(?![\p{L}])/iu;

/** A question of when: "when's …", "what time …", «متى …», «الساعة كم …». */
export const WHEN =
  /^(?:when|when's|whens|when is|when are|what time(?:'s| is| are| does| do)?|what day(?:'s| is| are| does)?|what date(?:'s| is)?|متى|امتى|إمتى|ايمتى|إيمتى|ايش وقت|وش وقت|شو وقت|كم الساعه|كم الساعة|الساعه كم|الساعة كم|أي ساعه|أي ساعة|اي ساعه|اي ساعة|ايش موعد|وش موعد|شو موعد)(?![\p{L}])/iu;

/** A yes-or-no question about a stored row: "is …", "does …", «هل …». */
export const YES_NO = /^(?:is|are|does|do|will|هل)\s+(?!there\s|anyone|anybody|someone|somebody)/iu;

/** The phrase without the family's members' names in it (whose, not which). */
export function withoutMembers(phrase: string, context: GrammarContext): string {
  return phrase
    .split(/\s+/u)
    .filter(
      (w) => !membersIn(w.replace(/^(?:ل|ب)(?=[\u0600-\u06FF]{3})/u, ''), context.members).length,
    )
    .join(' ');
}
