import {
  broaderWord,
  contentWords,
  sameWord,
  wordKey,
  wordsMatch,
  type Named,
} from './grammar-words.js';
import { memberNamed, nameSkeleton } from './refine.js';
import { choreLeadWords } from './intents-data.js';

const arabicWord = (w: string) => /[\u0600-\u06FF]/.test(w);

/**
 * A name written in the other script ("Munira's" and «منيرة», "Ziad" and «زياد»): the same
 * consonants, three or more (a Latin possessive s and the Arabic final ه aside).
 */
export function sameName(a: string, b: string): boolean {
  if (arabicWord(a) === arabicWord(b)) return false;
  const [ar, la] = arabicWord(a) ? [a, b] : [b, a];
  const sa = nameSkeleton(ar).replace(/h$/, '');
  // («سعد», "Saad": an «ع» inside, said as a long or doubled vowel, is a consonant too.)
  const ain = /[^\s]ع/u.test(ar) && /[aeiou]{2}|[aeiou]['’][aeiou]/iu.test(la) ? 1 : 0;
  if (sa.replace("'", '').length + ain < 3) return false;
  return nameSkeleton(la) === sa || nameSkeleton(la.replace(/s$/, '')) === sa;
}

const matches = (w: string, t: string) => wordsMatch(w, t) || sameName(w, t);
/** Said as stored (or by a broader word: "the doctor" is every doctor's appointment alike). */
const direct = (w: string, t: string) => sameWord(w, t) || sameName(w, t) || broaderWord(w, t);

/**
 * The resolver (issue 28): a command that names a stored task, event, member, vehicle, item or
 * document finds its row here and nowhere else. Titles are compared after normalisation
 * (`searchWords`: diacritics and tatweel out, أإآٱ→ا, ى→ي, ة→ه, the article off, lower case)
 * without the small words (`stopWords`), word by word (stems and one typo allowed in long words).
 *
 * - `exact`: the phrase's words are the title's words: act.
 * - `loose`: one row is plausible but the phrase is not its title: ask before changing it.
 * - `which`: several rows are plausible: ask which, one chip per candidate.
 * - `notFound`: nothing reaches the threshold: say so, offer the closest names; never another row.
 */
export type Resolution<T extends Named = Named> =
  | { kind: 'exact'; row: T }
  | { kind: 'loose'; row: T; score: number }
  | { kind: 'which'; rows: T[] }
  | { kind: 'notFound'; closest: T[] };

/** The share of the phrase's words a row must contain to be a candidate at all. */
export const PHRASE_THRESHOLD = 0.5;
/** Candidates within this much of the best are all plausible (the command is ambiguous). */
export const WHICH_MARGIN = 0.15;
/** How many near names a "couldn't find" answer offers, and how many a "which" question. */
export const CLOSEST_LIMIT = 3;
export const WHICH_LIMIT = 5;

/**
 * Words for a kind of thing, not for which one ("the piano lesson" is not "Swimming lesson"):
 * when the phrase says more than these, a row must share one of the other words too.
 */
const KIND_WORDS = new Set(
  [
    'appointment',
    'appointments',
    'lesson',
    'lessons',
    'class',
    'classes',
    'meeting',
    'session',
    'حصه',
    'حصص',
    'درس',
    'دروس',
    'اجتماع',
    'جلسه',
    'ميعاد',
    'معاد',
    'run',
    'errand',
    // "the pharmacy trip": an errand's trip, said of which errand by the rest.
    'trip',
    // "parents evening", "quiz night": an occasion's kind.
    'evening',
    'night',
    // "uncle Saad's thing": a thing of his, any kind.
    'thing',
    // «ملعب الكورة»: where football is played, not which thing.
    'ملعب',
    // "the plumber guy", "the tank company", «كراتين المويه»: who or what it comes in.
    'guy',
    'guys',
    'company',
    'man',
    'bottles',
    'cartons',
    'crates',
    'كراتين',
    'كرتون',
    'صناديق',
    'صندوق',
  ].map(wordKey),
);

const APPOINTMENT = wordKey('appointment');
const APPOINTMENT_WORDS = new Set(
  ['appointment', 'appointments', 'appt', 'موعد', 'مواعيد', 'ميعاد', 'معاد'].map(wordKey),
);
/** Whether a phrase or title says "appointment" in either language (small words included). */
const namesAppointment = (text: string) =>
  text.split(/\s+/).some((w) => APPOINTMENT_WORDS.has(wordKey(w)));

/** A chore's doing («غسيل», "wash") says what is done, not to which thing: like a kind word. */
const DOINGS = new Set(choreLeadWords.map(wordKey));
/** A verb's particle ("cleaned out", "put … out") says nothing of which thing. */
export const PARTICLES = new Set(['out', 'back', 'down', 'away', 'over', 'in'].map(wordKey));
const generic = (w: string) => KIND_WORDS.has(w) || DOINGS.has(w) || PARTICLES.has(w);

export interface Scored<T extends Named> {
  row: T;
  /** The row shares a word that says which one, not only what kind (see `KIND_WORDS`). */
  identified: boolean;
  /** Share of the phrase's words found in the title. */
  phrase: number;
  /** Share of the title's words the phrase names. */
  title: number;
  score: number;
  /** The score before the language preference (see `scoreRows`). */
  fit: number;
  exact: boolean;
  /** A kind word said ("meeting", «اجتماع») that the row lacks (see `unsaid`). */
  kindUnsaid: boolean;
}

/**
 * An English word that is both a noun and a verb ("water") is the verb when a determiner follows
 * it ("water the plants" is «سقي», not the drinking water), the noun otherwise ("the water task",
 * "water bill" are «الماء»).
 */
const verbUse = (phrase: string) =>
  phrase.replace(/\bwater(?=\s+(?:the|my|our|his|her|their|all|some|those|these)\b)/gi, 'watering');

/**
 * How well each row fits the phrase, best first (rows sharing no word are left out). `members`:
 * the family; two words that name the same member match in either script («زياد», "Ziad"), and
 * a member's name says whose, not what («موعد ضروس تالا» is a dentist appointment, not every
 * row of Tala's): like a kind word, it identifies a row only when the phrase says nothing else.
 */
export function scoreRows<T extends Named>(
  phrase: string,
  rows: readonly T[],
  members: readonly Named[] = [],
): Scored<T>[] {
  let words = contentWords(verbUse(phrase));
  // «أجل الموعد», "the appt": the phrase names only the kind, so every row of that kind fits
  // (and «موعد», a small word in «موعد الأسنان», counts as the kind here).
  const bare = words.every((w) => APPOINTMENT_WORDS.has(w)) && namesAppointment(phrase);
  if (bare) words = [APPOINTMENT];
  if (!words.length) return [];
  const key = words.join(' ');
  const memberOf = new Map<string, Named | undefined>();
  const member = (w: string) => {
    if (!members.length) return undefined;
    // «لزياد» ("for Ziad"), "Ziad's" (written without the apostrophe once normalised).
    if (!memberOf.has(w))
      memberOf.set(
        w,
        memberNamed(w.replace(/^ل(?=\S{3})/u, ''), members) ??
          (/^[a-z]{3,}s$/.test(w) ? memberNamed(w.slice(0, -1), members) : undefined),
      );
    return memberOf.get(w);
  };
  const same = (w: string, t: string) => {
    if (matches(w, t)) return true;
    const m = member(w);
    return m !== undefined && member(t) === m;
  };
  const what = (w: string) => !generic(w) && !member(w);
  const out: Scored<T>[] = [];
  for (const row of rows) {
    // (Never the whole title: the kind alone is a loose match, confirmed or asked about.)
    const title =
      bare && namesAppointment(row.name)
        ? [...contentWords(row.name).filter((w) => !APPOINTMENT_WORDS.has(w)), APPOINTMENT]
        : contentWords(row.name);
    if (!title.length) continue;
    const hit = words.filter((w) => title.some((t) => same(w, t)));
    const inPhrase = hit.length;
    if (!inPhrase) continue;
    const identified =
      (!words.some(what) && (!words.some((w) => !generic(w)) || hit.some((w) => !generic(w)))) ||
      hit.some(what);
    const inTitle = title.filter((t) => words.some((w) => same(w, t))).length;
    // A kind word the title lacks ("pharmacy run" for «جلب الدواء من الصيدلية») says what sort
    // of thing, not which: it does not count against a row the other words identify.
    const unsaid = identified ? words.filter((w) => KIND_WORDS.has(w) && !hit.includes(w)) : [];
    const p = inPhrase / (words.length - unsaid.length);
    const t = inTitle / title.length;
    // A word said as it is stored outranks one found through the other language, so "the
    // electricity bill" is "Pay the electricity bill" before «دفع فاتورة الكهرباء».
    const said =
      words.filter((w) => title.some((x) => direct(w, x) || (member(w) && same(w, x)))).length /
      words.length;
    out.push({
      row,
      identified,
      phrase: p,
      title: t,
      score: 0.6 * p + 0.4 * t - 0.3 * (p - said),
      fit: 0.6 * p + 0.4 * t,
      exact: title.join(' ') === key,
      kindUnsaid: unsaid.length > 0,
    });
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * A phrase that says an open row's title word for word, in either language ("feed the cat" and
 * "Feed the cat", «إطعام القطة»): the same thing, not only a near one.
 */
export function sameThing(phrase: string, row: Named): boolean {
  return translations({ id: '', name: phrase }, row);
}

/** Two titles that say the same in the family's two languages, word for word. */
function translations(a: Named, b: Named): boolean {
  const x = contentWords(a.name);
  const y = contentWords(b.name);
  return (
    x.length === y.length && x.every((w) => y.some((t) => wordsMatch(w, t) || wordsMatch(t, w)))
  );
}

/**
 * Resolves a phrase to one of the rows (see `Resolution`). `minPhrase`: the share of the
 * phrase's words a candidate's title must contain (a statement without a command verb asks for
 * all of them: "the Patrol's been washed" is not "Oil change for the Patrol").
 */
export function resolve<T extends Named>(
  phrase: string,
  rows: readonly T[],
  minPhrase = PHRASE_THRESHOLD,
  members: readonly Named[] = [],
): Resolution<T> {
  const scored = scoreRows(phrase, rows, members);
  const exact = scored.filter((s) => s.exact);
  if (exact.length === 1) return { kind: 'exact', row: exact[0]!.row };
  if (exact.length > 1)
    return { kind: 'which', rows: exact.slice(0, WHICH_LIMIT).map((s) => s.row) };
  const plausible = scored.filter((s) => s.phrase >= minPhrase && s.identified);
  if (!plausible.length) {
    return { kind: 'notFound', closest: scored.slice(0, CLOSEST_LIMIT).map((s) => s.row) };
  }
  const best = plausible[0]!;
  // The language a word was said in settles only between a title and its own translation ("the
  // electricity bill" is "Pay the electricity bill" before «دفع فاتورة الكهرباء»); between two
  // different things it only ranks them: "the water task" may be "Order drinking water" or
  // «دفع فاتورة الماء», so both are asked about.
  // A row that fits far less of what was said ("water bill": «دفع فاتورة الماء» has both words,
  // "Order drinking water" one) is not close however the languages rank them.
  // «اجتماع المدرسين»: a row that is the kind said (a meeting) is meant before one that only
  // shares the other words («حفل المدرسة»).
  // «جيبة زياد من الكورة»: a row that holds every word said is meant before one that lacks a
  // word of it ("Ziad's football match" has no fetching), when it also fits clearly better.
  const whole = best.phrase === 1 && !best.kindUnsaid;
  const near = plausible.filter(
    (s) =>
      (best.kindUnsaid || !s.kindUnsaid) &&
      !(whole && s.phrase < 1 && best.fit - s.fit > WHICH_MARGIN) &&
      ((best.score - s.score <= WHICH_MARGIN && best.fit - s.fit <= 2 * WHICH_MARGIN) ||
        (best.fit - s.fit <= WHICH_MARGIN && !translations(best.row, s.row))),
  );
  if (near.length > 1) return { kind: 'which', rows: near.slice(0, WHICH_LIMIT).map((s) => s.row) };
  return { kind: 'loose', row: best.row, score: best.score };
}

/**
 * Who sees to it, said of an appointment ("eye doctor" and «موعد عيون» are one appointment): a
 * word that says which kind of appointment as little as "appointment" does.
 */
const PROVIDER_WORDS = new Set(['doctor', 'dr', 'طبيب', 'دكتور', 'دكتوره'].map(wordKey));

/**
 * Whether every word of a title the phrase leaves unsaid says only what kind of thing it is or
 * whose ("dentist" for "Dentist appointment", "swimming" for «حصة السباحة لزياد», "doctor" for
 * «موعد عيون»), not which ("dinner" is not "Dinner at Abu Khalid's").
 */
export function unsaidOnlyKind(phrase: string, title: string, members: readonly Named[]): boolean {
  const words = contentWords(phrase);
  // («لزياد», "Ziad's", written "ziads" once folded: whose.)
  const member = (w: string) =>
    memberNamed(w.replace(/^ل(?=\S{3})/u, ''), members) ??
    (/^[a-z]{3,}s$/.test(w) ? memberNamed(w.slice(0, -1), members) : undefined);
  return contentWords(title).every(
    (t) =>
      words.some((w) => matches(w, t)) ||
      KIND_WORDS.has(t) ||
      APPOINTMENT_WORDS.has(t) ||
      PROVIDER_WORDS.has(t) ||
      member(t) !== undefined,
  );
}
