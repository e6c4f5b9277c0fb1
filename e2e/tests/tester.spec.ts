import path from 'node:path';
import {
  expect,
  type Language,
  seriousViolations,
  signUp,
  test,
  uniqueEmail,
  useLanguage,
} from './fixtures';

const shots = process.env.PWA_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../screenshots');

const copy = {
  en: {
    settings: 'Settings',
    link: /^Application Test Suite/,
    title: 'Application Test Suite',
    run: 'Run All Tests',
    listOnly: 'List only: no map tile URL is configured',
    speech: 'Web Speech API',
    allPassed: 'All tests passed! The app is working correctly.',
    someIssues: 'Most tests passed, with some issues.',
  },
  ar: {
    settings: 'الإعدادات',
    link: /^مجموعة اختبارات التطبيق/,
    title: 'مجموعة اختبارات التطبيق',
    run: 'تشغيل جميع الاختبارات',
    listOnly: 'قائمة فقط: لم يُضبط عنوان لبلاطات الخريطة',
    speech: 'Web Speech API',
    allPassed: 'نجحت جميع الاختبارات! التطبيق يعمل بشكل صحيح.',
    someIssues: 'نجحت معظم الاختبارات، مع بعض المشكلات.',
  },
} as const;

const checks = [
  'authentication',
  'database',
  'familyData',
  'maps',
  'voice',
  'routeOptimization',
  'tasks',
  'calendar',
  'vehicles',
];
// Everything that asks the server: these pass for any signed-in family.
const serverChecks = checks.filter((id) => id !== 'voice');

for (const [language, width] of [
  ['ar', 390],
  ['en', 1280],
  ['ar', 1280],
  ['en', 390],
] as [Language, number][]) {
  test(`runs the nine checks against the real services and sums up (${language}, ${width} px)`, async ({
    page,
  }) => {
    const t = copy[language];
    // Tall enough on desktop for the whole list: a full-page screenshot there resizes the window,
    // which can swap the shell's layout and start the page over.
    await page.setViewportSize({ width, height: width < 768 ? 844 : 1120 });
    await useLanguage(page, language);
    await signUp(page, language, uniqueEmail('tester'));

    // Reached from Settings → System.
    await page.goto('/app/settings');
    await page.getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(/\/app\/tester$/);
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
    const items = page.getByTestId('tester-items').locator('li');
    await expect(items).toHaveCount(9);
    for (const id of checks)
      await expect(page.locator(`[data-check="${id}"]`)).toHaveAttribute('data-status', 'pending');

    // Each status the first check passes through, recorded in the page: on a busy machine the
    // 500 ms it shows "running" can be over before a poll from here would see it.
    await page.evaluate(() => {
      const item = document.querySelector('[data-check="authentication"]')!;
      const seen: string[] = [];
      (window as unknown as { statuses: string[] }).statuses = seen;
      new MutationObserver(() => seen.push(item.getAttribute('data-status') ?? '')).observe(item, {
        attributes: true,
        attributeFilter: ['data-status'],
      });
    });
    await page.getByRole('button', { name: t.run }).click();
    // 8 × 500 ms + 1,000 ms for maps, then the summary.
    const summary = page.getByTestId('tester-summary');
    await expect(summary).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('tester-progress')).toHaveAttribute('aria-valuenow', '100');
    const statuses = await page.evaluate(
      () => (window as unknown as { statuses: string[] }).statuses,
    );
    expect(statuses).toEqual(['running', 'passed']);
    for (const id of serverChecks) {
      await expect(page.locator(`[data-check="${id}"]`), id).toHaveAttribute(
        'data-status',
        'passed',
      );
    }
    await expect(page.locator('[data-check="maps"]')).toContainText(t.listOnly);
    await expect(page.locator('[data-check="voice"]')).toContainText(t.speech);
    const voice = await page.locator('[data-check="voice"]').getAttribute('data-status');
    await expect(summary).toContainText(voice === 'passed' ? t.allPassed : t.someIssues);

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(shots, `tester-${language}-${width}.png`),
      fullPage: width < 768,
    });
  });
}
