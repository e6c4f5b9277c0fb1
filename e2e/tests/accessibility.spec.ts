import {
  expect,
  openAuthPage,
  seriousViolations,
  signUpViaForm,
  test,
  uniqueEmail,
  useLanguage,
  type Language,
} from './fixtures';

for (const language of ['ar', 'en'] as Language[]) {
  test.describe(`accessibility (${language})`, () => {
    test('the auth screen has no serious axe violations', async ({ page }) => {
      await useLanguage(page, language);
      await openAuthPage(page);
      await expect(page.getByRole('tablist')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the app shell has no serious axe violations', async ({ page }) => {
      await useLanguage(page, language);
      await signUpViaForm(page, language, uniqueEmail(`a11y-${language}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
