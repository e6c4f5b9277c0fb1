import { searchWords } from '../documents/search-text.js';
import {
  choreLeadWords,
  eventNouns,
  eventTypeWords,
  wordConcepts,
  broaderWords,
  pastTenseWords,
  roleWords,
  stopWords,
  wordStems,
} from './intents-data.js';

/**
 * The word-level pieces of the assistant's grammar: the folded key words are compared in,
 * titles cleaned of filler, stored titles found loosely, roles, event types and places.
 */

export interface Named {
  id: string;
  name: string;
}

/** The folded form a template word and a sentence word are compared in. */
export function wordKey(word: string): string {
  return searchWords(word.replace(/['’]/g, '')).join('');
}
// Slots

const TRIM_EDGES = /^[\s,.:;،؛!?؟"'«»()\-–—]+|[\s,.:;،؛!?؟"'«»()\-–—]+$/gu;
const TRAILING_FILLER =
  /(?:\s+|^)(?:due|by|on|at|for|to|please|it|its|it's|then|and|sometime|some time|و|يوم|الساعه|الساعة|في|ل|على|لو سمحت|please)$/iu;
const LEADING_FILLER =
  /^(?:to|that|about|the task of|task|:|ان|أن|إن|ب|اني|إني|إنه|انه|for (?:me|us)\s*[-–—:,])\s+/iu;
/** A preposition whose object (the calendar, the list) was taken out: «أضف إلى التقويم: …». */
const DANGLING_TO = /^(?:إلى|الى|لل|على|في|to|in|on|onto)\s*:\s*/iu;

import { arabicRoot, rootOf } from './arabic-root.js';

const CHORE_LEADS = new Set(choreLeadWords.map(wordKey));

/**
 * Each household word's meanings across both languages (`wordConcepts`): a word may have more
 * than one ("water" the drink, «ماء», and "water" the plants, «سقي»).
 */
const CONCEPTS = new Map<string, number[]>();
/** The same by the roots of their Arabic words («سددنا» is the root of «سداد», so paying). */
const ROOT_CONCEPTS = new Map<string, number[]>();
wordConcepts.forEach((group, index) => {
  for (const word of group.split('|')) {
    const key = wordKey(word);
    CONCEPTS.set(key, [...(CONCEPTS.get(key) ?? []), index]);
    const root = arabicRoot(key);
    if (root.length >= 3 && !ROOT_CONCEPTS.get(root)?.includes(index))
      ROOT_CONCEPTS.set(root, [...(ROOT_CONCEPTS.get(root) ?? []), index]);
  }
});
/** A Latin word with two letters swapped from a household word ("plams"): its meanings. */
const TYPO_CONCEPTS = new Map<string, number[] | undefined>();
function typoConcepts(w: string): number[] | undefined {
  if (!/^[a-z]{5,}$/.test(w)) return undefined;
  if (TYPO_CONCEPTS.has(w)) return TYPO_CONCEPTS.get(w);
  let found: number[] | undefined;
  for (const [key, meanings] of CONCEPTS) {
    // (Two letters swapped only: one letter more or less is often another word, "garage".)
    if (key.length >= 5 && swappedOnce(w, key)) {
      found = meanings;
      break;
    }
  }
  TYPO_CONCEPTS.set(w, found);
  return found;
}
const conceptsOf = (w: string): number[] => {
  const said = CONCEPTS.get(w) ?? CONCEPTS.get(stem(w)) ?? typoConcepts(w);
  if (said) return said;
  // «بفني», «للمكتبة»: a clitic before a household word («ب» with, «ل» for, «و» and).
  const bare = /^(?:ب|ل|لل|و)[\u0600-\u06FF]{3,}$/u.test(w) ? w.replace(/^(?:لل|ب|ل|و)/u, '') : '';
  const clitic = bare ? CONCEPTS.get(bare) : undefined;
  if (clitic) return clitic;
  const root = /^[\u0600-\u06FF]+$/u.test(w) ? arabicRoot(w) : '';
  return root.length >= 3 ? (ROOT_CONCEPTS.get(root) ?? []) : [];
};
/** A broader word said for a narrower stored one: "the doctor" is the dentist too. */
const BROADER = new Map<string, string>(
  Object.entries(broaderWords).flatMap(([broad, narrow]) =>
    narrow.split('|').map((word) => [wordKey(word), wordKey(broad)] as [string, string]),
  ),
);

/** What a title is labelled as, before a colon: "event: open day", «موعدًا: اجتماع العمل». */
const LABELS = new Set(
  [
    'event',
    'appointment',
    'task',
    'reminder',
    'todo',
    'note',
    'موعد',
    'موعدا',
    'مهمه',
    'تذكير',
    'حدث',
    'حدثا',
    'فعاليه',
    'مناسبه',
  ].map((w) => searchWords(w).join('')),
);
const LABEL = /^\s*(?:(?:calendar|new|a|an)\s+)?([^\s:]+)\s*:\s*(?=\S)/iu;

export function cleanTitle(text: string): string {
  // The markers the cut leaves for "this week" / "this month" are never the person's words.
  let out = text.replace(/(?<![\p{L}])z(?:week|month)(?![\p{L}])/gu, ' ').replace(TRIM_EDGES, '');
  const label = LABEL.exec(out);
  if (label && LABELS.has(wordKey(label[1]!))) out = out.slice(label[0].length);
  for (let k = 0; k < 3; k++) {
    out = out
      .replace(TRAILING_FILLER, '')
      .replace(DANGLING_TO, '')
      .replace(LEADING_FILLER, '')
      .replace(TRIM_EDGES, '');
  }
  // «ذكرني … بدفع الرسوم», «ذكرني بموعد الأسنان»: the «ب» of "remind me of" stays off a
  // chore's verbal noun and an occasion.
  out = out.replace(/^[بل](?=[\p{L}]+)/u, (clitic, offset: number, whole: string) => {
    const first = whole.slice(1).split(/\s/u)[0] ?? '';
    const key = wordKey(first);
    return CHORE_LEADS.has(key) || (clitic === 'ب' && EVENT_NOUNS.has(key)) ? '' : clitic;
  });
  return out.replace(/\s{2,}/g, ' ');
}

const stem = (key: string): string => {
  const mapped = wordStems[key];
  if (mapped) return mapped;
  if (/^[a-z]+$/.test(key) && key.length > 4) {
    return key.replace(/(?:ing|ed|es|s)$/, '');
  }
  return key;
};

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Two letters swapped side by side ("plams", "palms"): one typo too. */
export function swappedOnce(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].findIndex((c, k) => c !== b[k]);
  return (
    at >= 0 &&
    at + 1 < a.length &&
    a[at] === b[at + 1] &&
    a[at + 1] === b[at] &&
    a.slice(at + 2) === b.slice(at + 2)
  );
}

export function wordsMatch(a: string, b: string): boolean {
  return sameWord(a, b) || sameMeaning(a, b);
}

/** Two words of one household meaning in the family's two languages ("bill", «فاتورة»). */
export function sameMeaning(a: string, b: string): boolean {
  const ca = conceptsOf(a);
  const cb = conceptsOf(b);
  if (ca.some((c) => cb.includes(c))) return true;
  return broaderWord(a, b);
}

/** Said broader than stored (phrase word first): «الدكتور», "the doctor" find "Dentist …". */
export function broaderWord(a: string, b: string): boolean {
  const broader = BROADER.get(b) ?? BROADER.get(stem(b));
  return (
    broader !== undefined && (broader === a || broader === stem(a) || sameMeaningOf(a, broader))
  );
}

function sameMeaningOf(a: string, b: string): boolean {
  const ca = CONCEPTS.get(a) ?? CONCEPTS.get(stem(a)) ?? [];
  const cb = CONCEPTS.get(b) ?? [];
  return ca.some((c) => cb.includes(c));
}

/** The same word: its stem, or one typo in a long word. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  // «لزياد» and «زياد», «بفني» and «فني»: the clitic «ل» ("for") or «ب» ("with") in front.
  const clitic = (x: string, y: string) => x === `ل${y}` || x === `ب${y}`;
  if ((clitic(a, b) || clitic(b, a)) && Math.min(a.length, b.length) >= 3) return true;
  const sa = stem(a);
  const sb = stem(b);
  if (sa === sb) return true;
  const short = sa.length <= sb.length ? sa : sb;
  const long = short === sa ? sb : sa;
  if (short.length >= 4 && long.startsWith(short)) return true;
  if (short.length >= 5 && editDistanceAtMostOne(sa, sb)) return true;
  if (Math.min(a.length, b.length) >= 5 && swappedOnce(a, b)) return true;
  const ra = rootOf(a) ?? a;
  const rb = rootOf(b) ?? b;
  return ra === rb && ra.length >= 3 && (ra !== a || rb !== b);
}

export const contentWords = (text: string): string[] =>
  text
    .split(/\s+/)
    .map(wordKey)
    .flatMap((k) => k.split(' '))
    .filter((k) => k && !stopWords.has(k));

/** The stored row whose title shares the most words with the phrase (typos and stems allowed). */
export function findByTitle(phrase: string, rows: Named[]): Named | null {
  const words = contentWords(phrase);
  if (!words.length) return null;
  let best: { row: Named; hits: number; ratio: number } | null = null;
  for (const row of rows) {
    const title = contentWords(row.name);
    if (!title.length) continue;
    const hits = words.filter((w) => title.some((t) => wordsMatch(w, t))).length;
    if (!hits) continue;
    const ratio = title.filter((t) => words.some((w) => wordsMatch(w, t))).length / title.length;
    if (!best || hits > best.hits || (hits === best.hits && ratio > best.ratio)) {
      best = { row, hits, ratio };
    }
  }
  return best?.row ?? null;
}

/** The share of a stored title's words the phrase names (typos and stems allowed). */
export function titleCoverage(phrase: string, row: Named): number {
  const words = contentWords(phrase);
  const title = contentWords(row.name);
  if (!title.length) return 0;
  return title.filter((t) => words.some((w) => wordsMatch(w, t))).length / title.length;
}

const EVENT_NOUNS = new Set(eventNouns.map(wordKey));
const isEventNoun = (word: string) =>
  EVENT_NOUNS.has(word) || (/^[a-z]+s$/.test(word) && EVENT_NOUNS.has(word.slice(0, -1)));

/** Whether a title names a kind of event ("job interview", "حفلة عيد ميلاد"), first or anywhere. */
export function namesEvent(title: string, where: 'first' | 'anywhere'): boolean {
  const words = searchWords(title);
  if (where === 'anywhere') return words.some(isEventNoun);
  // First, a word that is also a verb is the verb: "test the smoke alarm" is a task.
  return isEventNoun(words[0] ?? '') && !VERB_FIRST.has(words[0]!);
}

/** Whether a title opens with a chore's verbal noun («دفع …», «تجديد …») and names no event. */
export function namesChore(title: string): boolean {
  const words = searchWords(title);
  return CHORE_LEADS.has(words[0] ?? '') && !namesEvent(title, 'anywhere');
}

const VERB_FIRST = new Set(['test', 'practice', 'practise', 'match', 'play', 'show']);

const PAST_WORDS = new Set(pastTenseWords.map(wordKey));
const SAME_AS_BARE = new Set(['put', 'cut', 'set', 'shut', 'let', 'read', 'hit', 'quit']);

/**
 * Whether a phrase starts with a verb in the past tense: "picked up …", "took out …" (English
 * -ed and the common irregular ones), "غسلت …", "رتبنا …" (Arabic, I or we).
 */
export function startsWithPastVerb(phrase: string): boolean {
  const first = searchWords(phrase)[0] ?? '';
  // "put the bins out" is an imperative: a past the same as the bare verb is past only after
  // its subject ("I put the bins out").
  if (SAME_AS_BARE.has(first)) return false;
  if (PAST_WORDS.has(first)) return true;
  if (/^[a-z]{3,}ed$/.test(first)) return true;
  return /^[\u0600-\u06FF]{2,}(?:ت|نا)$/u.test(first) && first.length >= 4;
}

/** After its subject, a past the same as the bare verb is past too: "Ziad put the bins out". */
export function pastAfterSubject(phrase: string): boolean {
  return startsWithPastVerb(phrase) || SAME_AS_BARE.has(searchWords(phrase)[0] ?? '');
}

export function byKey(rows: Named[], key: string): Named | undefined {
  return rows.find((r) => r.name.split(/\s+/).map(wordKey).join(' ') === key);
}

export function roleOf(key: string): string | undefined {
  for (const [words, role] of roleWords) {
    if (
      words
        .split('|')
        .map((w) => w.split(/\s+/).map(wordKey).join(' '))
        .includes(key)
    ) {
      return role;
    }
  }
  return undefined;
}

/** The spec's type words (core section 5): work, school, personal, otherwise family. */
export function eventTypeOf(text: string): 'work' | 'school' | 'personal' | 'family' {
  const words = searchWords(text).map((w) => w.replace(/['’]s$/, ''));
  for (const [type, list] of eventTypeWords) {
    const keys = list.map(wordKey);
    if (
      words.some((w) =>
        keys.some((k) => w === k || w === `${k}s` || (/[\u0600-\u06FF]/.test(k) && w.includes(k))),
      )
    ) {
      return type;
    }
  }
  return 'family';
}

const CALENDAR_WORDS = /^(?:the\s+|my\s+|our\s+)?calendar$|^(?:ال)?تقويم$/iu;

/** "dinner at grandma's house" → title "dinner", location "grandma's house" (spec core 5). */
export function splitLocation(text: string): { title: string; location: string | null } {
  const labelled = /(?:^|\s)(?:location|place|المكان|الموقع)\s*:\s*(.+)$/iu.exec(text);
  if (labelled) {
    return { title: cleanTitle(text.slice(0, labelled.index)), location: cleanTitle(labelled[1]!) };
  }
  const re = /(?:\s+(?:at|in)\s+|\s*@\s*|\s+في\s+)/giu;
  let last: RegExpExecArray | null = null;
  for (const m of text.matchAll(re)) {
    const after = cleanTitle(text.slice(m.index + m[0].length));
    if (after && !CALENDAR_WORDS.test(after) && m.index > 0) last = m as RegExpExecArray;
  }
  if (!last) return { title: cleanTitle(text), location: null };
  let title = text.slice(0, last.index);
  let location = text.slice(last.index + last[0].length);
  // "a meeting at Starbucks with the tutor", "غداء في المطعم مع جدتي", "a checkup at the clinic
  // for Huda and Tala": who comes, or whom it is for, is not the place.
  const company = /\s+(?:with|for|مع)\s+/iu.exec(location);
  if (company && company.index > 0) {
    title = `${title} ${location.slice(company.index + 1)}`;
    location = location.slice(0, company.index);
  }
  return { title: cleanTitle(title), location: cleanTitle(location) };
}
