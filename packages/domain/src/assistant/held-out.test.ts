import { describe, expect, it } from 'vitest';
import { heldOutCommands, heldOutWorld } from './held-out-data.js';
import { measure } from './held-out-measure.js';

/**
 * The held-out set measures the grammar; it was written before the grammar and is never edited to
 * fit it. The floors sit just under the measured figures and only ever rise.
 */
describe('the assistant on its held-out set', () => {
  it('has at least 300 commands, half of them Arabic', () => {
    expect(heldOutCommands.length).toBeGreaterThanOrEqual(300);
    const arabic = heldOutCommands.filter((c) => c.language === 'ar').length;
    expect(arabic).toBeGreaterThanOrEqual(heldOutCommands.length / 2 - 5);
  });

  it('recognises intents and fills slots above the floors (the floors only rise)', () => {
    const { intentAccuracy, slotAccuracy, slotTotal, misses } = measure(
      heldOutCommands,
      heldOutWorld,
    );
    console.info(
      `held-out: ${heldOutCommands.length} commands, intent accuracy ${(intentAccuracy * 100).toFixed(1)}%, slot accuracy ${(slotAccuracy * 100).toFixed(1)}% of ${slotTotal} slots`,
    );
    if (process.env.SHOW_MISSES) console.info(misses.join('\n'));
    // Measured 98.5% and 97.5% when the grammar landed (issue 16), 100% and 100% after it was
    // tuned on the independent set's dev half (2026-11-25). Raise these, never lower them.
    expect(intentAccuracy).toBeGreaterThanOrEqual(0.99);
    expect(slotAccuracy).toBeGreaterThanOrEqual(0.99);
  }, 60_000);
});
