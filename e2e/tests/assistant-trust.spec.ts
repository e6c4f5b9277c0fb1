import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, signUpViaForm, test, uniqueEmail, useLanguage } from './fixtures';

/** Screenshots of the chips (issue 28) go to e2e/screens-assistant, or ASSIST_SHOTS. */
const shots = process.env.ASSIST_SHOTS ?? path.resolve(import.meta.dirname, '../screens-assistant');
mkdirSync(shots, { recursive: true });

test.describe.configure({ timeout: 150_000 });

const t = {
  en: {
    launcher: 'Family assistant',
    input: 'Message to the assistant',
    create: 'remind me to call the plumber tomorrow',
    undo: 'Undo',
    undone: 'Undone: everything is back as it was.',
    loose: 'mark the plumber as done',
    question: 'Complete “call the plumber”?',
    confirm: 'Confirm',
    done: 'Marked “call the plumber” as completed.',
  },
  ar: {
    launcher: 'مساعد العائلة',
    input: 'رسالتك إلى المساعد',
    create: 'ذكرني أتصل بالسباك بكرة',
    undo: 'تراجع',
    undone: 'تراجعت عن ذلك، وعاد كل شيء كما كان.',
    loose: 'خلصت السباك',
    question: 'أعلّم «أتصل بالسباك» كمكتملة؟',
    confirm: 'تأكيد',
    done: 'علّمت المهمة «أتصل بالسباك» كمكتملة.',
  },
} as const;

for (const [language, width] of [
  ['en', 1280],
  ['ar', 390],
  ['ar', 1280],
  ['en', 390],
] as const) {
  test(`assistant chips in ${language} at ${width}px: undo, confirm a loose match`, async ({
    page,
  }) => {
    const s = t[language];
    const tag = `${language}-${width}`;
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await useLanguage(page, language);
    await signUpViaForm(page, language, uniqueEmail('trust'));
    await page.getByRole('button', { name: s.launcher }).click();
    const panel = page.getByTestId('assistant-panel');
    const box = panel.getByLabel(s.input);

    await box.fill(s.create);
    await box.press('Enter');
    const undo = panel.getByTestId('assistant-undo');
    await expect(undo).toHaveText(s.undo);
    await page.screenshot({ path: path.join(shots, `assistant-undo-${tag}.png`) });
    await undo.click();
    await expect(panel.getByText(s.undone)).toBeVisible();
    await expect(undo).toHaveCount(0);

    await box.fill(s.create);
    await box.press('Enter');
    await expect(panel.getByTestId('assistant-undo')).toBeVisible();
    await box.fill(s.loose);
    await box.press('Enter');
    await expect(panel.getByText(s.question)).toBeVisible();
    const chips = panel.getByTestId('assistant-choices');
    await expect(chips.getByRole('button')).toHaveCount(2);
    await page.screenshot({ path: path.join(shots, `assistant-confirm-${tag}.png`) });
    await chips.getByRole('button', { name: s.confirm }).click();
    await expect(panel.getByText(s.done)).toBeVisible();
  });
}
