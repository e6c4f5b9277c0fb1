import { contentWords, sameWord, wordsMatch, type Named } from './grammar-words.js';
import { nameSkeleton } from './refine.js';

const arabicWord = (w: string) => /[\u0600-\u06FF]/.test(w);

/**
 * A name written in the other script ("Munira's" and «منيرة», "Ziad" and «زياد»): the same
 * consonants, three or more (a Latin possessive s and the Arabic final ه aside).
 */
export function sameName(a: string, b: string): boolean {
  if (arabicWord(a) === arabicWord(b)) return false;
  const [ar, la] = arabicWord(a) ? [a, b] : [b, a];
  const sa = nameSkeleton(ar).replace(/h$/, '');
  if (sa.length < 3) return false;
  return nameSkeleton(la) === sa || nameSkeleton(la.replace(/s$/, '')) === sa;
}

const matches = (w: string, t: string) => wordsMatch(w, t) || sameName(w, t);
const direct = (w: string, t: string) => sameWord(w, t) || sameName(w, t);

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

export interface Scored<T extends Named> {
  row: T;
  /** Share of the phrase's words found in the title. */
  phrase: number;
  /** Share of the title's words the phrase names. */
  title: number;
  score: number;
  exact: boolean;
}

/** How well each row fits the phrase, best first (rows sharing no word are left out). */
export function scoreRows<T extends Named>(phrase: string, rows: readonly T[]): Scored<T>[] {
  const words = contentWords(phrase);
  if (!words.length) return [];
  const key = words.join(' ');
  const out: Scored<T>[] = [];
  for (const row of rows) {
    const title = contentWords(row.name);
    if (!title.length) continue;
    const inPhrase = words.filter((w) => title.some((t) => matches(w, t))).length;
    if (!inPhrase) continue;
    const inTitle = title.filter((t) => words.some((w) => matches(w, t))).length;
    const p = inPhrase / words.length;
    const t = inTitle / title.length;
    // A word said as it is stored outranks one found through the other language, so "the
    // electricity bill" is "Pay the electricity bill" before «دفع فاتورة الكهرباء».
    const said = words.filter((w) => title.some((x) => direct(w, x))).length / words.length;
    out.push({
      row,
      phrase: p,
      title: t,
      score: 0.6 * p + 0.4 * t - 0.3 * (p - said),
      exact: title.join(' ') === key,
    });
  }
  return out.sort((a, b) => b.score - a.score);
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
): Resolution<T> {
  const scored = scoreRows(phrase, rows);
  const exact = scored.filter((s) => s.exact);
  if (exact.length === 1) return { kind: 'exact', row: exact[0]!.row };
  if (exact.length > 1)
    return { kind: 'which', rows: exact.slice(0, WHICH_LIMIT).map((s) => s.row) };
  const plausible = scored.filter((s) => s.phrase >= minPhrase);
  if (!plausible.length) {
    return { kind: 'notFound', closest: scored.slice(0, CLOSEST_LIMIT).map((s) => s.row) };
  }
  const best = plausible[0]!;
  const near = plausible.filter((s) => best.score - s.score <= WHICH_MARGIN);
  if (near.length > 1) return { kind: 'which', rows: near.slice(0, WHICH_LIMIT).map((s) => s.row) };
  return { kind: 'loose', row: best.row, score: best.score };
}
