import { taskPhrase } from './grammar-doing.js';
import {
  asTargets,
  type GrammarContext,
  resolveTarget,
  type Understanding,
} from './grammar-types.js';
import { memberNamed } from './refine.js';
import type { Named } from './grammar-words.js';
import { cut, prepare } from './grammar-cut.js';

/**
 * Hand-overs said as whose turn or whose charge it is (issue 28): "it's Ziad's turn to put the
 * bins out", "the bins are on Ziad this week", "Ziad has the bins today", «دور زياد يطلع
 * الزبالة», «الزبالة على زياد», «زياد عليه الزبالة», «زياد هيجيب العيش» (Egyptian future),
 * «ريم عم تكنس المجلس» (Levantine progressive). Only an open task named by every word the
 * person said is taken, and always asked first (a loose match); else null.
 */

const NAME = String.raw`([\p{L}'’]{2,})`;
const WHEN_WORDS =
  /\s+(?:this\s+week|this\s+time|today|tonight|tomorrow|now|from\s+now\s+on|instead(?:\s+of\s+\S+)?|for\s+now|again|هالاسبوع|هالأسبوع|هذا\s+الاسبوع|هذا\s+الأسبوع|هالمره|هالمرة|اليوم|الحين|من\s+الحين|من\s+اليوم|بدالي|بدلي|عني|بدال\s+\S+|بدل\s+\S+)(?=\s|$)/giu;

