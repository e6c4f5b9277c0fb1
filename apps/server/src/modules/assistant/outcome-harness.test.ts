import { outcomeSetDev } from '@usra/domain/assistant/outcome-set/outcome-set-dev';
import { describe, expect, it } from 'vitest';
import { measureOutcomes } from './outcome-harness.js';

/**
 * The outcome set's dev half through the offline engine (issue 28): never a wrong action, and
 * outcomes right above a floor that only rises. The test half is run only by
 * `npm run assistant:measure -- test`, for the figure.
 */
describe('the assistant on the outcome set (dev half)', () => {
  it('never changes the wrong thing, and gets the outcomes right above the floor', async () => {
    const m = await measureOutcomes(outcomeSetDev);
    console.info(
      `outcome set, dev: ${m.right}/${m.count} right, ${m.wrongActions} wrong actions, p99 ${m.p99CpuMs.toFixed(1)} ms CPU`,
    );
    expect(m.wrongActions).toBe(0);
    // 2026-11-27: 156 / 202 (77.2%).
    expect(m.right / m.count).toBeGreaterThanOrEqual(0.77);
  }, 120_000);
});
