import { describe, expect, it } from 'vitest';
import { askFresh } from './outcome-harness.js';

const ask = async (text: string, language: 'ar' | 'en' = 'en') => {
  const { response, changed } = await askFresh(text, language);
  // A question changes nothing.
  expect(changed).toBe(false);
  return response;
};

describe('lists asked about (issue 28, batch 7)', () => {
  it('lists the tasks with no due day, the daily ones, the children and the cars’ papers', async () => {
    const undated = await ask('which tasks have no due date?');
    expect(undated).toContain('Call the AC technician');
    expect(undated).not.toContain('Call the plumber');
    const daily = await ask('what has to be done every single day?');
    expect(daily).toContain('Feed the cat');
    expect(daily).not.toContain('Put the bins out');
    const kids = await ask('من هم الأطفال في العائلة؟', 'ar');
    expect(kids).toContain('تالا');
    expect(kids).not.toContain('Grace');
    const papers = await ask('وش الأوراق اللي عندنا للسيارات؟', 'ar');
    expect(papers).toContain('Camry insurance');
    expect(papers).not.toContain('Fridge warranty');
  });

  it('keeps to the part of the day, the days between and the kind of document asked', async () => {
    const morning = await ask('وش عندنا بكرة الصبح؟', 'ar');
    expect(morning).toContain('توصيل تالا للروضة');
    expect(morning).not.toContain('زيارة خالتي منيرة');
    const between = await ask('إيه اللي عندنا بين ٢٥ و٣٠؟', 'ar');
    expect(between).toContain('تنظيف خزان الماء');
    expect(between).not.toContain('حفل المدرسة لتالا');
    const passports = await ask('whose passport runs out this month?');
    expect(passports).toContain("Huda's passport");
    expect(passports).not.toContain('Camry insurance');
  });

  it('names the one person when every task asked about is theirs', async () => {
    expect(await ask("who's doing the drop-offs tomorrow?")).toBe(
      'أنور is on “توصيل ريم للنادي”, “توصيل تالا للروضة”.',
    );
    expect(await ask('مين بيوصل البنات بكرة؟', 'ar')).toBe(
      'أنور: «توصيل ريم للنادي»، «توصيل تالا للروضة».',
    );
  });
});
