import { namesEvent, startsWithPastVerb, titleCoverage } from './grammar-words.js';
import type { TemplateGuard } from './grammar-templates.js';
import { resolve } from './resolve.js';
import { aboutOccasion, CALENDAR_SAID, kindOfTitle, TASK_SAID } from './kind.js';
import { asTargets, type GrammarContext, type Understanding } from './grammar-types.js';
import type { Candidate } from './grammar-fill.js';

/**
 * The conditions looser templates add to a match (`TemplateGuard`): an event said as a fact, a
 * task or event told by the head of what is added (`kind.ts`), a stored row found.
 */

const QUOTED = /["“”«»]|(?:^|\s)['‘’][^'‘’]+['‘’](?=[\s,.!?]|$)/u;

/** A question, not a statement: "is there a game tonight?", "موعد صلاة الجمعة متى". */
export const QUESTION =
  /[?؟]|(?<![\p{L}])(?:متى|وش|ايش|إيش|شو|كم|هل|وين|ليش|كيف|when|what|whats|where|how|why|which|who|is there|are there)(?![\p{L}])/iu;
/**
 * A sentence that asks (issue 28): a question word and a question mark at its end ("… and what
 * is it?"), or a question word closing it («المهام اللي أولويتها متوسطة وش هي»). Such a sentence
 * never adds a task or an event.
 */
const ASK_WORD =
  '(?:who|whose|what|whats|when|where|which|how|why|متى|امتى|إمتى|وش|ايش|إيش|شو|شنو|مين|منو|وين|فين|ليش|ليه|كيف|هل|ماذا|لماذا)';
const ASKED_MARKED = new RegExp(`(?<![\\p{L}])${ASK_WORD}(?![\\p{L}])[^?؟]*[?؟]\\s*$`, 'iu');
const ASKED_LAST = new RegExp(
  `(?<![\\p{L}])(?:وش|ايش|إيش|شو|شنو|مين|منو|وين|فين|متى|امتى|ليش|كيف)(?:\\s+(?:هي|هو|هم|هن|هيا|هوا))?\\s*[?؟]*\\s*$`,
  'u',
);
/** "is swimming at 5:30 tomorrow", "are the kids home": the verb first, a yes-or-no question. */
const AUX_FIRST =
  /^\s*(?:(?:ok|okay|so|and|um+|uh+|hey)\s*,?\s+)*(?:is|are|was|were|does|doesn['’]?t|isn['’]?t|aren['’]?t|هل)\s+/iu;
/** "should we move swimming to monday?", "do we need milk?": advice or a fact asked. */
const ADVICE_ASKED =
  /^\s*(?:should|do|did|does|have|has)\s+(?:we|i|you|they|he|she|\p{L}+)\s[^?؟]*[?؟]\s*$/iu;
/**
 * Said unsure ("not sure if swimming is at 5 or 6", "I think the dentist might be …", «مدري»): a
 * guess is no request; nothing is added or changed for it.
 */
const UNSURE =
  /(?<![\p{L}])(?:not sure|unsure|don['’]?t know|dunno|no idea|not certain|i think|i guess|maybe|perhaps|might|possibly|probably|wondering|whether|مدري|ما ادري|ما أدري|مش عارف|مش عارفه|مو متأكد|مو متاكد|مش متأكد|مش متاكد|مب متأكد|يمكن|احتمال|على ما اظن|على ما أظن)(?![\p{L}])/iu;
/** A command said first ("remind me …", "maybe add …", «ذكرني …»): a request, however unsure. */
const COMMAND_SAID =
  /(?:^|^\s*(?:maybe|perhaps|probably)\s+)(?:please\s+)?(?:remind|add|put|schedule|book|create|set|note|ذكرني|ذكريني|ضيف|ضيفي|اضف|أضف|سجل|سجلي|حط|حطي)(?![\p{L}])/iu;
export function saidUnsure(text: string): boolean {
  return UNSURE.test(text) && !COMMAND_SAID.test(text.trim());
}
export function asksSomething(text: string): boolean {
  return (
    ASKED_MARKED.test(text) ||
    ASKED_LAST.test(text) ||
    AUX_FIRST.test(text) ||
    ADVICE_ASKED.test(text)
  );
}
/** Words that make a sentence about an event a move, not a new event ("… is now on Friday"). */
const MOVE_HINT =
  /(?<![\p{L}])(?:moved?|moving|shifting|shifted|now|postponed?|rescheduled?|instead|pushed|delayed|changed|صار|صارت|تأجل|تاجل|تأجلت|تاجلت|انتقل|انتقلت|بدل|بدال|خلها|خليها|خله|خليه|تغير|تغيرت|اتغير|اتغيرت|اتأجل|اتأجلت|اتاجل|اتاجلت|تأخر|تأخرت|اتأخر|اتأخرت|تقدم|تقدمت|اتقدم|اتقدمت|تحول|تحولت|اتحول|اتحولت|اتنقل|اتنقلت)(?![\p{L}])/iu;

/** «غيّر موعد X لـ…», "change the time of X": the row's time, never who does it. */
const TIME_OF =
  /^\s*(?:ال)?(?:موعد|وقت|تاريخ|ميعاد|معاد)\s|^\s*(?:the\s+)?(?:time|date|day)\s+of\s/iu;

const MOVE_VERB =
  /^(?:move|reschedule|postpone|push back|bring forward|delay|shift|اجل|أجل|أؤجل|اأجل|انقل|أنقل|اغير موعد|أغير موعد|اقدم موعد|أقدم موعد)(?![\p{L}])/iu;

const POLITE_ASK =
  /^\s*(?:can|could|shall)\s+(?!(?:you|u)\s+(?:tell|show|check|see|find|say|let)\s)\S+\s|^\s*(?:نقدر|ممكن|تقدر|تقدري|يمديك|يمدينا|بنقدر|بتقدر|ينفع)\s/iu;
const WH_WORD = /(?<![\p{L}])(?:when|what|whats|where|who|which|how|why)(?![\p{L}])/iu;

const BOOK_COMPOUND =
  /^\s*(?:(?:please|pls)\s+)?book\s+(?:club|fair|launch|signing|reading|sale|swap|exchange|week|day)(?![\p{L}])/iu;

/** A note whose first part is one name: "Faisal - fix the tap", «جريس: تنظيف الفريزر». */
const LISTED = /^\s*[\p{L}\p{M}]+\s*[-–—:]\s/u;

/** Guards of templates with no command verb: they never take a question. */
const STATEMENT_GUARDS = new Set<TemplateGuard | null>([
  'statement',
  'lead',
  'found',
  'past',
  'listed',
]);

/** Whether a looser template's condition holds (see `TemplateGuard`). */
export function guardHolds(
  c: Candidate,
  u: Understanding,
  text: string,
  context: GrammarContext,
): boolean {
  const title = u.slots.title ?? '';
  const dated = Boolean(u.slots.date);
  const timed = Boolean(u.slots.time);
  // "can the swimming lesson be at 4:30 instead?": a move asked politely is still a move.
  const politeMove = c.intent === 'moveEvent' && POLITE_ASK.test(text) && !WH_WORD.test(text);
  if (STATEMENT_GUARDS.has(c.guard) && QUESTION.test(text) && !politeMove) return false;
  // "I have to move my meeting to Monday" asks for a move, never for a task called "move …".
  if (c.intent === 'createTask' && MOVE_VERB.test(title)) return false;
  if (c.intent === 'reassignTask' && (dated || timed) && TIME_OF.test(c.groups.task?.text ?? ''))
    return false;
  switch (c.guard) {
    case null:
      return true;
    case 'statement':
      return (
        namesEvent(title, 'anywhere') &&
        kindOfTitle(title, timed) !== 'task' &&
        (dated || Boolean(u.slots.time)) &&
        !MOVE_HINT.test(text)
      );
    case 'lead': {
      // «موعد دفع الإيجار بكرة»: a deadline with no verb is asked, never taken for an occasion.
      // "family dinner at my parents' next Friday 8pm": an occasion named later, with a clock time.
      const named =
        namesEvent(title, 'first') ||
        (timed && namesEvent(title, 'anywhere') && !/\s(?:is|are|will be)$/iu.test(title));
      if (!named || !dated || MOVE_HINT.test(text)) return false;
      const kind = kindOfTitle(title, timed);
      if (kind === null) u.kindUnsure = true;
      return kind !== 'task';
    }
    case 'noun': {
      // "add pick up the cake for the party": a verb of doing makes it a task, party or not.
      const kind = kindOfTitle(title, timed);
      if (kind === null) u.kindUnsure = true;
      return namesEvent(title, 'anywhere') && kind !== 'task';
    }
    case 'occasion':
      // ("book club at …", "book fair on …": the occasion's own name, not booking one.)
      if (BOOK_COMPOUND.test(text)) return false;
      return aboutOccasion(title) && kindOfTitle(title, timed) !== 'task';
    case 'plain':
      // A quoted title is the words of a to-do, whatever the hour: only an occasion is not.
      return kindOfTitle(title) !== 'event' && (QUOTED.test(text) || Boolean(u.slots.priority));
    case 'chore':
      // «أبي تنظيف الخزان على غريس» speaks of the open task it names: never a second one.
      return (
        (kindOfTitle(title, timed) === 'task' || TASK_SAID.test(title)) &&
        resolve(title, asTargets(context.tasks, 'task')).kind === 'notFound'
      );
    case 'listed':
      return (
        LISTED.test(text) &&
        kindOfTitle(title, timed) === 'task' &&
        resolve(title, asTargets(context.tasks, 'task')).kind === 'notFound'
      );
    case 'notChore':
      // «ضيف X»: an event only when X names an occasion (or the calendar is said).
      return (
        kindOfTitle(title, timed) === 'event' ||
        (kindOfTitle(title, timed) === null && CALENDAR_SAID.test(text))
      );
    case 'found': {
      // Found, or several found and asked which ("the visit got moved" with two visits).
      const found = Boolean(u.slots.taskId ?? u.slots.eventId) || u.target?.match === 'which';
      if (c.intent === 'moveEvent')
        return found && Boolean(dated || u.slots.time || u.slots.shift || u.slots.shiftMinutes);
      return found;
    }
    case 'past': {
      const phrase = c.groups.task?.text ?? '';
      const row = context.tasks.find((t) => t.id === u.slots.taskId);
      // The words after the verb name the task too: "I called the doctor" is not "Call the plumber".
      const object = phrase.replace(/^\s*\S+\s*/u, '');
      return Boolean(
        row &&
        startsWithPastVerb(phrase) &&
        titleCoverage(phrase, row) >= 0.5 &&
        titleCoverage(object, row) > 0,
      );
    }
  }
}
