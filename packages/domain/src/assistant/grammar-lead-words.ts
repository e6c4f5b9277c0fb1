import type { GrammarContext } from './grammar-types.js';
import { memberNamed } from './refine.js';
import { namesEvent } from './grammar-words.js';
import { asksSomething, saidUnsure } from './grammar-guards.js';

/**
 * What is said around the sentence that matters (issue 28): a wrapper ("note that …"), a word
 * of feeling or news, politeness, and wanting a member to do something (said as letting them).
 */

/**
 * "note that …", «حط عندك إنه …», «اكتبي عندك …»: a wrapper around the sentence that matters,
 * which is understood on its own (when it is understood at all).
 */
export const NOTE_THAT =
  /^\s*(?:(?:so|um+|uh+|erm|ok|okay|well|hey)\s*[,]?\s+)*(?:(?:please|can you|could you)\s+)?(?:note|note down|write down|put down|remember|keep in mind)\s+that\s+|^\s*(?:حط|حطي|سجل|سجلي|سجّل|اكتب|اكتبي|خذ|خذي)\s+(?:عندك\s+(?:(?:ان|إن|أن|انه|إنه|أنه)\s+)?|(?:ان|إن|أن|انه|إنه|أنه)\s+)/iu;

/** "finally, …", «الحمد لله …», "fyi …": a word of feeling or news before what was said. */
export const INTERJECTION =
  /^\s*(?:(?:طيب|اسمع|اسمعي|شوف|شوفي|بص|بصي)\s+)*(?:الحمد\s*لله|الحمدلله|ما\s*شاء\s*الله|يا\s*سلام|ترى|تراني|ترا|ترانا|fyi|btw|good news|great news|finally|yay|phew|thank god|thankfully|just so you know|heads up|update)(?:\s*[,،:!.-]\s*|\s+)/iu;

/** Politeness before the request ("can you …?", «ممكن …», «لو سمحت …», «بليز …»). */
export const POLITE_LEAD =
  /^\s*(?:(?:please|pls|plz|kindly|can you|could you|would you|will you|can u|could u|pls can you|لو سمحت|لو سمحتي|ممكن|بليز|تكفى|تكفين|من فضلك|الله يعافيك|الله يخليك|يا ريت|ياريت)(?:\s*[,،!]\s*|\s+))+(?=\S)/iu;

export const ASKS =
  /(?<![\p{L}])(?:when|what|whats|where|who|which|how|why|tell|show|is|are|do|does|any|anything|متى|امتى|وش|ايش|إيش|شو|ايه|إيه|كم|هل|وين|فين|ليش|كيف|مين|منو|فيه)(?![\p{L}])/iu;

/** A question said with a question word near its start and a question mark at its end. */
const ASKED_WHO_WHAT =
  /^\s*(?:\S+\s+){0,2}(?:who|whose|what|when|where|which|how|why|مين|منو|متى|امتى|إمتى|وين|فين|ايش|إيش|وش|شو|كم|ليش|كيف|ايه|إيه)(?![\p{L}])[^?؟]*[?؟]\s*$/iu;
export const asks = (text: string) =>
  ASKED_WHO_WHAT.test(text) || asksSomething(text) || saidUnsure(text);

/** "from now on", «من الحين ورايح»: how long a change holds, never part of what it is about. */
export const FROM_NOW_ON =
  /\s*(?<![\p{L}])(?:from now on|from now onwards?|going forward|from today on|starting (?:from )?(?:now|today)|من الحين (?:و|ف)?(?:رايح|طالع)|من اليوم (?:و|ف)?(?:رايح|طالع)|من هلق (?:و|ف)?(?:رايح|ورايح)|من هلأ (?:و|ف)?رايح|من النهارده|من دلوقتي|بعد كذا|بعد هيك)(?![\p{L}])/giu;

/** ", same time", «بنفس الوقت»: the time kept, which a move does anyway. */
export const SAME_TIME =
  /\s*[,،]?\s*(?<![\p{L}])(?:(?:at\s+)?the\s+same\s+(?:time|hour)|same\s+(?:time|hour)|(?:ب|في\s+)?نفس\s+(?:ال)?(?:وقت|ساعه|ساعة|موعد|توقيت))(?![\p{L}])/giu;

/**
 * «بدي فيصل يجيب …», "I want Faisal to get …": wanting a member to do something is letting them
 * («خلي فيصل يجيب …», "let Faisal get …"); said only of a member of the family.
 */
const WANT_DOER_AR =
  /^\s*(?:بدي|بدنا|ابي|أبي|ابغى|أبغى|ابغي|نبي|نبغى|ودي|ودنا|عايز|عايزه|عاوز|عاوزه|اريد|أريد)\s+(?!ال)([\p{L}]{2,})\s+((?:ي|ت|بي|بت)[\p{L}]{2,}(?:\s.*)?)$/u;
const WANT_DOER_EN =
  /^\s*(?:i|we)\s+(?:want|need|would like|'d like)\s+([\p{L}]{2,})\s+to\s+(.+)$/iu;

export function wantedDoer(text: string, context: GrammarContext): string | null {
  const said = WANT_DOER_AR_SAID.exec(text);
  const m = WANT_DOER_AR.exec(text) ?? WANT_DOER_EN.exec(text) ?? said;
  if (!m || !memberNamed(m[1]!, context.members)) return null;
  // «أنور يفحص زيت الكامري يوم الاثنين»: a member's doing on a day said, as «خلي أنور …».
  // (Never an occasion, "at" a clock time or named so: «ريم تلعب تنس الخميس الساعة ٥».)
  if (
    m === said &&
    (!/[\p{N}]|يوم|بكر|الليل|الصبح|اليوم/u.test(text) ||
      /الساع[هة]|[\p{N}]\s*[:.]\s*[\p{N}]/u.test(text) ||
      namesEvent(m[2]!, 'anywhere'))
  )
    return null;
  // («أنور بيغسل …»: the future's ب is no part of the verb.)
  const doing = m === said ? m[2]!.replace(/^ب(?=[يت])/u, '') : m[2]!;
  return /[\u0600-\u06FF]/u.test(doing) ? `خلي ${m[1]} ${doing}` : `let ${m[1]} ${m[2]}`;
}
const WANT_DOER_AR_SAID = /^\s*(?!ال)([\p{L}]{2,})\s+((?:ب?ي|ب?ت)[\p{L}]{2,}\s.+)$/u;
