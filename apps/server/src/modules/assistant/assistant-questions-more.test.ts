import { describe, expect, it } from 'vitest';
import { askFresh } from './outcome-harness.js';

const ask = async (text: string, language: 'ar' | 'en') => {
  const { response, changed } = await askFresh(text, language);
  // A question changes nothing.
  expect(changed).toBe(false);
  return response;
};

describe('more questions the assistant answers (issue 28, batch 8): nothing changes', () => {
  it('reads questions said without a question word: "is anyone …", «في أحد …», "how many …"', async () => {
    expect(await ask('is anybody picking up the kids from school tomorrow', 'en')).toContain(
      'أنور',
    );
    expect(await ask('فيه أحد بيوصل تالا للروضة بكرة؟', 'ar')).toContain('أنور');
    expect(await ask('how many jobs has Grace got this week', 'en')).toContain(
      'Order drinking water',
    );
  });

  it('lists tasks of the middle priority, open ones said, and a member’s appointments', async () => {
    expect(await ask('which tasks have medium priority and are still pending?', 'en')).toContain(
      'Call the plumber',
    );
    expect(await ask('وش المهام اللي أولويتها عالية', 'ar')).toContain('تجديد استمارة اليارس');
    expect(await ask('وش مواعيد تالا الجاية؟', 'ar')).toContain('حفل المدرسة لتالا');
  });

  it('answers what is due for a car, and the house maintenance of the day said', async () => {
    expect(await ask('anything due for the Patrol?', 'en')).toContain('Oil change for the Patrol');
    const friday = await ask('is any maintenance due on friday?', 'en');
    expect(friday).toContain('AC filter cleaning');
    expect(friday).not.toContain('رش المبيدات');
    expect(await ask('what maintenance is overdue?', 'en')).not.toContain('AC filter cleaning');
  });

  it('answers what there is for a member ("anything for Tala tomorrow?")', async () => {
    expect(await ask('anything for tala tomorrow?', 'en')).toContain('زيارة خالتي منيرة');
  });

  it('lists only what is on at the clock time asked about, and reads «ما هي …»', async () => {
    const five = await ask('وش عندنا بكرة الساعة ٥ العصر؟', 'ar');
    expect(five).toContain('حصة السباحة لزياد');
    expect(five).not.toContain('زيارة خالتي منيرة');
    expect(await ask("what's on tomorrow?", 'en')).toContain('زيارة خالتي منيرة');
    expect(await ask('ما هي مواعيد بكرة', 'ar')).toContain('زيارة خالتي منيرة');
  });

  it('answers whose tasks a day has, a member’s undated ones, a yes-or-no with members', async () => {
    const tomorrow = await ask('who has tasks tomorrow?', 'en');
    expect(tomorrow).toContain('أنور');
    expect(tomorrow).not.toContain('زيارة خالتي منيرة');
    const faisal = await ask('what has Faisal got without a due date?', 'en');
    expect(faisal).toContain('Call the AC technician');
    expect(faisal).not.toContain('Renew the Camry insurance');
    expect(await ask('هل تالا رايحة مع هدى لخالتي منيرة؟', 'ar')).toContain('زيارة خالتي منيرة');
  });

  it('lists the documents expiring before a day, not on it', async () => {
    const before = await ask('which documents expire before the 27th?', 'en');
    expect(before).toContain('إقامة غريس');
    expect(before).not.toContain('استمارة اليارس');
  });

  it('answers a thing not done yet, asked, with the task', async () => {
    expect(await ask("Ziad hasn't put the bins out yet, right?", 'en')).toContain(
      'Put the bins out',
    );
  });
});
