import { describe, expect, it } from 'vitest';
import { independentCommands, independentWorld } from './held-out-independent-data.js';
import { measure, type HeldOutMeasure } from './held-out-measure.js';

/** Even indexes: the half an engineer may look at (and its misses) to improve the grammar. */
const dev = independentCommands.filter((_, i) => i % 2 === 0);
/** Odd indexes: the half that measures; its misses are never printed. */
const test = independentCommands.filter((_, i) => i % 2 === 1);

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const line = (name: string, count: number, m: HeldOutMeasure) =>
  `independent held-out, ${name}: ${count} commands, intent accuracy ${percent(m.intentAccuracy)}, slot accuracy ${percent(m.slotAccuracy)} of ${m.slotTotal} slots`;

/**
 * The second, independent held-out set (see `held-out-independent-data.ts`): written by someone
 * who had not read the grammar, committed before the grammar was run on it, never edited to fit
 * it. The floors are on the test half only, just under the measured figures, and only ever rise.
 * To improve the grammar, look at the dev half's misses only: `SHOW_MISSES=dev`.
 */
describe('the assistant on the independent held-out set', () => {
  it('has at least 320 commands, half of them Arabic, split into two halves', () => {
    expect(independentCommands.length).toBeGreaterThanOrEqual(320);
    const arabic = independentCommands.filter((c) => c.language === 'ar').length;
    expect(Math.abs(arabic - independentCommands.length / 2)).toBeLessThanOrEqual(5);
    expect(dev.length + test.length).toBe(independentCommands.length);
    for (const half of [dev, test]) {
      expect(new Set(half.map((c) => c.language))).toEqual(new Set(['ar', 'en']));
      expect(new Set(half.map((c) => c.intent))).toEqual(
        new Set(independentCommands.map((c) => c.intent)),
      );
    }
  });

  it('recognises intents and fills slots on the test half above the floors (the floors only rise)', () => {
    const whole = measure(independentCommands, independentWorld);
    const onDev = measure(dev, independentWorld);
    const onTest = measure(test, independentWorld);
    console.info(
      [
        line('whole', independentCommands.length, whole),
        line('dev', dev.length, onDev),
        line('test', test.length, onTest),
      ].join('\n'),
    );
    if (process.env.SHOW_MISSES === 'dev') console.info(onDev.misses.join('\n'));
    // First measured on 2026-11-25, before any grammar change for this set: whole 66.5% intents,
    // 63.2% slots (571); dev 63.7% / 57.6% (283); test 69.2% / 68.8% (288).
    // 2026-11-25, after tuning the grammar on the dev half only (its misses were the only
    // sentences looked at; the test half's sentences were never printed or read, only its
    // aggregate figure): whole 89.8% / 91.6%; dev 100.0% / 100.0%; test 79.7% / 83.3%. The
    // dev figure is no longer a measure (it was tuned on); the test half is. Floors on the test
    // half just under its figures. Raise these, never lower them.
    // Issue 28 (resolver, statements, members in titles): test 82.4% / 84.0%.
    expect(onTest.intentAccuracy).toBeGreaterThanOrEqual(0.82);
    expect(onTest.slotAccuracy).toBeGreaterThanOrEqual(0.83);
  }, 60_000);
});
