import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  openAuthPage,
  signUpViaForm,
  test,
  uniqueEmail,
  useLanguage,
  type Language,
} from './fixtures';

const widths = [390, 1280];
const dir = path.resolve(import.meta.dirname, '../screenshots');

const expected = {
  ar: { authTitle: 'مرحبًا بك في أسرة', nav: 'التنقل الرئيسي', name: 'سارة العتيبي', dir: 'rtl' },
  en: { authTitle: 'Welcome to Usra', nav: 'Main navigation', name: 'Sara Ali', dir: 'ltr' },
} as const;

/**
 * Text that looks like a translation key (`cards.total`, `tasks:title`) or a placeholder left
 * unfilled (`{{name}}`): what i18next shows for a missing entry. E-mail addresses and web
 * addresses are dropped first, since they have dots too.
 */
function untranslated(text: string): string[] {
  const plain = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  const keys = plain.match(/\b[a-z][a-zA-Z0-9]+(?:[.:][a-zA-Z][a-zA-Z0-9]+)+\b/g) ?? [];
  const placeholders = plain.match(/{{[^}]*}}/g) ?? [];
  return [...keys, ...placeholders];
}

/** The page is in `language`, right to left for Arabic, and every text is translated. */
async function expectTranslated(page: Page, language: Language) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language);
  await expect(html).toHaveAttribute('dir', expected[language].dir);
  expect(untranslated(await page.locator('body').innerText())).toEqual([]);
}

async function capture(page: Page, name: string) {
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

for (const language of ['ar', 'en'] as Language[]) {
  for (const width of widths) {
    test(`screenshots of /auth and the shell, ${language}, ${width}px`, async ({ page }) => {
      const t = expected[language];
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await useLanguage(page, language);
      await openAuthPage(page);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t.authTitle })).toBeVisible();
      await expect(page.getByRole('tablist')).toBeVisible();
      await expectTranslated(page, language);
      await capture(page, `auth-${language}-${width}`);

      await signUpViaForm(page, language, uniqueEmail(`shot-${language}-${width}`), t.name);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('navigation', { name: t.nav })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.name);
      await expectTranslated(page, language);
      await capture(page, `shell-${language}-${width}`);

      // House maintenance (issue 14): its summary on a phone, its cards and tabs on a desktop.
      await page.goto('/app/house-maintenance');
      await expect(page.getByTestId('items-empty')).toBeVisible();
      await expectTranslated(page, language);
      await capture(page, `house-maintenance-${language}-${width}`);
    });
  }
}
