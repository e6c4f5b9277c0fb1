import { cut, prepare, type GrammarContext, type TargetRow, asTargets } from './grammar.js';
import { resolve, type Resolution } from './resolve.js';
import { membersIn } from './refine.js';
import type { Named } from './grammar-words.js';

/**
 * Questions the templates do not cover (issue 28): what is on a day (tasks and events), who
 * does a task, when something is, what a member has to do, and the house maintenance coming up.
 * The stored row a question names is found by the same resolver as the commands.
 */
export type FreeQuestion =
  | { kind: 'day'; date: string; tasks: boolean; events: boolean }
  | { kind: 'who'; target: Resolution<TargetRow>; phrase: string }
  | { kind: 'when'; target: Resolution<TargetRow>; phrase: string }
  | { kind: 'member'; member: Named; date: string | null }
  | { kind: 'maintenance'; days: number };

const QUESTION =
  /[?؟]|(?<![\p{L}])(?:what|whats|what's|who|whos|who's|when|any|anything|متى|امتى|إمتى|مين|منو|وش|ايش|إيش|شو|ايه|إيه|هل|فيه|في)(?![\p{L}])/iu;
const WHO = /^(?:who|who's|whos|who is|who will|who'll|مين|منو|من اللي|مين اللي)(?![\p{L}])/iu;
const WHEN = /^(?:when|when's|whens|when is|when are|متى|امتى|إمتى|ايمتى|إيمتى)(?![\p{L}])/iu;
const EVENTS_ONLY =
  /(?<![\p{L}])(?:events?|appointments?|مواعيد|موعد|فعاليات|مناسبات)(?![\p{L}])/iu;
const DAY_WORDS =
  /(?<![\p{L}])(?:what's on|whats on|what is on|what do (?:i|we) have|what (?:have|'ve) (?:i|we) got|what've (?:i|we) got|what's there|anything on|anything planned|وش في|ايش في|إيش في|ايش فيه|إيش فيه|شو فيه|ايه في|إيه في|what(?:['’]s|s|\s+is|\s+are)\s+(?:happening|happenin|planned)|any events|وش عندي|وش عندنا|ايش عندي|ايش عندنا|إيش عندي|إيش عندنا|شو عندي|شو عندنا|شو في|وش فيه|ايه عندنا|إيه عندنا|عندي ايش|عندنا ايش|شو عنا|وش عنا|ايش عنا|إيش عنا|ايه عنا|إيه عنا|عنا ايش|عنا شو|شو في عنا|ايه اللي عندنا|إيه اللي عندنا|شو عندكم|what's going on|what is going on|whats going on|what's the plan|what is the plan|whats the plan|what are we doing|anything happening|(?:do|did|will) (?:i|we|you) have anything|have (?:i|we) got anything|(?:is|are) there anything|anything (?:today|tomorrow|tonight|this|next|on|planned|going on)|في شي|فيه شي|في شي|في اشي|عندنا شي|عندي شي|عنا شي|عندنا حاجه|عندنا حاجة)(?![\p{L}])/iu;
const MEMBER_TASKS =
  /(?<![\p{L}])(?:have to do|has to do|got on|doing|busy with|up to|got to do|need to do|needs to do|لازم تسوي|وش تسوي|ايش تسوي|شو بتعمل|شو عندها|شو عنده|on (?:his|her|their) list|list|tasks?|to do|jobs?|المهام|مهام|مهامه|مهامها|على|ورا|وراه|وراها|عنده|عندها|لازم يسوي|لازم تسوي)(?![\p{L}])/iu;
const MAINTENANCE =
  /(?<![\p{L}])(?:maintenance|servicing|صيانه|صيانة|الصيانه|الصيانة|الصيانات|صيانات)(?![\p{L}])/iu;
const COMING =
  /(?<![\p{L}])(?:next|coming|upcoming|due|soon|الجاية|الجايه|القادمة|القادمه|خلال|قريب)(?![\p{L}])/iu;

const FILLER =
  /(?<![\p{L}])(?:who's|whos|who|is|are|will|be|going to|gonna|when|when's|the|مين|منو|اللي|متى|امتى|إمتى|ايمتى|إيمتى|بيـ|هو|هي|حق|doing|do|does)(?![\p{L}])/giu;

/** "can you tell me when …", «ممكن تقولي متى …»: the question is what follows. */
const ASKED_AROUND =
  /^(?:(?:please|pls|can you|could you|would you|ممكن|لو سمحت|بليز)\s+)?(?:tell me|let me know|remind me|do you know|i want to know|i wanna know|any idea|تقولي|قولي|قلي|تقلي|قل لي|خبرني|تخبرني|تعرف|بتعرف|عارف|ابي اعرف|أبي أعرف|ابغى اعرف|بدي اعرف|عايز اعرف)\s+(?=\S)/iu;

function stripQuestion(text: string): string {
  return text
    .replace(/[?؟!.]+/gu, ' ')
    .replace(/(?<![\p{L}])(?:when|who|what|where)['’]s(?![\p{L}])/giu, ' ')
    .replace(FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "picking up" → "pick up", «بيجيب» → «يجيب» (the task's own words are then found). */
function baseForms(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((w) =>
      /^[a-z]{4,}ing$/i.test(w)
        ? w.replace(/(?:(.)\1)?ing$/i, (_m, d: string | undefined) => (d ? d : ''))
        : w.replace(/^(?:ب|ح|رح)(?=[يتن][\u0600-\u06FF]{2,})/u, ''),
    )
    .join(' ');
}

export function freeQuestion(text: string, context: GrammarContext): FreeQuestion | null {
  const prepared = prepare(text);
  if (!QUESTION.test(text) && !QUESTION.test(prepared)) return null;
  const c = cut(prepared, context);
  const rest = c.rest.trim().replace(ASKED_AROUND, '');
  const date = c.date ?? null;
  const rows = [...asTargets(context.events, 'event'), ...asTargets(context.tasks, 'task')];
  if (WHO.test(rest)) {
    const phrase = baseForms(stripQuestion(rest));
    if (phrase)
      return { kind: 'who', target: resolve(phrase, rows, undefined, context.members), phrase };
  }
  if (WHEN.test(rest)) {
    const phrase = stripQuestion(rest);
    if (phrase)
      return { kind: 'when', target: resolve(phrase, rows, undefined, context.members), phrase };
  }
  if (MAINTENANCE.test(text) && (COMING.test(text) || c.date || c.range)) {
    const until = c.range?.to ?? c.date;
    const days = until
      ? Math.round((Date.parse(until) - Date.parse(context.today)) / 86_400_000) + 1
      : 7;
    return { kind: 'maintenance', days: Math.max(1, Math.min(days, 31)) };
  }
  const named = membersIn(rest, context.members);
  if (named.length === 1 && MEMBER_TASKS.test(rest)) {
    return { kind: 'member', member: named[0]!, date };
  }
  if (named.length === 1 && /(?:have|has|got|ورا|عند|على)/iu.test(rest)) {
    return { kind: 'member', member: named[0]!, date };
  }
  if (DAY_WORDS.test(text) || (EVENTS_ONLY.test(text) && (date || /today|tomorrow/i.test(text)))) {
    const eventsOnly = EVENTS_ONLY.test(text) && !DAY_WORDS.test(text.replace(EVENTS_ONLY, ''));
    return { kind: 'day', date: date ?? context.today, tasks: !eventsOnly, events: true };
  }
  return null;
}
