import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, seriousViolations, signUp, test, uniqueEmail, useLanguage } from './fixtures';

/** Screenshots go to e2e/screenshots, or where NOTIF_SHOTS says (the review's /tmp/notif-shots). */
const shots = process.env.NOTIF_SHOTS ?? path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(shots, { recursive: true });

test.describe.configure({ timeout: 120_000 });
// The bell's panel offers this device's push switch, which needs the service worker (blocked
// elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const t = {
  en: {
    bell: 'Notifications',
    unread: 'Notifications, 1 unread',
    item: 'Overdue task: Pay the electricity bill',
    today: 'Today',
    earlier: 'Earlier',
    empty: "You're all caught up",
    markAll: 'Mark all as read',
    tasks: 'Tasks',
    overdueSwitch: 'Overdue tasks',
    digest: 'A morning e-mail with what needs attention',
    pushSwitch: 'Notify this device',
  },
  ar: {
    bell: 'الإشعارات',
    unread: 'الإشعارات، إشعار واحد غير مقروء',
    item: 'مهمة متأخرة: Pay the electricity bill',
    today: 'اليوم',
    earlier: 'سابقًا',
    empty: 'لا جديد الآن',
    markAll: 'تعليم الكل كمقروء',
    tasks: 'المهام',
    overdueSwitch: 'المهام المتأخرة',
    digest: 'بريد صباحي بما يحتاج إلى انتباهك',
    pushSwitch: 'تنبيه هذا الجهاز',
  },
} as const;

const combos = [
  ['ar', 390],
  ['en', 1280],
  ['ar', 1280],
  ['en', 390],
] as const;

for (const [language, width] of combos) {
  test(`the bell in ${language} at ${width}px: an overdue task lights the dot until read`, async ({
    page,
  }) => {
    const s = t[language];
    const mobile = width < 768;
    await page.setViewportSize({ width, height: mobile ? 844 : 900 });
    await useLanguage(page, language);
    await signUp(page, language, uniqueEmail(`notif-${language}-${width}`));
    const origin = new URL(page.url()).origin;

    // Nothing yet: no dot, and the panel says so.
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(s.bell);
    await expect(page.getByTestId('notification-dot')).toHaveCount(0);
    await bell.click();
    await expect(page.getByTestId('notification-panel')).toContainText(s.empty);
    await page.keyboard.press('Escape');

    // A task due yesterday arrives (live, no reload): the dot shows with the count.
    const answer = await page.request.post('/api/tasks', {
      headers: { origin },
      data: {
        title: 'Pay the electricity bill',
        location: 'Home',
        dueDate: new Date(Date.now() - 26 * 3600_000).toISOString(),
      },
    });
    expect(answer.status()).toBe(201);
    await expect(page.getByTestId('notification-dot')).toBeVisible();
    await expect(bell).toHaveAccessibleName(s.unread);

    await bell.click();
    const panel = page.getByTestId('notification-panel');
    await expect(panel.getByRole('heading', { name: s.earlier })).toBeVisible();
    const item = panel.getByTestId('notification-item');
    await expect(item).toContainText(s.item);
    await expect(panel.getByRole('button', { name: s.markAll })).toBeVisible();
    expect(await seriousViolations(page), 'bell panel').toEqual([]);
    await page.screenshot({ path: path.join(shots, `bell-panel-${language}-${width}.png`) });

    // Opening it goes to the tasks screen and marks it read: the dot goes.
    await item.click();
    await expect(page).toHaveURL(/\/app\/tasks$/);
    await expect(page.getByTestId('notification-dot')).toHaveCount(0);
    await expect(bell).toHaveAccessibleName(s.bell);
    await bell.click();
    await expect(panel.getByTestId('notification-item')).toHaveAttribute('data-read', 'true');
    await page.keyboard.press('Escape');

    // Settings → Notifications: a switch per kind, the daily e-mail, and push on this device
    // (the app's service worker is there, so the switch is offered, off).
    await page.goto('/app/settings/notifications');
    await expect(page.getByRole('switch', { name: s.overdueSwitch })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('switch', { name: s.digest })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByRole('switch', { name: s.pushSwitch })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(await seriousViolations(page), 'settings notifications').toEqual([]);
    await page.screenshot({
      path: path.join(shots, `settings-notifications-${language}-${width}.png`),
      fullPage: true,
    });
    // Turning overdue tasks off empties the list.
    await page.getByRole('switch', { name: s.overdueSwitch }).click();
    await expect(page.getByRole('switch', { name: s.overdueSwitch })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await bell.click();
    await expect(page.getByTestId('notification-panel')).toContainText(s.empty);
  });
}

test("sharing my location near an open task's place: «أنت قريب من العثيم: شراء حليب», once", async ({
  browser,
}) => {
  // 200 m north of the task's place.
  const context = await browser.newContext({
    geolocation: { latitude: 24.7018, longitude: 46.68 },
    permissions: ['geolocation'],
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await useLanguage(page, 'ar');
  await signUp(page, 'ar', uniqueEmail('nearby'), 'سارة العتيبي');
  const task = await page.request.post('/api/tasks', {
    data: { title: 'شراء حليب', location: 'العثيم', latitude: 24.7, longitude: 46.68 },
  });
  expect(task.status()).toBe(201);
  // The family's distance, in Arabic digits (default 500 m).
  await page.goto('/app/family');
  await page.getByRole('tab', { name: 'الإشعارات' }).click();
  await expect(
    page.getByRole('switch', { name: 'عند الاقتراب من مكان مهمة (للأفراد الذين يشاركون موقعهم)' }),
  ).toBeChecked();
  await expect(page.getByTestId('nearby-distance').locator('option:checked')).toHaveText('٥٠٠ متر');

  const bell = page.getByTestId('notification-bell');
  await page.goto('/app/location-intelligence');
  await expect(page.getByTestId('notification-dot')).toHaveCount(0);
  await page.getByRole('switch', { name: 'مشاركة موقعي' }).check();
  await expect(page.getByTestId('notification-dot')).toBeVisible();
  await bell.click();
  const item = page.getByTestId('notification-panel').getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('أنت قريب من العثيم: شراء حليب');
  await page.screenshot({ path: path.join(shots, 'bell-nearby-ar-390.png') });
  // Shared again the same day: still one.
  const again = await page.request.put('/api/family/location', {
    data: { latitude: 24.7005, longitude: 46.68 },
  });
  expect(again.status()).toBe(200);
  const list = (await (
    await page.request.get('/api/notifications?timeZone=Asia/Riyadh')
  ).json()) as {
    notifications: { kind: string }[];
  };
  expect(list.notifications.filter((n) => n.kind === 'taskNearby')).toHaveLength(1);
  await context.close();
});
