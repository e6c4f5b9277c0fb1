/**
 * Completions said as facts (issue 28): "the trash is out", "camry washed", «الكامري تغسلت»,
 * "drinking water delivered 👍": the words that name the task, or null when nothing says done.
 */

/** "the trash is out", «جبت الدوا من الصيدلية», "I've done the dishes": the task named. */
const DONE_WORDS =
  /(?:^|\s)(?:i've|we've|i|we|just|already|finally|has been|have been|'s been|is|are|was|were|been|got|done|finished|sorted|completed|out|now|delivered|✅|✔️|👍|خلاص|خلصت|خلصنا|تم|انتهيت|انتهينا|جاهز|جاهزه|جاهزة|خلص|خلصت)(?=\s|$|[.!,،])/giu;

const COMMAND_VERB =
  /^(?:please\s+)?(?:reassign|assign|give|hand|move|postpone|bump|push|delay|reschedule|add|put|remind|schedule|create|book|cancel|delete|remove|change|حول|حوّل|انقل|أجل|اجل|أجّل|ضيف|أضف|اضف|سجل|سجّل|ذكرني|حط|غير|غيّر|احذف|الغ|ألغ)(?=\s|$)/iu;

const ARABIC_PASSIVE_LAST = /\s(?:ت|ان)[\u0600-\u06FF]{2,}ت$/u;
/** "camry washed", "plants watered": the thing, then what was done to it. */
const PARTICIPLE_LAST =
  /\s(?:washed|cleaned|paid|fed|bought|fixed|watered|returned|renewed|vacuumed|tidied|changed|called|ordered|collected|picked up|dropped off|taken out|put out)[\s✅✔️👍!.]*$/iu;

/** "the bill's paid" is "the bill is paid", "Tala's been dropped" "Tala has been dropped". */
const IS_CONTRACTED =
  /(?<=\p{L})['’]s\s+(?=been\b|[a-z]{2,}ed\b|(?:paid|done|out|fed|bought|made|sent|taken|got|brought|sold|gone)\b)/giu;

export function doneStatement(
  said: string,
  pastVerb: (phrase: string) => boolean,
  afterSubject = false,
): string | null {
  const text = said.replace(IS_CONTRACTED, ' is ').replace(/\bis been\b/giu, 'has been');
  // After its doer ("Ziad put the bins out") a verb is no command.
  if (/[?؟]/.test(text) || (!afterSubject && COMMAND_VERB.test(text.trim()))) return null;
  // «الكامري تغسلت», «الشنطة انحطت»: the thing, then a passive past verb.
  const stated =
    DONE_WORDS.test(text) ||
    /[✅✔👍]/u.test(text) ||
    ARABIC_PASSIVE_LAST.test(text.trim()) ||
    PARTICIPLE_LAST.test(text.trim());
  DONE_WORDS.lastIndex = 0;
  if (!stated && !pastVerb(text)) return null;
  const rest = text
    .replace(/^\s*(?:ok|okay|so|well|alright|right|yay|great)(?:\s*[,!.]\s*|\s+)/iu, '')
    .replace(/[✅✔️👍!.]+/gu, ' ')
    .replace(DONE_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return rest || null;
}
