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

describe('questions said other ways (issue 28, session 23): nothing changes', () => {
  it('answers questions said as commands: "walk me through …", «عطيني …», "a rundown of …"', async () => {
    expect(await ask("walk me through reem's day on thursday", 'en')).toContain(
      'Buy a birthday present for Tala',
    );
    expect(await ask('عطيني شغلات أنور بكرة', 'ar')).toContain('توصيل تالا للروضة');
    const week = await ask('give me a rundown of the week ahead for Faisal', 'en');
    expect(week).toContain('زيارة عمي سعد');
    expect(week).not.toContain('Renew the Camry insurance');
    expect(await ask('which of Ziad’s tasks are low priority?', 'en')).toContain(
      'Return the library books',
    );
  });

  it('answers the cars’ jobs by a day, a document or maintenance asked yes or no', async () => {
    const cars = await ask('what car jobs are due by the 20th?', 'en');
    expect(cars).toContain('غسيل الكامري');
    expect(cars).not.toContain('Oil change for the Patrol');
    expect(await ask('اليارس محتاجة شي؟', 'ar')).toContain('تجديد استمارة اليارس');
    expect(await ask("Faisal's passport - does it run out this year?", 'en')).toContain(
      'جواز فيصل',
    );
    expect(await ask('is the AC filter cleaning next week?', 'en')).toContain('AC filter cleaning');
  });

  it('answers who goes besides someone, who takes a member, and when and who of one row', async () => {
    expect(await ask('besides Faisal, who else goes to the football match?', 'en')).toContain(
      'Ziad',
    );
    expect(await ask('مين بيودي زياد لحصة السباحة بكرة؟', 'ar')).toContain('حصة السباحة لزياد');
    const both = await ask("when's the dentist and who's going?", 'en');
    expect(both).toContain('Dentist appointment');
    expect(both).toContain('هدى');
  });

  it('answers the first or last of a day, what is with someone, and the weekly tasks', async () => {
    const last = await ask("what's the last thing on tonight?", 'en');
    expect(last).toContain('Put the bins out');
    expect(last).not.toContain('Feed the cat');
    const aunt = await ask('عندنا شي مع خالتي منيرة بكرة؟', 'ar');
    expect(aunt).toContain('زيارة خالتي منيرة');
    expect(aunt).not.toContain('حصة السباحة لزياد');
    expect(await ask('وش المهام الأسبوعية؟', 'ar')).toContain('سقي النخل');
    expect(await ask('شنو عندنا يوم ١٩؟', 'ar')).toContain('دفع فاتورة الكهرباء');
    const five = await ask('بكرة الساعة ٥ مين عنده مشوار؟', 'ar');
    expect(five).toContain('توصيل ريم للنادي');
    expect(five).not.toContain('توصيل تالا للروضة');
  });

  it('says a plan of the one who has the task is theirs, and a list wanted is no new row', async () => {
    expect(await ask("Reem's gonna feed the cat after her homework", 'en')).toContain(
      'Feed the cat',
    );
    expect(await ask('هدى خلصت فاتورة الماء ولا باقي عليها؟', 'ar')).toContain('دفع فاتورة الماء');
    expect(await ask('أبي المواعيد اللي بكرة', 'ar')).toContain('زيارة خالتي منيرة');
  });
});
