import { searchWords } from './search-text.js';

/**
 * A multinomial naive Bayes classifier learned from a family's own choices (issue 15): each
 * manual classification or document type a person picks teaches it the words of that document.
 * It answers a label, a confidence (the posterior probability) and its reasons: the words that
 * pulled most towards that label. The model is plain JSON, stored per family.
 */

export interface LabelStats {
  /** Documents learned with this label. */
  docs: number;
  /** Word occurrences learned with this label. */
  words: number;
  counts: Record<string, number>;
}

export interface ClassifierModel {
  version: 1;
  labels: Record<string, LabelStats>;
}

export interface Prediction {
  label: string;
  /** Posterior probability of the label, 0 to 1. */
  confidence: number;
  /** The words that decided it, strongest first (at most 5). */
  reasons: string[];
}

/** Words counted once per document (a long manual should not outvote a short receipt). */
const MAX_WORDS_PER_DOC = 400;
const MIN_WORD_LENGTH = 2;
/** Function words say nothing about a document's kind (already normalised: ة→ه, ى→ي, no ال). */
const STOP_WORDS = new Set([
  ...'في من علي الي عن مع او ثم ان هذا هذه ذلك التي الذي تم لدي بين كل عند قبل بعد وفق لمدة'.split(
    ' ',
  ),
  ...'the and of for to a an in on with by from at or is are be this your our all per'.split(' '),
]);
const ALPHA = 1;

export function emptyModel(): ClassifierModel {
  return { version: 1, labels: {} };
}

/** The words a document contributes: normalised, at least two characters, no pure numbers. */
export function classifierWords(text: string): string[] {
  return searchWords(text)
    .filter((w) => w.length >= MIN_WORD_LENGTH && !/^\d+$/.test(w) && !STOP_WORDS.has(w))
    .slice(0, MAX_WORDS_PER_DOC);
}

/** Learns one document (returns a new model; the given one is not changed). */
export function learn(model: ClassifierModel, text: string, label: string): ClassifierModel {
  const words = classifierWords(text);
  const previous = model.labels[label] ?? { docs: 0, words: 0, counts: {} };
  const counts = { ...previous.counts };
  for (const w of words) counts[w] = (counts[w] ?? 0) + 1;
  return {
    version: 1,
    labels: {
      ...model.labels,
      [label]: { docs: previous.docs + 1, words: previous.words + words.length, counts },
    },
  };
}

/** Forgets one document learned before (when a person changes their choice). */
export function unlearn(model: ClassifierModel, text: string, label: string): ClassifierModel {
  const previous = model.labels[label];
  if (!previous) return model;
  const words = classifierWords(text);
  const counts = { ...previous.counts };
  let removed = 0;
  for (const w of words) {
    if (!counts[w]) continue;
    counts[w] -= 1;
    removed += 1;
    if (counts[w] === 0) delete counts[w];
  }
  const labels = { ...model.labels };
  if (previous.docs <= 1) delete labels[label];
  else labels[label] = { docs: previous.docs - 1, words: previous.words - removed, counts };
  return { version: 1, labels };
}

function vocabularySize(model: ClassifierModel): number {
  const all = new Set<string>();
  for (const stats of Object.values(model.labels)) for (const w in stats.counts) all.add(w);
  return Math.max(all.size, 1);
}

/**
 * The most likely label for a text, or null while the model knows fewer than two labels or the
 * text has no known words.
 */
export function predict(model: ClassifierModel, text: string): Prediction | null {
  const labels = Object.entries(model.labels);
  if (labels.length < 2) return null;
  const words = classifierWords(text);
  const vocabulary = vocabularySize(model);
  const known = words.filter((w) => labels.some(([, s]) => s.counts[w]));
  if (known.length === 0) return null;
  const totalDocs = labels.reduce((sum, [, s]) => sum + s.docs, 0);
  const logLikelihood = (stats: LabelStats, w: string) =>
    Math.log(((stats.counts[w] ?? 0) + ALPHA) / (stats.words + ALPHA * vocabulary));
  const scores = labels.map(([label, stats]) => {
    let score = Math.log(stats.docs / totalDocs);
    for (const w of known) score += logLikelihood(stats, w);
    return { label, stats, score };
  });
  scores.sort((a, b) => b.score - a.score);
  const best = scores[0]!;
  const denominator = scores.reduce((sum, s) => sum + Math.exp(s.score - best.score), 0);
  const confidence = 1 / denominator;
  // Reasons: the words whose likelihood under the winner most exceeds the best other label.
  const strength = new Map<string, number>();
  for (const w of new Set(known)) {
    const others = scores.slice(1).map((s) => logLikelihood(s.stats, w));
    const margin = logLikelihood(best.stats, w) - Math.max(...others);
    if (margin > 0) strength.set(w, margin);
  }
  const reasons = [...strength.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([w]) => w);
  return { label: best.label, confidence: Math.round(confidence * 1000) / 1000, reasons };
}
