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
const ask = async (text: string, language: 'ar' | 'en') => {
  const world = freshWorld();
  const before = JSON.stringify(world);
  const answer = await new AssistantEngine(memoryPorts(world)).answer(text, turn(language));
  expect(JSON.stringify(world)).toBe(before);
  return answer.response;
};

describe('questions the assistant answers (issue 28): nothing changes', () => {
  it("answers when a named document expires ('when does Grace's iqama run out?')", async () => {
    expect(await ask("when does Grace's iqama run out?", 'en')).toBe(
      '“إقامة غريس” expires on Sunday 22 November.',
    );
  });

  it("lists a member's events of the day with their tasks, typos and all", async () => {
    const reply = await ask('wht does ziad have on tmrw', 'en');
    expect(reply).toContain('حصة السباحة لزياد');
    expect(reply).toContain('ترتيب غرفة الألعاب');
    expect(reply).not.toContain('Put the bins out');
  });

  it('reads Levantine and Egyptian questions: «شو عنا …», «إمتى … بتاع …», maintenance today', async () => {
    const monday = await ask('شو عنا يوم الاتنين؟', 'ar');
    expect(monday).toContain('Dentist appointment');
    expect(monday).toContain('دفع فاتورة الماء');
    expect(await ask('إمتى ميعاد الأسنان بتاع تالا؟', 'ar')).toContain('Dentist appointment');
    expect(await ask('وش الصيانات اللي علينا اليوم؟', 'ar')).toContain('رش المبيدات');
  });
});
