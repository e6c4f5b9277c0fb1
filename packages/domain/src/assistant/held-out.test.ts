import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../documents/search-text.js';
import { understand, type GrammarContext, type Slots } from './grammar.js';
import { heldOutCommands, heldOutWorld } from './held-out-data.js';

const named = (names: string[], prefix: string) =>
  names.map((name, i) => ({ id: `${prefix}${i}`, name }));

const context: GrammarContext = {
  today: heldOutWorld.today,
  members: named(heldOutWorld.members, 'm'),
  tasks: named(heldOutWorld.tasks, 't'),
  events: named(heldOutWorld.events, 'e'),
};

const same = (expected: string, actual: string | undefined) =>
  actual !== undefined && normalizeSearchText(expected) === normalizeSearchText(actual);

function measure() {
  let intents = 0;
  let slots = 0;
  let slotTotal = 0;
  const misses: string[] = [];
  for (const command of heldOutCommands) {
    const got = understand(command.text, context);
    const intentOk = got.intent === command.intent;
    if (intentOk) intents += 1;
    const wrong: string[] = [];
    for (const [name, value] of Object.entries(command.slots)) {
      slotTotal += 1;
      const actual = got.slots[name as keyof Slots];
      if (intentOk && same(value, typeof actual === 'string' ? actual : undefined)) slots += 1;
      else wrong.push(`${name}: ${String(actual)} ≠ ${value}`);
    }
    if (!intentOk || wrong.length) {
      misses.push(
        `${command.text} → ${got.intent}${intentOk ? '' : ` ≠ ${command.intent}`} ${wrong.join('; ')}`,
      );
    }
  }
  return {
    intentAccuracy: intents / heldOutCommands.length,
    slotAccuracy: slots / slotTotal,
    slotTotal,
    misses,
  };
}

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
    const { intentAccuracy, slotAccuracy, slotTotal, misses } = measure();
    console.info(
      `held-out: ${heldOutCommands.length} commands, intent accuracy ${(intentAccuracy * 100).toFixed(1)}%, slot accuracy ${(slotAccuracy * 100).toFixed(1)}% of ${slotTotal} slots`,
    );
    if (process.env.SHOW_MISSES) console.info(misses.join('\n'));
    // Measured 98.5% and 97.5% when the grammar landed (issue 16). Raise these, never lower them.
    expect(intentAccuracy).toBeGreaterThanOrEqual(0.98);
    expect(slotAccuracy).toBeGreaterThanOrEqual(0.97);
  }, 60_000);
});
