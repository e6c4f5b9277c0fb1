import { foldSearchText } from '../documents/search-text.js';
import { cleanTitle, startsWithPastVerb, wordKey } from './grammar-words.js';
import { choreLeadWords, eventNouns } from './intents-data.js';
import { headedByDoing, opensWithVerb } from './kind.js';
import { isPlaceholder, memberNamed, membersIn, vehicleIn } from './refine.js';
import { resolve, scoreRows } from './resolve.js';
import { asTargets, type GrammarContext, type Slots } from './grammar-types.js';
import type { Cut } from './grammar-cut.js';
import { QUESTION } from './grammar-guards.js';

/**
 * To-dos said the way families say them (issue 28): a chore said as the imperative itself
 * ("buy milk tomorrow", «اشتري خبز بكرة») is a task; a verb that needs its object («خلي هدى
 * تتصل») is asked about; one Arabic verb said of a person becomes its verbal noun («مذاكرة»).
 */

/** Politeness and fillers before an imperative: "please", "could you", «لو سمحت», «ممكن». */
const POLITE =
  /^\s*(?:(?:please|pls|plz|kindly|hey|ok|okay|so|can you|could you|would you|will you|can u|could u|لو سمحت|ممكن|تكفى|من فضلك|الله يعافيك|يا ريت|ياريت|طيب)\s*[,،]?\s*)+/iu;
/** Verbs that would remove or undo a stored row: not something to add as a to-do. */
const NOT_A_TODO =
  /^(?:cancel|delete|remove|erase|clear|undo|drop|move|postpone|reschedule|push|scrap|ditch|nix|axe|kill|forget|skip|get\s+rid|put\s+off|call\s+off|cross\s+out|strike|take\s+.*\s+off\s+(?:the|my|our)\s+list|الغي|ألغي|الغ|الغاء|امسح|احذف|شيل|اجل|أجل|انقل)(?![\p{L}])/iu;
const MOVE_WORDS =
  /(?<![\p{L}])(?:instead|earlier|later|forward|sooner|back\s+(?:an?|one|two|by)|بدل|بدال|بدالها|بداله|بدري|متأخر)(?![\p{L}])/iu;
/** What an assistant could be asked to do itself: messaging, calling, paying, ordering. */
const DONE_BY_ASSISTANT =
  /^(?:send|text|message|whatsapp|email|transfer|order|book|reserve|play|search|find|look|tell|show|open|turn|switch|set|read|translate|ارسل|أرسل|ابعث|راسل|حول|حوّل|اطلب|احجز|شغل|ابحث|دور|افتح|ترجم|قول|قل|طفي|طفّي|اطفي|أطفي|طف|شغلي|ولع|ولعي|سكر|سكري|اقفل|اقفلي|قفل|lock|unlock|dim|start|stop|arm|disarm)(?![\p{L}])/iu;
/** "get me a taxi", "make me a coffee", «جيب لي …», "take care": asked of the assistant. */
const FOR_ME =
  /^\S+\s+(?:me|us)(?![\p{L}])|^\S+\s+(?:لي|لنا)(?![\p{L}])|^(?:جيب|هات|اطلب|سوي|اشتري|احجز|اعمل)(?:لي|لنا)(?![\p{L}])|^(?:take\s+care|get\s+well|take\s+it\s+easy|have\s+a\s+(?:good|nice|great))/iu;
/** Things a phone does, not a household: "check the weather", "get me a taxi", «شغل أغنية». */
const ASSISTANT_THINGS =
  /(?<![\p{L}])(?:weather|forecast|traffic|news|directions|route|emails?|inbox|messages|music|songs?|playlist|podcast|photos?|pictures?|selfie|taxi|uber|careem|alarm|timer|طقس|الطقس|الجو|زحمه|الزحمه|اخبار|الاخبار|ايميل|الايميل|ايميلات|رسايل|الرسايل|رسائل|اغنيه|الاغنيه|اغاني|الاغاني|صوره|سيلفي|تاكسي|اوبر|منبه|المنبه|مؤقت|المؤقت)(?![\p{L}])/u;