/** Each pattern gives the member's name (group 1) and the task's words (group 2), or reversed. */
const PATTERNS: { re: RegExp; member: 1 | 2; loose?: true }[] = [
  // "it's Ziad's turn to …", "Ziad's turn for the bins"
  {
    re: new RegExp(
      String.raw`^(?:it'?s|its|it is)?\s*${NAME}['’]s\s+turn\s+(?:to|for|with|on)\s+(.+)$`,
      'iu',
    ),
    member: 1,
  },
  // «دور زياد يطلع الزبالة», «الدور على زياد في الزبالة»
  {
    re: new RegExp(
      String.raw`^(?:اليوم\s+)?(?:دور|الدور\s+على|الدور\s+ع)\s+${NAME}\s+(?:في\s+|ب)?(.+)$`,
      'u',
    ),
    member: 1,
  },
  // "the bins are on Ziad", "bins duty is Ziad's"
  {
    re: new RegExp(String.raw`^(.+?)\s+(?:is|are|will be)\s+(?:on|with|for)\s+${NAME}$`, 'iu'),
    member: 2,
  },
  // «الزبالة على زياد», «الزبالة صارت على زياد»
  {
    re: new RegExp(
      String.raw`^(.+?)\s+(?:صارت\s+|صار\s+|بتكون\s+|بيكون\s+)?(?:على|ع|عند)\s+${NAME}$`,
      'u',
    ),
    member: 2,
  },
  // "Ziad has the bins", "Ziad's got the bins", «زياد عليه الزبالة»
  {
    re: new RegExp(
      String.raw`^${NAME}\s+(?:has|has got|'s got|’s got|gets|takes|is on|is doing|'s doing|’s doing|doing|is handling|'s on|’s on|عليه|عليها|علي|معه|معها|ماسك|ماسكه|ماسكة)\s+(.+)$`,
      'iu',
    ),
    member: 1,
  },
  // "water bill → Faysal", "the bins to Ziad": the thing, then whom it goes to.
  {
    re: new RegExp(String.raw`^(.+?)\s*(?:→|->|=>|\s(?:to|over to))\s*${NAME}$`, 'iu'),
    member: 2,
  },
  // "the pharmacy trip is Ziad's now": his, said as whose (the contraction before "now" read
  // as "is").
  {
    re: new RegExp(String.raw`^(.+?)\s+(?:is|are|'s|’s)\s+${NAME}(?:['’]s|\s+is)$`, 'iu'),
    member: 2,
  },
  // «طلبية المويه يسويها زياد», «الفاتورة يتكفل فيها أنور»: the thing, then who does it.
  {
    re: new RegExp(
      String.raw`^(.+?)\s+(?:ب|ح|ه|راح\s+|رح\s+)?(?:يسويها|يسويه|تسويها|تسويه|يخلصها|يخلصه|تخلصها|تخلصه|يتكفل\s+فيها|يتكفل\s+فيه|تتكفل\s+فيها|يتولاها|يتولاه|تتولاها|يمسكها|يمسكه|تمسكها|يجيبها|يجيبه|تجيبها|يدفعها|تدفعها)\s+${NAME}$`,
      'u',
    ),
    member: 2,
  },
  // «عطوا زياد شغلة الكامري», "give Ziad the Camry job": whom, then the task.
  {
    re: new RegExp(
      String.raw`^(?:عطوا|عطو|عطي|عطيه|عط|اعطي|أعطي|اعط|أعط|give|hand)\s+${NAME}\s+(?:(?:شغلة|شغله|مهمة|مهمه|موضوع)\s+|(?:the\s+)?(?:job|task)\s+of\s+)?(.+?)(?:\s+(?:job|task|chore))?$`,
      'iu',
    ),
    member: 1,
  },
  // "the cat is Ziad's job now", «الزبالة شغلة زياد»
  {
    re: new RegExp(
      String.raw`^(.+?)\s+(?:is|are)\s+${NAME}['’]s\s+(?:job|chore|task|responsibility|thing)$`,
      'iu',
    ),
    member: 2,
  },
  // "put Ziad down for the bins", "sign Reem up for the majlis"
  {
    re: new RegExp(
      String.raw`^(?:put|sign|pencil)\s+${NAME}\s+(?:down|up|in)\s+(?:for|to)\s+(.+)$`,
      'iu',
    ),
    member: 1,
  },
  // "change the bins to Ziad", "switch the majlis over to Reem", «حول الزبالة لزياد»
  {
    re: new RegExp(
      String.raw`^(?:change|switch|swap|transfer|pass|move|hand)\s+(.+?)\s+(?:over\s+)?to\s+${NAME}$`,
      'iu',
    ),
    member: 2,
  },
  // "Ziad, take the bins out instead of Reem": the person spoken to, instead of another.
  {
    re: new RegExp(
      String.raw`^${NAME}\s*[,،]\s*(.+?)\s+(?:instead\s+of|بدال|بدل|عوض)\s+\S+$`,
      'iu',
    ),
    member: 1,
  },
  // "Grace can pick up bread", "Graec will take over tidying the toy room", "Huda can deal with
  // calling the plumber": a general verb of doing is no part of which task; the thing is.
  {
    re: new RegExp(
      String.raw`^${NAME}\s+(?:will|'ll|’ll|ll|is going to|is gonna|'s gonna|’s gonna|gonna|can|could)\s+(?:pick up|get|grab|fetch|do|handle|sort out|sort|deal with|take care of|look after|see to|cover|take over|take on|manage)\s+(.+)$`,
      'iu',
    ),
    member: 1,
  },
  // "Huda will swing by the bakery for the bread", "Grace is gonna get Ziad": what a member
  // will do, when it names an open task.
  {
    re: new RegExp(
      String.raw`^${NAME}\s+(?:will|'ll|’ll|ll|is going to|is gonna|'s gonna|’s gonna|gonna|can)\s+(.+)$`,
      'iu',
    ),
    member: 1,
  },
  // "the AC tech call goes to Huda", "the bins go over to Ziad"
  {
    re: new RegExp(
      String.raw`^(.+?)\s+(?:goes|go|is going|are going|passes|moves|falls)\s+(?:over\s+)?to\s+${NAME}$`,
      'iu',
    ),
    member: 2,
  },
  // "can we have Reem pack the trip bag", "could you get Ziad to do the bins"
  {
    re: new RegExp(
      String.raw`^(?:can|could|shall|should)\s+(?:we|you|u|i)\s+(?:have|let|get|ask)\s+${NAME}\s+(?:to\s+)?(.+)$`,
      'iu',
    ),
    member: 1,
    loose: true,
  },
  // "put Reem on the bins", "stick Ziad on the cat"
  {
    re: new RegExp(String.raw`^(?:put|stick|pop)\s+${NAME}\s+on\s+(.+)$`, 'iu'),
    member: 1,
  },
  // "let Grace walk Tala to kindergarten", "have Ziad take the bins out"
  {
    re: new RegExp(String.raw`^(?:let|have|get)\s+${NAME}\s+(?:to\s+)?(.+)$`, 'iu'),
    member: 1,
    loose: true,
  },
  // «الكهربا خلوها على غريس», «الخبز حطوه عند ريم»
  {
    re: new RegExp(
      String.raw`^(.+?)\s+(?:خلوها|خليها|خلها|خلوه|خليه|خله|حطوها|حطيها|حطها|حطوه|حطيه|حطه|خلوا|خلي)\s+(?:على|ع|عند|مع)\s*${NAME}$`,
      'u',
    ),
    member: 2,
  },
  // «ريم هي اللي بتوصل تالا», «زياد هو اللي يطلع الزبالة»
  {
    re: new RegExp(String.raw`^${NAME}\s+(?:هي|هو)\s+(?:اللي|الي|يلي)\s+(.+)$`, 'u'),
    member: 1,
    loose: true,
  },
  // «زياد هيجيب العيش», «ريم عم تكنس المجلس»: the Egyptian future and the Levantine progressive.
  {
    re: new RegExp(
      String.raw`^${NAME}\s+((?:ه[يتن]|عم\s+[يتن]|(?:راح|رح|ح)\s*[يتن])[\p{L}]{2,}(?:\s.*)?)$`,
      'u',
    ),
    member: 1,
    loose: true,
  },
];

