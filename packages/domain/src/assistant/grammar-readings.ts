import { eventNews } from './grammar-event-said.js';
import { movesSaid } from './grammar-moves-said.js';
import {
  deadlineSaid,
  doneSaid,
  doneTheOtherWay,
  handOverSaid,
  insteadOfDay,
  madeAnotherTime,
  movedSaid,
  readyBy,
  requestAfterReason,
  ourDoingOnDay,
} from './grammar-later.js';
import type { GrammarContext, Understanding } from './grammar-types.js';
import { memberNamed } from './refine.js';

/**
 * How `understand` reads a sentence said another way (session 22): the wordings it rewrites
 * first, the readings it tries before the templates, and the titles that name nothing.
 */

type Understand = (said: string, context: GrammarContext) => Understanding;

/**
 * The sentence with its other wordings put plainly (events said as news, "instead of" a day,
 * moves, hand-overs and completions said as facts, deadlines), and «الضهر», noon as it is often
 * written (the time words know «الظهر»).
 */
export function saidPlainly(spoken: string): string {
  return deadlineSaid(
    doneSaid(handOverSaid(movedSaid(insteadOfDay(movesSaid(eventNews(spoken)))))).replace(
      /(?<![\p{L}])(ب|ال|بال)?ضهر(ا|يه|ية)?(?![\p{L}])/gu,
      '$1ظهر$2',
    ),
  );
}

/**
 * The first reading that finds what a sentence means before the templates do: the request after
 * a reason ("… so can anwar get ziad from practice today"), our doing of a stored row on a day,
 * "make it 8:15", "has to be ready by monday", a completion said the other way round.
 */
export function laterReading(
  text: string,
  context: GrammarContext,
  understand: Understand,
): Understanding | null {
  for (const reading of [
    requestAfterReason,
    ourDoingOnDay,
    madeAnotherTime,
    readyBy,
    doneTheOtherWay,
  ]) {
    const u = reading(text, context, understand);
    if (u) return u;
  }
  return null;
}

/** "tasks", «مهام», «شي»: words for any row at all, never a new row's title. */
const GENERIC_TITLE =
  /^\s*(?:any\s+)?(?:tasks?|things?|stuff|jobs?|chores?|events|appointments|anything|something|(?:ال)?(?:مهام|مهمات|مهمه|مهمة|شي|شيء|اشياء|أشياء|حاجه|حاجة|حاجات|شغلات|اشغال|أشغال|مواعيد|مواعيدي|مواعيدنا|وثايق|وثائق))?(?:\s*(?:اللي|الي|يلي|that|which))?\s*[?؟]?\s*$/iu;

const TOLD =
  /(?<![\p{L}])(?:can you|could you|would you|can u|sort (?:that|it|this)(?: out)?|they can|they could|they said|they called|they offered|offered us|called and|can['’]?t do|cannot do|can['’]?t make it|no longer|anymore)(?![\p{L}])/iu;

/** "postpone", «تأجيل», «نقل موعد»: a title that asks for a move is never a new row's. */
const RESCHEDULING =
  /(?<![\p{L}])(?:reschedul\w*|postpon\w*|push(?:ed)?\s+back|bring\s+forward|brought\s+forward|أجل|اجل|أجّل|أجلوا|اجلوا|تأجيل|تاجيل|(?:نقل|انقل|أنقل|غير|غيّر|تغيير)\s+(?:ال)?(?:موعد|ميعاد))(?![\p{L}])/iu;

/**
 * A new row whose title names nothing to add: only a member's name ("Huda is at work
 * tomorrow"), only the word for tasks or things («تالا عليها مهام؟»), a move asked for, or a
 * request or someone's answer inside it ("… they can only do friday so can you sort that": a story told).
 */
/**
 * "make a task for thursday 5pm", «سوي مهمة بكرة»: a title that is only the command and the
 * word for a row says no what; it is asked for (never added as «make a task»).
 */
const KIND_ONLY =
  /^\s*(?:(?:make|create|add|set|put|schedule|new|book|سوي|سو|اعمل|ضيف|حط|سجل)\s+)?(?:(?:a|an|the|new|some|one)\s+)*(?:tasks?|reminders?|events?|appointments?|to-?dos?|(?:ال)?(?:مهمه|مهمة|تذكير|موعد|حدث))\s*$/iu;

export function onlyTheKind(u: Understanding): Understanding | null {
  if (u.intent !== 'createTask' && u.intent !== 'createEvent') return null;
  if (!KIND_ONLY.test(u.slots.title ?? '')) return null;
  const slots = { ...u.slots };
  delete slots.title;
  return { ...u, slots, missing: 'title' };
}

export function namesNothing(u: Understanding, context: GrammarContext): boolean {
  if (u.intent !== 'createTask' && u.intent !== 'createEvent') return false;
  const title = u.slots.title ?? '';
  return (
    (title !== '' && memberNamed(title, context.members) !== undefined) ||
    (/\p{L}/u.test(title) && GENERIC_TITLE.test(title)) ||
    TOLD.test(title) ||
    RESCHEDULING.test(title)
  );
}
