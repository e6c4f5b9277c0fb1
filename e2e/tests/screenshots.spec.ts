import path from 'node:path';
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

for (const language of ['ar', 'en'] as Language[]) {
  for (const width of widths) {
    test(`screenshots of /auth and the shell, ${language}, ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await useLanguage(page, language);
      await openAuthPage(page);
      await expect(page.getByRole('tablist')).toBeVisible();
      await page.screenshot({
        path: path.join(dir, `auth-${language}-${width}.png`),
        fullPage: true,
      });
      await signUpViaForm(
        page,
        language,
        uniqueEmail(`shot-${language}-${width}`),
        language === 'ar' ? 'سارة العتيبي' : 'Sara Ali',
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({
        path: path.join(dir, `shell-${language}-${width}.png`),
        fullPage: true,
      });
    });
  }
}
