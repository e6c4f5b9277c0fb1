import {
  expect,
  openAuthPage,
  signUpViaForm,
  test,
  uniqueEmail,
  useLanguage,
  type Language,
} from './fixtures';
import {
  appRoutes,
  publicRoutes,
  report,
  seed,
  seedFamily,
  walkRoute,
  type WalkProblem,
} from './walk';

/**
 * Issue 26's guard: every route and every tab, in Arabic and in English, on a phone and on a
 * desktop. Arabic: right to left everywhere (tab lists and panels, tab order), no page wider than
 * the screen, tap targets of 44 px and more on a phone, no Latin word but user data and allowed
 * names, one numbering system per text. English: left to right, no Arabic.
 */
for (const language of ['ar', 'en'] as Language[]) {
  for (const width of [390, 1280]) {
    test(`every route and tab reads ${language === 'ar' ? 'right to left, in Arabic' : 'left to right, in English'} at ${width}px`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(360_000);
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await useLanguage(page, language);
      const problems: WalkProblem[] = [];
      const options = { language, width, userData: [] as string[] };
      for (const route of publicRoutes) {
        if (route.url === '/auth') {
          await openAuthPage(page);
        }
        problems.push(...(await walkRoute(page, route, options)));
      }

      const email = uniqueEmail(`walk-${language}-${width}`);
      const s = seed[language];
      await signUpViaForm(page, language, email, s.member);
      const token = await seedFamily(page.request, baseURL!, language);
      const userData = [email, ...Object.values(s), ...s.tags.split(/[,،] */)];
      for (const route of [...appRoutes, { name: 'invite', url: `/invite/${token}` }]) {
        problems.push(...(await walkRoute(page, route, { ...options, userData })));
      }
      expect(report(problems)).toEqual([]);
    });
  }
}
