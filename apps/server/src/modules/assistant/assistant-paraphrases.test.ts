import { describe, expect, it } from 'vitest';
import {
  addMemberProbes,
  answerProbes,
  completeProbes,
  createEventProbes,
  createTaskProbes,
  knownGaps,
  nothingChanges,
  moreProbes,
  thirdProbes,
  fourthProbes,
  fifthProbes,
  moveProbes,
  reassignProbes,
} from './assistant-paraphrases-data.js';
import {
  eighthProbes,
  ninthProbes,
  seventhProbes,
  sixthProbes,
} from './assistant-paraphrases-session23-data.js';
import { runCase } from './outcome-harness.js';

/**
 * Paraphrases of everyday commands (issue 28), run through the offline engine against the
 * outcome set's world and judged the same way: each must come out right, and none may change
 * the wrong thing.
 */
const groups = {
  createEvent: createEventProbes,
  addMember: addMemberProbes,
  answer: answerProbes,
  reassign: reassignProbes,
  complete: completeProbes,
  move: moveProbes,
  createTask: createTaskProbes,
  more: moreProbes,
  third: thirdProbes,
  fourth: fourthProbes,
  fifth: fifthProbes,
  sixth: sixthProbes,
  seventh: seventhProbes,
  eighth: eighthProbes,
  ninth: ninthProbes,
};

describe.each(Object.entries(groups))('paraphrases: %s', (_kind, cases) => {
  it.each(cases.map((c) => [c.text, c] as const))('%s', async (_text, c) => {
    const r = await runCase(c);
    expect(r.wrongAction, `${r.why}\n${r.reply}`).toBe(false);
    expect(r.right, `${r.why}\n${r.reply}`).toBe(true);
  });
});

describe('paraphrases not yet understood, and statements that ask for nothing', () => {
  it.each([...knownGaps, ...nothingChanges].map((c) => [c.text, c] as const))(
    '%s changes nothing wrong',
    async (_t, c) => {
      const r = await runCase(c);
      expect(r.wrongAction, `${r.why}\n${r.reply}`).toBe(false);
    },
  );
});
