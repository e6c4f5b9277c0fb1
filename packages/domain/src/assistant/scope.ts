import { foldSearchText } from '../documents/search-text.js';

/**
 * What the assistant does not act on (issue 28): requests out of its scope (money sent, flights,
 * the weather, the news), refused with examples, and titles that name no thing ("something",
 * "it", «فيها»), asked for instead of stored.
 */

/** Money transfers, flights, travel booking, weather, jokes: never a misread action. */
const LEAD = String.raw`^(?:(?:hey|please|pls|can you|could you|would you|i want you to|i need you to|ممكن|لو سمحت|ابي|أبي|ابغى|أبغى|بدي|عايز|عاوز)\s+)*`;
const OUT_OF_SCOPE = new RegExp(
  [
    // Asked of the assistant itself (a reminder to book a flight is a task).
    LEAD +
      String.raw`(?:book\s+(?:me\s+|us\s+)?(?:a\s+|two\s+)?(?:flights?|plane|tickets?\s+to|hotel|table|restaurant|taxi|uber|cab|chalet)|transfer\s+(?:money|funds|cash|[\d٠-٩])|send\s+(?:money|\d)|wire\s|pay\s+\d|احجز(?:لي|لنا)?\s+(?:لي\s+|لنا\s+)?(?:طيران|تذكر|تذاكر|رحل|فندق|طاول|مطعم|سينما|غرفه|غرفة|شاليه|شالية|استراح|تاكسي|اوبر|أوبر|كريم)|حو[ّ]?ل(?:ي)?\s+[\d٠-٩]|ارسل\s+[\d٠-٩]|أرسل\s+[\d٠-٩]|ادفع\s+[\d٠-٩])`,
    // Paying from an account or card, messaging someone: done by the assistant, now.
    LEAD +
      String.raw`(?:pay|transfer|send)\s.*\b(?:from|using|with)\s+(?:my|our)\s+(?:[\w']+\s+){0,3}(?:account|card|wallet)\b|(?:ادفع|حول|حوّل|سدد)\s.*(?:من|ب)\s*(?:حسابي|حسابنا|بطاقتي|البطاقه|البطاقة)`,
    LEAD +
      String.raw`(?:send|write)\s+(?:a\s+)?(?:whatsapp|whats\s+app|message|text|sms|email|e-mail|msg)\s+to\s|(?:whatsapp|text|message|msg)\s+\S+\s+(?:saying|that|to\s+say)\b|(?:ارسل|أرسل|ابعث|اكتب)\s+(?:لي\s+)?(?:رساله|رسالة|واتس|واتساب|مسج|ايميل|إيميل)`,
    String.raw`\b(?:weather|forecast|tell me a joke)\b|(?:^|\s)(?:الطقس|نكته|نكتة)(?=\s|$|[؟?])`,
    // The clock, the news, sport and trivia: "what time is it in London?", «مين فاز بكأس العالم؟»,
    // «مين أول واحد مشى على القمر؟», "who invented …".
    String.raw`^(?:(?:hey|please|so)\s+)*(?:what(?:'s|\s+is)\s+the\s+time|what\s+time\s+is\s+it|who\s+won|who\s+is\s+the\s+(?:president|king|prime minister)|who\s+(?:was|were)\s+the\s+first|who\s+(?:invented|discovered|painted|founded)|what(?:'s|\s+is)\s+the\s+(?:capital|score|news|population)|how\s+(?:old|tall|far|much\s+does)\s+is\s+the)\b|(?:^|\s)(?:كم\s+الساع[ةه]\s+(?:الحين|الان|الآن|هلق|دلوقتي)|مين\s+فاز|من\s+فاز|مين\s+كسب|(?:مين|من|منو)\s+(?:هو\s+)?(?:أول|اول)\s+(?:واحد|شخص|انسان|إنسان|رجل|امرأ[ةه]|من)\s+[^؟?]*(?:ال)?(?:قمر|فضاء|عالم|تاريخ|مريخ|قطب|كوكب|اسلام|إسلام)|(?:مين|من|منو)\s+(?:اخترع|اكتشف|ألف|الف)|وش\s+صار\s+في\s+المبارا[ةه]|(?:ايش|إيش|وش|شو)\s+ال[اأ]خبار|عاصم[ةه]\s+\S+)(?=\s|$|[؟?])`,
    String.raw`(?:^|\s)(?:حو[ّ]?ل|حولي|ارسل|أرسل|ابعث|ابعت|transfer|send|wire|give)\s+(?:ل|لـ|to\s+)?\S+\s+[\d٠-٩]+\s*(?:ريال|دولار|درهم|جنيه|دينار|sar|riyals?|dollars?|aed|dirhams?|usd|\$)(?=\s|$|[.!؟?])`,
    String.raw`[\d٠-٩]+\s*(?:ريال|دولار|درهم|جنيه|دينار)(?=\s|$)\s*(?:ل|لحساب|الى|إلى)`,
    // Pay sent: «حوّل راتب أنور لحسابه», "send Anwar his salary" (a reminder to is a task).
    LEAD +
      String.raw`(?:حو[ّ]?ل|حولي|حوّلي|ارسل|أرسل|ابعث|نزل|نزّل|transfer|send|wire|pay)\s+(?:\S+\s+)?(?:ال)?(?:راتب|رواتب|معاش|salary|wages?|pay)(?=\s|$|[.!؟?])`,
  ].join('|'),
  'iu',
);