/** "Grace can't do the majlis today, give it to Reem", «غريس ما تقدر تكنس المجلس، خلي ريم». */
const SEPARATOR = /\s*(?:[,،;]|\s[-–—]\s)\s*(?:so\s+|ف(?=\S))?/u;
const TO_OTHER = new RegExp(
  [
    String.raw`^(?:please\s+)?(?:(?:give|hand|pass|assign|switch|move)\s+(?:it|that|this|them)\s+(?:over\s+)?to\s+${NAME}`,
    String.raw`(?:let|ask|have|get|tell)\s+${NAME}(?=\s|$)`,
    String.raw`${NAME}\s+(?:will|can|should|could)(?=\s|$)`,
    String.raw`(?:خلي|خل|خليها|خليه|خلوها|عطها|عطيها|عطه|عطيه|اعطها|اعطيها|حولها|حوله|حوليها)\s+(?:ل|على|ع)?\s*${NAME}`,
    String.raw`${NAME}\s+(?:بت|بي|راح\s|رح\s|ح|ه|ت|ي)[\p{L}]*)`,
  ].join('|'),
  'iu',
);
const CANNOT =
  /^\s*(?:can't|cant|cannot|can not|won't|wont|will not|isn't able to|is not able to|couldn't|can't make it to|is busy with|is too busy for|is sick and can't|ما|مو|مش|مب|مارح|ماراح|ماتقدر|مايقدر)\s+(?:(?:تقدر|يقدر|بتقدر|بيقدر|راح|رح|بت|بي|قادر|قادره)\s+)?(?:do\s+|make\s+)?/iu;

