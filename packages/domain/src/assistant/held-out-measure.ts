import { normalizeSearchText } from '../documents/search-text.js';
import { understand, type GrammarContext, type Slots } from './grammar.js';
import type { HeldOutCommand } from './held-out-data.js';

/**
 * How the held-out sets measure the grammar (issue 16): the share of commands whose intent is
 * right, and the share of expected slots filled with the expected value (compared after search
 * normalisation) on a command whose intent is right. Slots the engine fills beyond those
 * expected are not counted. Used by `held-out.test.ts` and `held-out-independent.test.ts`.
 */

export interface HeldOutWorld {
  today: string;
  members: string[];
  tasks: string[];
  events: string[];
}

export interface HeldOutMeasure {
  intentAccuracy: number;
  slotAccuracy: number;
  slotTotal: number;
  /** One line per command with a wrong intent or slot. */
  misses: string[];
}

const named = (names: string[], prefix: string) =>
  names.map((name, i) => ({ id: `${prefix}${i}`, name }));

/** The grammar's context for a held-out world. */
export function worldContext(world: HeldOutWorld): GrammarContext {
  return {
    today: world.today,
    members: named(world.members, 'm'),
    tasks: named(world.tasks, 't'),
    events: named(world.events, 'e'),
  };
}

const same = (expected: string, actual: string | undefined) =>
  actual !== undefined && normalizeSearchText(expected) === normalizeSearchText(actual);

export function measure(commands: HeldOutCommand[], world: HeldOutWorld): HeldOutMeasure {
  const context = worldContext(world);
  let intents = 0;
  let slots = 0;
  let slotTotal = 0;
  const misses: string[] = [];
  for (const command of commands) {
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
    intentAccuracy: intents / commands.length,
    slotAccuracy: slots / slotTotal,
    slotTotal,
    misses,
  };
}
