import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/session-guard.js';
import { AssistantEngine, type Turn } from './assistant-engine.js';
import { ownHalf } from './engine-changes.js';
import { freshWorld, memoryPorts, OUTCOME_NOW } from './outcome-harness.js';

const turn: Turn = {
  actor: { id: 'u1', familyId: 'f1' } as Actor,
  language: 'ar',
  timeZone: 'Asia/Riyadh',
  now: OUTCOME_NOW,
};

describe('a move of the time alone (issue 28)', () => {
  it('keeps the row’s own half of the day for a bare hour, never a small hour of the night', () => {
    const bare = { time: '18:30', timeBare: true };
    expect(ownHalf(bare, '06:45')).toBe('06:30');
    expect(ownHalf(bare, '17:00')).toBe('18:30');
    // "make it 4" of a 9 am row: 4 pm, not 4 am.
    expect(ownHalf({ time: '16:00', timeBare: true }, '09:00')).toBe('16:00');
    // A day said with the bare hour («خلوه يوم ٣٠ الساعة ٩» of a 9 am row): still its half.
    expect(ownHalf({ ...bare, date: '2026-11-16' }, '06:45')).toBe('06:30');
    // am/pm said: as said.
    expect(ownHalf({ time: '18:30' }, '06:45')).toBe('18:30');
  });

  it('moves a morning task to the morning hour said bare («قدّم … للساعة ٦ ونص»)', async () => {
    const world = freshWorld();
    const engine = new AssistantEngine(memoryPorts(world));
    const row = world.tasks.find((t) => t.title === 'توصيل تالا للروضة')!;
    const before = row.dueDate;
    await engine.answer('قدّم توصيل تالا للروضة للساعة ٦ ونص', turn);
    const after = world.tasks.find((t) => t.id === row.id)!;
    expect(after.dueDate).not.toBe(before);
    expect(new Date(after.dueDate!).toISOString()).toBe('2026-11-15T03:30:00.000Z');
  });
});

describe('a loose move is confirmed with what it will write (issue 28)', () => {
  it('says the row’s own half of the day for a bare hour, then writes that very time', async () => {
    for (const [language, text, asked] of [
      [
        'en',
        'move tala drop off to 6:30',
        'Move “توصيل تالا للروضة” to Sunday 15 November at 6:30 am?',
      ],
      [
        'ar',
        'قدّم توصيل تالا للساعة ٦ ونص',
        'أنقل «توصيل تالا للروضة» إلى الأحد، ١٥ نوفمبر في ٦:٣٠ ص؟',
      ],
    ] as const) {
      const world = freshWorld();
      const engine = new AssistantEngine(memoryPorts(world));
      const at = { ...turn, language };
      const row = world.tasks.find((t) => t.title === 'توصيل تالا للروضة')!;
      const before = row.dueDate;
      const answer = await engine.answer(text, at);
      // Asked, not done: the title was matched loosely.
      expect(answer.response).toBe(asked);
      expect(world.tasks.find((t) => t.id === row.id)!.dueDate).toBe(before);
      const confirmed = await engine.act(
        [answer.question!.understanding],
        at,
        await engine.context(at),
        true,
      );
      expect(confirmed.actions).toHaveLength(1);
      // 6:30 am in Riyadh, as the question said (not the 18:30 the bare hour first read as).
      expect(world.tasks.find((t) => t.id === row.id)!.dueDate).toBe('2026-11-15T03:30:00.000Z');
    }
  });
});