export function outOfScope(text: string): boolean {
  return OUT_OF_SCOPE.test(text.normalize('NFKC'));
}

/** Titles that name no thing: the assistant asks what instead of storing them. */
const PLACEHOLDERS = new Set(
  [
    'something',
    'anything',
    'a thing',
    'thing',
    'stuff',
    'task',
    'a task',
    'new task',
    'event',
    'an event',
    'appointment',
    'an appointment',
    'reminder',
    'a reminder',
    'شي',
    'شيء',
    'شيئ',
    'حاجه',
    'مهمه',
    'مهمه جديده',
    'موعد',
    'موعد جديد',
    'تذكير',
    'فعاليه',
    'حدث',
    // A pronoun for something said before ("remind me about it", «ذكرني فيها»).
    'it',
    'that',
    'this',
    'about',
    'about it',
    'about that',
    'about this',
    'of it',
    'of that',
    'فيه',
    'فيها',
    'به',
    'بها',
    'عنه',
    'عنها',
    'هذا',
    'هذي',
    'هذه',
    'ذا',
    'ذاك',
    'هاد',
    'ده',
    'دي',
  ].map((w) => foldSearchText(w)),
);

/** Words that point at something said before, not name it ("it", "that one", «هذا»). */
const POINTERS = new Set(
  [
    'it',
    'that',
    'this',
    'them',
    'those',
    'these',
    'one',
    'thing',
    'هذا',
    'هذي',
    'هذه',
    'ذاك',
    'هاد',
    'ده',
    'دي',
  ].map((w) => foldSearchText(w)),
);
/** Particles and articles around a pointer ("put it in", "pop that one down for …"). */
const PARTICLES =
  /(?<![\p{L}])(?:in|on|at|for|to|into|onto|down|up|back|about|of|the|a|an|please|pls|too|also|as well)(?![\p{L}])/giu;

/**
 * A title that names no thing: a placeholder word ("something", «شي»), or only a pointer at
 * something said before with its particles ("it in", "that one down"): asked what, never stored.
 */
export function isPlaceholder(title: string): boolean {
  const folded = foldSearchText(title).trim();
  if (PLACEHOLDERS.has(folded)) return true;
  const words = folded.replace(PARTICLES, ' ').trim().split(/\s+/u).filter(Boolean);
  return words.length > 0 && words.every((w) => POINTERS.has(w));
}
