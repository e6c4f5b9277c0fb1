import { describe, expect, it } from 'vitest';
import { emptyModel, learn, predict } from './classifier.js';
import { classifierCorpus } from './classifier-corpus-data.js';

/**
 * Held-out accuracy: in each type, the documents at positions 0, 1, 4, 5 (two Arabic, two
 * English) teach the model and positions 2, 3, 6, 7 are predicted, then the halves swap.
 */
function heldOutAccuracy(): { accuracy: number; total: number } {
  let correct = 0;
  let total = 0;
  for (const trainOn of [
    [0, 1, 4, 5],
    [2, 3, 6, 7],
  ]) {
    const position = new Map<string, number>();
    const split = classifierCorpus.map((doc) => {
      const i = position.get(doc.type) ?? 0;
      position.set(doc.type, i + 1);
      return { ...doc, train: trainOn.includes(i) };
    });
    const model = split
      .filter((d) => d.train)
      .reduce((m, d) => learn(m, d.text, d.type), emptyModel());
    for (const doc of split.filter((d) => !d.train)) {
      total += 1;
      if (predict(model, doc.text)?.label === doc.type) correct += 1;
    }
  }
  return { accuracy: correct / total, total };
}

describe('classifier accuracy on the labelled household set', () => {
  it('has at least 60 documents in Arabic and English, eight of each type', () => {
    expect(classifierCorpus.length).toBeGreaterThanOrEqual(60);
    const arabic = classifierCorpus.filter((d) => /[\u0600-\u06FF]/.test(d.text)).length;
    expect(arabic).toBe(classifierCorpus.length / 2);
  });

  it('predicts the type of held-out documents in at least 3 of 4 cases (chance is 1 in 8)', () => {
    const { accuracy, total } = heldOutAccuracy();
    expect(total).toBe(classifierCorpus.length);
    console.info(`held-out accuracy ${(accuracy * 100).toFixed(1)}% of ${total}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.75);
  });
});
