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
  checkPage,
  publicRoutes,
  report,
  seed,
  seedFamily,
  settle,
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

test('a bottom tab opens its screen at the top, and Back returns to where the reader was', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'ar');
  await signUpViaForm(page, 'ar', uniqueEmail('scroll'), seed.ar.member);
  // The dashboard of a family with many tasks is taller than a phone.
  for (let n = 1; n <= 14; n += 1) {
    const answer = await page.request.post('/api/tasks', {
      headers: { origin: baseURL! },
      data: { title: `مهمة رقم ${n}`, location: 'البيت', description: 'تفاصيل '.repeat(20) },
    });
    expect(answer.status()).toBe(201);
  }
  const tabs = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await page.goto('/app/dashboard');
  await settle(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeGreaterThan(300);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const kept = await page.evaluate(() => window.scrollY);

  await tabs.getByRole('link', { name: 'التقويم' }).click();
  await expect(page).toHaveURL(/\/app\/calendar/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(kept - 50);
});

for (const width of [390, 1280]) {
  test(`a toast covers neither the page title, the bell nor the bottom tabs, and lets taps through, at ${width}px`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await useLanguage(page, 'ar');
    await signUpViaForm(page, 'ar', uniqueEmail(`toast-${width}`), seed.ar.member);
    await page.goto('/app/dashboard');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await context.setOffline(true);
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('غير متصل');
    const overlaps = async (other: import('@playwright/test').Locator) => {
      const [a, b] = [await toast.boundingBox(), await other.boundingBox()];
      if (!a || !b) throw new Error('not laid out');
      return !(
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y
      );
    };
    expect(await overlaps(title)).toBe(false);
    expect(await overlaps(page.getByTestId('notification-bell'))).toBe(false);
    if (width < 768)
      expect(await overlaps(page.getByRole('navigation', { name: 'التنقل الرئيسي' }))).toBe(false);
    // A tap on the toast's text reaches whatever lies beneath it, never the toast.
    const box = await toast.boundingBox();
    if (!box) throw new Error('not laid out');
    const hit = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x, y)?.closest('[data-sonner-toast]'),
      [box.x + box.width / 2, box.y + box.height / 2] as const,
    );
    expect(hit).toBe(false);
    await context.setOffline(false);
  });
}

test('the walk fails on what issue 26 found: a left-to-right panel, reversed tabs, an English word', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'ar');
  await signUpViaForm(page, 'ar', uniqueEmail('guard'), seed.ar.member);
  await page.goto('/app/vehicles');
  await settle(page);
  const options = { language: 'ar' as const, width: 390, userData: [] };
  expect(await checkPage(page, '/app/vehicles', options)).toEqual([]);

  // The state the issue reported: the panel and its tab list laid out left to right.
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('[role="tablist"], [role="tabpanel"]')))
      el.setAttribute('dir', 'ltr');
    const panel = document.querySelector('[role="tabpanel"]');
    panel?.insertAdjacentHTML('beforeend', '<p>No overdue maintenance</p>');
  });
  const kinds = new Set((await checkPage(page, '/app/vehicles', options)).map((p) => p.kind));
  expect([...kinds]).toEqual(expect.arrayContaining(['direction', 'tab order', 'latin']));
});
