import { asksSomething, saidUnsure } from './grammar-guards.js';

/**
 * What is said around the sentence that matters (issue 28): a wrapper ("note that …"), a word
 * of feeling or news, politeness (wanting a member to do something: `grammar-doer.ts`).
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
  /^\s*(?:(?:please|pls|plz|kindly|can you|could you|would you|will you|can u|could u|pls can you|لو سمحت|لو سمحتي|ممكن|بليز|تكفى|تكفين|من فضلك|الله يعافيك|الله يخليك|يا ريت|ياريت|يرجى|يُرجى|الرجاء|رجاء|ارجو|أرجو|نرجو)(?:\s*[,،!]\s*|\s+))+(?=\S)/iu;

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
