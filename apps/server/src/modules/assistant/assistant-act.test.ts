import type { Understanding } from '@usra/domain/assistant/grammar';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/session-guard.js';
import { AssistantEngine, type Turn } from './assistant-engine.js';
import { freshWorld, memoryPorts, OUTCOME_NOW } from './outcome-harness.js';

const turn: Turn = {
  actor: { id: 'u1', familyId: 'f1' } as Actor,
  language: 'en',
  timeZone: 'Asia/Riyadh',
  now: OUTCOME_NOW,
};

/** A completion of a task matched loosely (not by its exact title). */
const looseCompletion = (world: ReturnType<typeof freshWorld>, title: string): Understanding => {
  const row = world.tasks.find((t) => t.title === title)!;
  return {
    intent: 'completeTask',
    slots: { task: row.title, taskId: row.id },
    missing: null,
    notFound: null,
    target: {
      match: 'loose',
      phrase: title,
      candidates: [{ ...row, name: row.title, type: 'task' }],
    },
  };
};

describe('the engine acting on several understandings (issue 28)', () => {
  it('asks one question at a time, and what would need asking after it is not done unasked', async () => {
    const world = freshWorld();
    const engine = new AssistantEngine(memoryPorts(world));
    const context = await engine.context(turn);
    const answer = await engine.act(
      [looseCompletion(world, 'Call the plumber'), looseCompletion(world, 'Feed the cat')],
      turn,
      context,
    );
    expect(answer.question?.understanding.slots.task).toBe('Call the plumber');
    expect(answer.actions).toEqual([]);
    expect(world.tasks.filter((t) => t.status === 'completed')).toEqual([]);
  });
});
