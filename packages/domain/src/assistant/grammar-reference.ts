import { taskPhrase } from './grammar-doing.js';
import {
  asTargets,
  type GrammarContext,
  resolveTarget,
  type Understanding,
} from './grammar-types.js';
import { startsWithPastVerb } from './grammar-words.js';
import { resolve } from './resolve.js';
import { vehicleIn } from './refine.js';

/**
 * A new task for a member whose title points at an open one (issue 28): «خلي ريم تسوي
 * المكالمة», «على أنور الكامري», "Faisal has to do the Camry thing", "Huda will take the water
 * one". The definite "the call", «الكامري», "the X thing" names something the family already
 * has, so it is a hand-over, asked (which one, or confirmed), never a second task.
 */

/** "the Camry thing", "the water one", «موضوع الماء», «شغلة الكامري»: a thing by one word. */
const THING =
  /^(?:the\s+)?(.+?)\s+(?:thing|one|job|task|stuff|business)$|^(?:موضوع|شغله|شغلة|سالفه|سالفة|مهمه|مهمة|قصه|قصة)\s+(.+)$/iu;
/** A definite reference: "the …", «الـ…», or «ب/ل» with the article («بالمكالمة»). */
const DEFINITE = /^(?:the\s|(?:ب|ل|و)?ال[\p{L}])/iu;
/** Longer than this, a title says a new thing rather than points at one. */
const MAX_WORDS = 3;

/** Going to an occasion: "go to the appointment", «تروح للموعد», «تحضر الحفلة». */
const GOING =
  /^\s*(?:go\s+to|come\s+to|attend|be\s+at|(?:ي|ت|ن)?(?:روح|حضر|جي)(?:\s+(?:على|مع))?)\s+/iu;

export function pointedTask(u: Understanding, context: GrammarContext): Understanding | null {
  const s = u.slots;
  if (u.intent !== 'createTask' || !s.title || !s.assigneeId || u.target) return null;
  let phrase = taskPhrase(s.title)
    .replace(GOING, '')
    .replace(/^لل(?=\p{L})/u, 'ال')
    .trim();
  const thing = THING.exec(phrase);
  if (thing) phrase = (thing[1] ?? thing[2] ?? '').trim();
  else if (!DEFINITE.test(phrase)) return null;
  if (!phrase || phrase.split(/\s+/u).length > MAX_WORDS) return null;
  // "get the Yaris washed": with a car named, only that car's rows, and by every word said
  // (the Yaris's registration is not its wash, nor the Camry's wash).
  const vehicles = context.vehicles ?? [];
  const car = vehicleIn(phrase, vehicles);
  const rows = asTargets(context.tasks, 'task').filter((t) => {
    const other = vehicleIn(t.name, vehicles);
    return !car || !other || other.id === car.id;
  });
  const found = resolve(phrase, rows, car ? 1 : undefined, context.members);
  if (found.kind !== 'which' && found.kind !== 'loose') {
    // «ريم عليها الزيارة», "Tala needs to go to the appointment": an occasion the family has
    // (who goes is not a task's assignee): not understood, and nothing is added.
    const event = resolve(phrase, asTargets(context.events, 'event'), undefined, context.members);
    if (found.kind === 'notFound' && event.kind !== 'notFound')
      return { intent: 'unknown', slots: {}, missing: null, notFound: null };
    return null;
  }
  const candidates = found.kind === 'which' ? found.rows : [found.row];
  const out: Understanding = {
    intent: 'reassignTask',
    slots: { assignee: s.assignee, assigneeId: s.assigneeId },
    missing: null,
    notFound: null,
    target: { match: found.kind, phrase, candidates },
  };
  if (found.kind === 'loose')
    Object.assign(out.slots, { task: found.row.name, taskId: found.row.id });
  return out;
}

/**
 * "Reem has fed the cat", "Faisal has called the plumber": a new task's title for a member that
 * opens with a past verb says the open task done (confirmed first, a loose match), never that it
 * is theirs. Null when the title is not so, or names no open task.
 */
export function doneByMember(title: string, context: GrammarContext): Understanding | null {
  if (!startsWithPastVerb(title)) return null;
  const out: Understanding = { intent: 'completeTask', slots: {}, missing: null, notFound: null };
  resolveTarget(out, title, asTargets(context.tasks, 'task'), 'task', 1, context.members);
  if (!out.target || out.target.match === 'notFound') return null;
  if (out.target.match === 'exact') out.target.match = 'loose';
  return out;
}
