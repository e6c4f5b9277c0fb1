import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/session-guard.js';
import { AssistantEngine, type Turn } from './assistant-engine.js';
import { freshWorld, memoryPorts, OUTCOME_NOW } from './outcome-harness.js';

const turn = (language: 'ar' | 'en'): Turn => ({
  actor: { id: 'u1', familyId: 'f1' } as Actor,
  language,
  timeZone: 'Asia/Riyadh',
  now: OUTCOME_NOW,
});

describe('deleting through the assistant (issue 28): never unasked, always undoable', () => {
  it('asks which when the words fit several rows, one chip each, and deletes nothing', async () => {
    const world = freshWorld();
    const engine = new AssistantEngine(memoryPorts(world));
    const before = world.tasks.length;
    const answer = await engine.answer('delete the call task', turn('en'));
    expect(answer.question?.choices.map((c) => c.label)).toEqual([
      'Call the plumber',
      'Call the AC technician',
      'Cancel',
    ]);
    expect(world.tasks.length).toBe(before);
    const ar = await engine.answer('احذف مهمة الفاتورة', turn('ar'));
    expect(ar.question?.choices.map((c) => c.label).sort()).toEqual(
      ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء', 'إلغاء'].sort(),
    );
  });

  it('confirms even an exact title first; Confirm deletes it and Undo makes it again', async () => {
    const world = freshWorld();
    const engine = new AssistantEngine(memoryPorts(world));
    const asked = await engine.answer('remove the dentist appointment', turn('en'));
    expect(asked.response).toBe('Delete “Dentist appointment”?');
    expect(world.events.some((e) => e.title === 'Dentist appointment')).toBe(true);
    const context = await engine.context(turn('en'));
    const done = await engine.act([asked.question!.understanding], turn('en'), context, true);
    expect(done.response).toContain('Deleted “Dentist appointment” from the calendar.');
    expect(world.events.some((e) => e.title === 'Dentist appointment')).toBe(false);
    // Its link opens the calendar, never the id that no longer exists.
    expect(done.actions.map((a) => [a.kind, a.label, a.link])).toEqual([
      ['event_deleted', 'Dentist appointment', '/app/calendar'],
    ]);
    expect(await engine.undo(done.inverse, turn('en'))).toBe(true);
    expect(world.events.filter((e) => e.title === 'Dentist appointment')).toHaveLength(1);
  });

  it('says a row it does not have is not found, and never deletes another', async () => {
    const world = freshWorld();
    const engine = new AssistantEngine(memoryPorts(world));
    const before = JSON.stringify(world);
    const answer = await engine.answer('delete the piano lesson', turn('en'));
    expect(answer.response).toMatch(/couldn't find/);
    expect(JSON.stringify(world)).toBe(before);
  });

  it('takes «شيل … من التقويم» and «الغي» as deletions, asked first', async () => {
    const world = freshWorld();
    const engine = new AssistantEngine(memoryPorts(world));
    const answer = await engine.answer('شيل موعد الدكتور من التقويم', turn('ar'));
    expect(answer.question?.choices.map((c) => c.label)).toContain('Eye doctor appointment');
    expect(answer.question?.choices.map((c) => c.label)).toContain('Dentist appointment');
    const cancel = await engine.answer('الغي موعد الأسنان', turn('ar'));
    expect(cancel.response).toBe('أحذف «Dentist appointment»؟');
    expect(cancel.actions).toEqual([]);
  });
});
