import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/session-guard.js';
import { AssistantEngine, type Turn } from './assistant-engine.js';
import { askFresh, freshWorld, memoryPorts, OUTCOME_NOW } from './outcome-harness.js';

const ask = async (text: string, language: 'ar' | 'en') => {
  const { response, changed } = await askFresh(text, language);
  // A question changes nothing.
  expect(changed).toBe(false);
  return response;
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

  it('lists the events and tasks of days asked about: "this week", «خلال أسبوع», a member\'s', async () => {
    const week = await ask('what events do we have this week?', 'en');
    for (const title of ['Eye doctor appointment', "Ziad's football match", 'زيارة عمي سعد'])
      expect(week).toContain(title);
    expect(week).not.toContain('حفل المدرسة لتالا');
    expect(await ask('إيش المواعيد اللي عندنا خلال أسبوع؟', 'ar')).toContain('Dentist appointment');
    const faisal = await ask("what's Faisal got on in the next 7 days?", 'en');
    expect(faisal).toContain("Ziad's football match");
    expect(faisal).not.toContain('تنظيف خزان الماء');
  });

  it('answers "the next appointment", «على مين …», yes-or-no and "what time is …" questions', async () => {
    expect(await ask("when's the next appointment?", 'en')).toContain('Dentist appointment');
    expect(await ask('على مين غسيل الكامري؟', 'ar')).toContain('أنور');
    expect(await ask("is Ziad's football match on thursday?", 'en')).toContain('Thursday');
    expect(await ask("what time is dinner at Abu Khalid's tonight?", 'en')).toContain('8:00 pm');
    expect(await ask('is the Camry insurance expiring soon?', 'en')).toContain('expires on');
  });

  it('reads documents of next month and the house maintenance coming up, in Arabic', async () => {
    const next = await ask('وش الوثائق اللي تخلص الشهر الجاي؟', 'ar');
    expect(next).toContain('Patrol registration');
    expect(next).not.toContain("Huda's passport");
    expect(await ask('وش الصيانة اللي جاية؟', 'ar')).toContain('صيانة المسبح');
    expect(await ask("when's the pest control spraying?", 'en')).toContain('رش المبيدات');
  });
});

describe('a reminder said with an hour and no day (issue 28)', () => {
  it('puts a reminder for an hour already past today on tomorrow', async () => {
    const world = freshWorld();
    const turn: Turn = {
      actor: { id: 'u1', familyId: 'f1' } as Actor,
      language: 'ar',
      timeZone: 'Asia/Riyadh',
      now: OUTCOME_NOW,
    };
    await new AssistantEngine(memoryPorts(world)).answer('ذكريني الساعة ٧ الصبح أصحي العيال', turn);
    const added = world.tasks.find((t) => t.title === 'أصحي العيال');
    expect(added?.dueDate).toBe('2026-11-15T04:00:00.000Z');
  });
});