/** The little words of a hand-over: «على ريم مو غريس», "for Reem, not Grace". */
const HANDOVER_WORDS =
  /^(?:على|عند|مو|مش|مب|بدل|بدال|وليس|مهو|مهي|not|instead|of|for|to|is|job|turn|,)$/iu;
/** What follows a member's name in a statement about them ("Huda is …", "Ziad has …"). */
const STATEMENT_WORD =
  /^(?:is|are|was|were|has|had|have|will|would|can|could|should|does|did|gets|got|gonna|going|ll|isnt|cant|wont|doesnt)$/iu;
/** An Arabic verb in the past («غسلت», «دفعنا», «جبت»): a report, not an imperative. */
const ARABIC_PAST = /^[\u0600-\u06FF]{2,}(?:ت|نا|وا)$/u;

/**
 * "buy milk tomorrow", «اشتري خبز بكرة», "pick up Tala at 3": a to-do said as the imperative
 * itself (a verb of doing heads it) is a task, never refused. Removing or moving something is
 * not a to-do; a question or a report of what was done is not one either.
 */
export function imperativeSlots(
  withoutWhen: Cut,
  text: string,
  context: GrammarContext,
): Slots | null {
  // Only with its day (or its priority, or a family car: "get the yaris tyres rotated, low
  // priority"): undated, an imperative may be asked of the assistant itself, or be a removal
  // or a question said loosely; asking what it can do is safer than a wrong to-do.
  const title = cleanTitle(withoutWhen.rest.replace(POLITE, ''));
  const car =
    opensWithVerb(title) && Boolean(context.vehicles && vehicleIn(title, context.vehicles));
  const said = withoutWhen.date || withoutWhen.time || withoutWhen.priority || car;
  if (QUESTION.test(text) || !said) return null;
  const first = title.split(/\s+/u)[0] ?? '';
  if (!title || isPlaceholder(title) || NOT_A_TODO.test(title)) return null;
  if (startsWithPastVerb(title) || ARABIC_PAST.test(first) || !headedByDoing(title)) return null;
  // "Huda is doing the bins", "Ziad has homework": a statement about a member, not a to-do.
  // ("Ziad and Tala have homework": two members, then the statement word.)
  const words = title.split(/\s+/u);
  const named = (w = '') => memberNamed(w.replace(/['’]s$/iu, ''), context.members);
  const pair = /^(?:and|&)$/iu.test(words[1] ?? '') && named(words[2]);
  if (named(first) && STATEMENT_WORD.test(words[pair ? 3 : 1] ?? '')) return null;
  // «كنس المجلس على ريم مو غريس»: a member said with an open task is about that task (a
  // hand-over), never a new one.
  if (membersIn(title, context.members).length) {
    const what = title
      .split(/\s+/u)
      .filter((w) => !membersIn(w, context.members).length && !HANDOVER_WORDS.test(w))
      .join(' ');
    if (what && resolve(what, asTargets(context.tasks, 'task')).kind !== 'notFound') return null;
  }
  // "bring the dentist forward to 3", "change Ziad's match to Friday": a stored event, or a
  // word of moving, makes it a change to what is there, never a new to-do.
  if (withoutWhen.shift || MOVE_WORDS.test(title)) return null;
  // («ترجيع صحون خالتي منيرة»: her dishes, not her visit; every word must be the event's.)
  const object = title.replace(/^\S+\s*/u, '');
  const events = asTargets(context.events, 'event');
  if (object && scoreRows(object, events, context.members).some((x) => x.phrase === 1)) return null;
  // "pay the bill", "order water", «اطلب …»: with no day, asked of the assistant, now.
  if (DONE_BY_ASSISTANT.test(title) || ASSISTANT_THINGS.test(foldSearchText(title))) return null;
  if (FOR_ME.test(title)) return null;
  const slots: Slots = { title };
  if (withoutWhen.date) slots.date = withoutWhen.date;
  if (withoutWhen.time) slots.time = withoutWhen.time;
  if (withoutWhen.priority) slots.priority = withoutWhen.priority;
  return slots;
}

/**
 * A verb that says nothing without its object («خلي هدى تتصل», "tell Ziad to buy"): call whom,
 * buy what? The task is asked for, never stored as the one verb.
 */
const OBJECT_VERBS = new Set(
  [
    'call',
    'phone',
    'ring',
    'text',
    'email',
    'message',
    'buy',
    'get',
    'bring',
    'pay',
    'book',
    'order',
    'send',
    'fetch',
    'collect',
    'take',
    'اتصل',
    'يتصل',
    'تتصل',
    'نتصل',
    'اتصلي',
    'كلم',
    'يكلم',
    'تكلم',
    'نكلم',
    'كلمي',
    'اشتري',
    'يشتري',
    'تشتري',
    'نشتري',
    'جيب',
    'يجيب',
    'تجيب',
    'نجيب',
    'جيبي',
    'ادفع',
    'يدفع',
    'تدفع',
    'ندفع',
    'ادفعي',
    'احجز',
    'يحجز',
    'تحجز',
    'نحجز',
    'اطلب',
    'يطلب',
    'تطلب',
    'نطلب',
    'ارسل',
    'يرسل',
    'ترسل',
    'نرسل',
    'خذ',
    'ياخذ',
    'تاخذ',
    'ناخذ',
  ].map(wordKey),
);
export const needsObject = (title: string) => {
  const words = title.trim().split(/\s+/u);
  return words.length === 1 && OBJECT_VERBS.has(wordKey(words[0]!));
};

/**
 * «خلي زياد يذاكر»: one Arabic verb said of the person is stored as its verbal noun («مذاكرة»),
 * the way a to-do list says it; a verb not known here is asked about, never stored alone.
 */
const VERBAL_NOUNS: [string, string][] = [
  ['ذاكر', 'مذاكرة'],
  ['درس', 'مذاكرة'],
  ['صلي', 'الصلاة'],
  ['نام', 'النوم'],
  ['تمرن', 'التمرين'],
  ['تدرب', 'التدريب'],
  ['سبح', 'السباحة'],
  ['رتب', 'الترتيب'],
  ['نظف', 'التنظيف'],
  ['نضف', 'التنظيف'],
  ['طبخ', 'الطبخ'],
  ['كنس', 'الكنس'],
  ['قرا', 'القراءة'],
  ['تسبح', 'الاستحمام'],
  ['ستحم', 'الاستحمام'],
  ['كوي', 'الكوي'],
  ['تسوق', 'التسوق'],
  ['حفظ', 'الحفظ'],
];
const CHORE_NOUNS = new Set([...choreLeadWords, ...eventNouns].map(wordKey));
const ONE_ARABIC_VERB = /^(?:ب|ح)?[يتن]([\p{L}]{2,}?)(?:ون|ين|ي)?$/u;

export function oneArabicVerb(title: string): string | null | undefined {
  const key = wordKey(title.trim());
  if (/\s/u.test(title.trim()) || !/[\u0600-\u06FF]/u.test(key)) return undefined;
  // A verbal noun is no verb: «تنظيف», «ترتيب», «تمرين» (تفعيل), «توصيل».
  if (/^ت\p{L}\p{L}ي\p{L}$/u.test(key) || CHORE_NOUNS.has(key)) return undefined;
  const m = ONE_ARABIC_VERB.exec(key);
  if (!m) return undefined;
  const stem = m[1]!;
  return VERBAL_NOUNS.find(([v]) => v === stem || `${v}` === key.slice(1))?.[1] ?? null;
}
