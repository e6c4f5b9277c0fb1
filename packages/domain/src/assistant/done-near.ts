import { contentWords, type Named, wordsMatch } from './grammar-words.js';
import type { TargetRow, Understanding } from './grammar-types.js';
import { PARTICLES, sameName, scoreRows } from './resolve.js';
import { memberNamed, vehicleIn } from './refine.js';
import { DOER_AFTER } from './done-statement.js';
import { WHICH_MARGIN } from './resolve.js';
import { choreLeadWords } from './intents-data.js';
import { wordKey } from './grammar-words.js';

/** A request or a plan ("can we have Reem pack …", «لازم …»): nothing said done. */
const ASKED_FOR =
  /(?<![\p{L}])(?:can|could|would|should|will|shall|please|pls|let|need|needs|gonna|going to|want|لازم|خلي|خل|بدي|ابي|أبي|رح|راح|ممكن)(?![\p{L}])/iu;

/** "… so you can tick that": the done said, then what to do about it. */
const TICK_IT =
  /(?:\s+(?:so|and))?\s+(?:you|u)\s+can\s+(?:tick|mark|cross|check|take)(?![\p{L}]).*$/iu;

/**
 * Chores' doings, but fetching, taking and bringing back, which any errand's may be said with
 * ("got", «جبت», «رجعنا زياد», «وأنا راجع»).
 */
const FETCHING = new Set(
  [
    'جلب',
    'جيبة',
    'جيبه',
    'ترجيع',
    'ارجاع',
    'إرجاع',
    'احضار',
    'إحضار',
    'استلام',
    'تسليم',
    'نقل',
    'توصيل',
  ].map(wordKey),
);
const DOINGS = choreLeadWords.map(wordKey).filter((w) => !FETCHING.has(w));

/**
 * A thing said done in other words than its task's ("took the library books back", «جبت العيش»,
 * "Faisal got through to the AC guy") (issue 28). When every word must be in the title no task
 * is found; the task is taken (and always confirmed first, as a loose match) only when the words
 * name what its title is about, past its leading verb ("the library books", «العيش» for «الخبز»,
 * "AC"), and one task clearly fits best. A verb alone ("I called grandma": "Call …") or a chore's
 * doing («تنظيف المطبخ»: «تنظيف …») never finds one.
 */
export function doneNear<T extends Named>(
  phrase: string,
  rows: readonly T[],
  members: readonly Named[],
  vehicles: readonly Named[] = [],
  /** The whole sentence, when the phrase is only part of it. */
  said = phrase,
): T | undefined {
  if (ASKED_FOR.test(phrase.replace(TICK_IT, ''))) return undefined;
  // "…, Grace got them" with no Grace in the family: someone else's doing, not the task.
  const after = DOER_AFTER.exec(said.trim());
  if (after && !memberNamed(after[2]!, members)) return undefined;
  const words = contentWords(phrase).filter((w) => !memberNamed(w, members));
  if (!words.length) return undefined;
  // «غيرت زيت اليارس» is not the Patrol's oil change: another car said is another task.
  const car = vehicleIn(phrase, vehicles);
  const sameCar = (row: T) => {
    const its = vehicleIn(row.name, vehicles);
    return !car || !its || its.id === car.id;
  };
  const about = (row: T) => {
    const title = contentWords(row.name)
      .slice(1)
      .filter((t) => !memberNamed(t, members));
    return title.some(
      (t) => !PARTICLES.has(t) && words.some((w) => wordsMatch(w, t) || sameName(w, t)),
    );
  };
  // "the Patrol's been washed" is not its oil change: a chore's doing said must be the task's.
  const fits = scoreRows(phrase, rows, members).filter(
    (s) => s.identified && about(s.row) && doesWhatIsSaid(phrase, s.row) && sameCar(s.row),
  );
  const [best, next] = fits;
  if (!best || (next && best.score - next.score < WHICH_MARGIN)) return undefined;
  return best.row;
}

/** The completion of a task found so: a loose match, confirmed before it is done. */
export function doneLoosely(row: TargetRow, phrase: string): Understanding {
  return {
    intent: 'completeTask',
    slots: { task: row.name, taskId: row.id },
    missing: null,
    notFound: null,
    target: { match: 'loose', phrase, candidates: [row] },
  };
}

/** Whether a title has every chore's doing the phrase says ("washed" is not "Oil change"). */
export function doesWhatIsSaid(phrase: string, row: Named): boolean {
  const doings = contentWords(phrase).filter((w) => DOINGS.some((d) => wordsMatch(w, d)));
  const title = contentWords(row.name);
  return doings.every((w) => title.some((t) => wordsMatch(w, t) || wordsMatch(t, w)));
}
