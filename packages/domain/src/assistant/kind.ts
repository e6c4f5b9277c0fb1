import { searchWords } from '../documents/search-text.js';
import { choreLeadWords, eventNouns } from './intents-data.js';
import { wordKey } from './grammar-words.js';

/**
 * Task or event (issue 28): what separates them in the words of a title, when the sentence
 * itself does not say ("task", «مهمة», "remind me" / "calendar", «التقويم», "event").
 *
 * - A title headed by a verb of doing is a task: "pick up the cake for the party", «اشتري خبز»,
 *   «أودي السيارة للورشة», and so is one headed by a chore's verbal noun («تنظيف المكيفات») or
 *   by a word for an errand ("errand", «مشوار», «مقاضي»).
 * - A word that is both a verb and a noun ("call", "check", "service") is a verb when a
 *   determiner follows it ("call the plumber", "service the Yaris"), a noun otherwise ("a call
 *   with the counsellor").
 * - A title about an occasion (its head word: a meeting, a party, a lesson, a visit, «عزومة»,
 *   «حفلة»; the first word in Arabic, the last of the compound in English) is an event.
 * - The date of a payment, a renewal or a hand-in («موعد دفع الإيجار», «موعد تجديد الجواز»,
 *   "deadline for the school fees") names when a chore is due, not an occasion: with no time of
 *   day, neither is sure («موعد صيانة السيارة», «موعد تطعيم» are appointments).
 * - A title with no verb of doing, said with a time of day, is an appointment: an event.
 * - Otherwise the title alone does not tell.
 */

/** English verbs of household doing that are seldom nouns ("buy", "renew", "tidy"). */
const TASK_VERBS = new Set(
  (
    'buy pick pay renew fix clean take bring replace collect submit empty mop sweep vacuum ' +
    'hoover repair install put send feed finish study tidy cook prepare pack get make grab ' +
    'fetch organise organize throw recycle refill apply register enrol enroll update bake hang ' +
    'defrost unload fold cancel'
  )
    .split(' ')
    .map(wordKey),
);

/**
 * Words that are verbs before their object and nouns otherwise: "call mum", "water the plants",
 * "order the cake" are doing; "a call with the bank", "water park", "return flight" are things.
 */