function insteadOfSomeone(said: string, context: GrammarContext): Understanding | null {
  const parts = said.split(SEPARATOR);
  if (parts.length !== 2) return null;
  const [first, second] = parts as [string, string];
  const to = TO_OTHER.exec(second.trim());
  const name = to?.slice(1).find(Boolean);
  const member = name
    ? (memberNamed(name, context.members) ??
      memberNamed(name.replace(/^(?:ل|ع)(?=\S{3})/u, ''), context.members))
    : undefined;
  if (!member) return null;
  const [who = '', ...rest] = first.trim().split(/\s+/);
  if (!memberNamed(who.replace(/['’]s$/iu, ''), context.members)) return null;
  const after = rest.join(' ');
  if (!CANNOT.test(after)) return null;
  const phrase = taskPhrase(after.replace(CANNOT, '').replace(/^(?:the)\s+/iu, ''));
  return phrase ? found(member, phrase, context) : null;
}

/**
 * The open task a hand-over names, always asked first. `loose`: a verb of the person's own
 * ("walk Tala to kindergarten") need not be in the title, when the rest names one task.
 */
function found(
  member: Named,
  phrase: string,
  context: GrammarContext,
  loose = false,
): Understanding | null {
  const out: Understanding = {
    intent: 'reassignTask',
    slots: { assignee: member.name, assigneeId: member.id },
    missing: null,
    notFound: null,
  };
  const rows = asTargets(context.tasks, 'task');
  resolveTarget(out, phrase, rows, 'task', loose ? undefined : 1, context.members);
  if (!out.target || out.target.match === 'notFound') return null;
  if (loose && out.target.match !== 'exact' && out.target.match !== 'loose') return null;
  if (out.target.match === 'exact') out.target.match = 'loose';
  return out;
}

/**
 * "… after his shower", "… when she's out", «… وهو رايح الدوام»: when or on the way, said after
 * the doing, is no part of which task.
 */
const ON_THE_WAY =
  /\s+(?:on\s+(?:his|her|their|the)\s+way(?![\p{L}]).*|(?:after|before|when|once|while)\s+(?:his|her|their|he|she|they|he['’]s|she['’]s|they['’]re|it['’]s|school|work)(?![\p{L}]).*|(?:وهو|وهي|وهم|لما|لمن|بعد\s+ما|قبل\s+ما|في\s+طريقه|في\s+طريقها)\s+.*)$/iu;

const THANKS = /\s*[,،]?\s*(?:thanks|thank you|thx|ty|pls|please|شكرا|مشكور|مشكوره)\s*[.!]?\s*$/iu;

/** "Reem has fed the cat", "Faisal's called the plumber": a perfect, so done, not whose. */
const PERFECT_DONE =
  /^\S+?(?:['’]s|['’]ve|\s+has|\s+have|\s+had)\s+(?:(?:already|just|finally)\s+)?(?:[a-z]{3,}ed|fed|paid|done|bought|brought|taken|put|made|sent|gone)(?![\p{L}])/iu;

export function handOver(text: string, context: GrammarContext): Understanding | null {
  if (/[?؟]/.test(text)) return null;
  const whole = cut(prepare(text), context)
    .rest.replace(/(?<=\s|^)z(?:week|month)(?=\s|$)/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!،,]+\s*$/u, '');
  const said = whole
    .replace(ON_THE_WAY, '')
    .replace(WHEN_WORDS, ' ')
    .replace(THANKS, '')
    .replace(/\s+/g, ' ')
    .trim();
  // "uh so Faisal's super busy so can we have Reem pack …": the request after the last "so".
  const request = /\s(?:so|and so)\s+((?:can|could|shall|should)\s.+)$/iu.exec(said)?.[1];
  if (request && request !== said) {
    const again = handOver(request, context);
    if (again) return again;
  }
  if (PERFECT_DONE.test(said)) return null;
  for (const { re, member: at, loose } of PATTERNS) {
    const m = re.exec(said) ?? re.exec(whole);
    if (!m) continue;
    const member = memberNamed(m[at]!.replace(/['’]s$/iu, ''), context.members);
    if (!member) continue;
    // "Reem's doing the cat tonight, Ziad is at practice": the task ends at the clause's end.
    const clauses = m[at === 1 ? 2 : 1]!.split(/\s*[,،;]\s*/u);
    const task = (at === 1 ? clauses[0] : clauses[clauses.length - 1]) ?? '';
    const words = task.replace(/^(?:هـ|ه|ب|عم\s+|راح\s*|رح\s*|ح)(?=[يتن])/u, '');
    const phrase = taskPhrase(words.replace(/^(?:the|do|doing)\s+/iu, ''));
    const out = phrase ? found(member, phrase, context, loose) : null;
    if (out) return out;
  }
  return insteadOfSomeone(whole.replace(WHEN_WORDS, ' ').replace(/\s+/g, ' '), context);
}