const VERB_NOUNS = new Set(
  (
    'call check service text book test walk ride drive phone wash order return print sign ' +
    'email charge post mail write water switch turn drop sort clear load change plan iron ' +
    'wrap fill'
  )
    .split(' ')
    .map(wordKey),
);
/** What opens a verb's object: a determiner, a pronoun, a particle, a kin word or a name. */
const OBJECT_START =
  /^(?:the|a|an|my|our|his|her|their|your|its|some|this|that|these|those|all|it|them|him|me|us|up|off|out|back|down|over|mum|mom|dad|grandma|grandpa|granny|nana|[A-Z][\p{L}]+|[\p{L}]+['’]s)$/u;
/** Compound heads that are chores: "car service", "car wash", "tyre check". */
const CHORE_HEADS = new Set(['service', 'wash', 'check'].map(wordKey));

/** What follows a noun rather than a verb's object: a preposition ("a call with the bank"). */
const PREPOSITION = new Set(
  ['with', 'at', 'for', 'on', 'to', 'about', 'from', 'in', 'of', 'by', 'before', 'after'].map(
    wordKey,
  ),
);

/** Nouns for an errand or a chore: a title headed by one is a task. */
const TASK_NOUNS = new Set(
  [
    'errand',
    'errands',
    'chore',
    'chores',
    'shopping',
    'groceries',
    'homework',
    'laundry',
    'dishes',
    'fees',
    'fee',
    'bill',
    'bills',
    'payment',
    'renewal',
    'repair',
    'repairs',
    'pickup',
    'maintenance',
    'cleaning',
    'change',
    'money',
    'form',
    'forms',
    'paperwork',
    'مشوار',
    'مشاوير',
    'مقاضي',
    'اغراض',
    'طلبات',
    'واجب',
    'واجبات',
  ].map(wordKey),
);

/** Arabic verb stems of household doing: «أشتري», «نودي», «اتصل», «جيب», «يوصل». */
const ARABIC_VERB_STEMS = new Set(
  [
    'شتري',
    'شتر',
    'دفع',
    'سدد',
    'تصل',
    'ودي',
    'جيب',
    'جدد',
    'غسل',
    'نظف',
    'نضف',
    'رتب',
    'كلم',
    'حجز',
    'طبخ',
    'خلص',
    'سوي',
    'رسل',
    'جهز',
    'صلح',
    'غير',
    'بدل',
    'شحن',
    'عبي',
    'سقي',
    'كوي',
    'طفي',
    'قفل',
    'فتح',
    'رجع',
    'خذ',
    'وصل',
    'شيل',
    'نزل',
    'مسح',
    'كنس',
    'ذاكر',
    'راجع',
    'طبع',
    'شوف',
    'كمل',
    'حضر',
  ].map(wordKey),
);
const ARABIC_PREFIX = /^(?:ا|أ|إ|ن|ي|ت)/u;

const CHORE_LEADS = new Set(choreLeadWords.map(wordKey));
const EVENT_NOUNS = new Set(eventNouns.map(wordKey));
const DEADLINE = new Set(['موعد', 'ميعاد', 'deadline', 'due'].map(wordKey));
/** Chores that fall due on a date rather than happen at a time: paying, renewing, handing in. */
const DUE_CHORES = new Set(
  ['دفع', 'سداد', 'تسديد', 'تجديد', 'تسليم', 'payment', 'paying', 'renewal', 'fees'].map(wordKey),
);
const LEADING_WORDS = new Set(['a', 'an', 'the', 'my', 'our', 'new', 'some'].map(wordKey));

/** English (head-final compounds) rather than Arabic (head first). */
const latin = (text: string) => /[A-Za-z]/.test(text) && !/[\u0600-\u06FF]/.test(text);

/** Words before a title's head: an article, "my", "new". */
const leadingWord = (word: string) => LEADING_WORDS.has(wordKey(word));

function isEventWord(word: string): boolean {
  return EVENT_NOUNS.has(word) || (/^[a-z]+s$/.test(word) && EVENT_NOUNS.has(word.slice(0, -1)));
}

function arabicVerb(word: string): boolean {
  if (!/^[\u0600-\u06FF]+$/u.test(word)) return false;
  if (ARABIC_VERB_STEMS.has(word)) return true;
  return word.length >= 4 && ARABIC_VERB_STEMS.has(word.replace(ARABIC_PREFIX, ''));
}

/** Whether the title opens with a verb of doing itself ("get …", «اشتري …»), not a compound. */
export function opensWithVerb(title: string): boolean {
  const raw = title.split(/\s+/u).filter(Boolean);
  const head = wordKey(raw[0] ?? '');
  if (TASK_VERBS.has(head) || CHORE_LEADS.has(head) || arabicVerb(head)) return true;
  return VERB_NOUNS.has(head) && OBJECT_START.test(raw[1] ?? '');
}

/**
 * Whether the title starts with a verb of doing (or a chore's verbal noun, or an errand);
 * `doerFirst`: or with whose doing it is, then the verb («زياد يجهز الشنطة»).
 */
export function headedByDoing(title: string, doerFirst = true): boolean {
  const raw = title.split(/\s+/u).filter(Boolean);
  let i = 0;
  while (i < raw.length - 1 && leadingWord(raw[i]!)) i++;
  const head = wordKey(raw[i] ?? '');
  if (!head) return false;
  if (TASK_VERBS.has(head) || TASK_NOUNS.has(head) || CHORE_LEADS.has(head)) return true;
  // "call mum", "check the tyres" (a verb and its object); "a call with the bank" (a noun).
  if (VERB_NOUNS.has(head)) return OBJECT_START.test(raw[i + 1] ?? '');
  if (arabicVerb(head)) return true;
  return (doerFirst && doerThenVerb(raw.slice(i))) || doingCompound(raw.slice(i));
}

/** «زياد يجهز الشنطة», «على فيصل يكلم المدرسة»: whose doing it is, said before the verb. */
const DOER_LEAD = new Set(['على', 'عند'].map(wordKey));
function doerThenVerb(words: string[]): boolean {
  const k = words[0] && DOER_LEAD.has(wordKey(words[0])) ? 1 : 0;
  const name = wordKey(words[k] ?? '');
  return (
    /^[\u0600-\u06FF]{2,}$/u.test(name) &&
    !isEventWord(name) &&
    !CHORE_LEADS.has(name) &&
    arabicVerb(wordKey(words[k + 1] ?? '')) &&
    /^(?:ي|ت)/u.test(words[k + 1] ?? '')
  );
}

/**
 * An English compound ends in its head ("oil change", "car wash", "grocery shopping", "school
 * fees" before "for the Camry"): a chore when that last word is a doing or an errand.
 */
function doingCompound(words: string[]): boolean {
  if (!words.length || !latin(words.join(' '))) return false;
  const end = words.findIndex((w, k) => k > 0 && PREPOSITION.has(wordKey(w)));
  const last = wordKey(words[(end < 0 ? words.length : end) - 1] ?? '');
  if (!last || words.length < 2 || isEventWord(last)) return false;
  if (TASK_NOUNS.has(last) || CHORE_HEADS.has(last)) return true;
  const ing = /^([a-z]{3,})ing$/.exec(last);
  return Boolean(ing && (TASK_VERBS.has(ing[1]!) || TASK_VERBS.has(`${ing[1]!}e`)));
}

/**
 * What the title says: a task, an event, or nothing sure (null). `timed`: a time of day was
 * given («موعد صيانة السيارة الساعة ٨» is an appointment; «موعد دفع الإيجار بكرة» a due date).
 */
export function kindOfTitle(title: string, timed = false): 'task' | 'event' | null {
  if (headedByDoing(title)) return 'task';
  const words = searchWords(title);
  // «موعد دفع الإيجار», "deadline for the fees": when a chore is due, not an occasion.
  const deadline = words.findIndex((w) => DEADLINE.has(w));
  if (!timed && deadline >= 0 && words.slice(deadline + 1).some((w) => DUE_CHORES.has(w))) {
    return null;
  }
  if (isEventWord(wordKey(headOf(title)))) return 'event';
  // A thing at a time of day ("the plumber on Sunday at 10", «الكهربائي الأحد الساعة ١٠») is
  // an appointment; a chore is said with its doing ("call the plumber …").
  return timed ? 'event' : null;
}

/**
 * The word a title is about: in Arabic the first («حفلة تخرج ريم», «موعد تطعيم»), in English
 * the last of the compound before a preposition ("Tala's ballet recital", "dinner with …").
 */
function headOf(title: string): string {
  const raw = title.split(/\s+/u).filter(Boolean);
  let i = 0;
  while (i < raw.length - 1 && leadingWord(raw[i]!)) i++;
  const words = raw.slice(i);
  if (!latin(words.join(' '))) return words[0] ?? '';
  const end = words.findIndex((w, k) => k > 0 && PREPOSITION.has(wordKey(w)));
  return words[(end < 0 ? words.length : end) - 1] ?? '';
}

/** Whether the title is about an occasion (its head word names one). */
export function aboutOccasion(title: string): boolean {
  return isEventWord(wordKey(headOf(title)));
}

/** The sentence names the calendar or an event as such ("on the family calendar", «بالتقويم»). */
export const CALENDAR_SAID =
  /(?<![\p{L}])(?:calendar|diary|event|save the date|تقويم|التقويم|بالتقويم|للتقويم|رزنامه|رزنامة|الرزنامه|الرزنامة|بالرزنامة|بالرزنامه|كالندر|حدث|فعاليه|فعالية|مناسبه|مناسبة)(?![\p{L}])/iu;

/** The sentence names a task as such ("task", "to-do", "remind", «مهمة», «ذكرني», «تذكير»). */
export const TASK_SAID =
  /(?<![\p{L}])(?:task|tasks|to-?do|todo|reminder|remind|due|my list|the list|our list|chores|مهمه|مهمة|مهام|تذكير|ذكرني|ذكريني|فكرني|نبهني|قائمتي|القائمه|القائمة)(?![\p{L}])/iu;
