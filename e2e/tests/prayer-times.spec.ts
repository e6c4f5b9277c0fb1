import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, seriousViolations, signUp, test, uniqueEmail, useLanguage } from './fixtures';

const shots = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(shots, { recursive: true });

// Riyadh, in the browser's position and clock.
const RIYADH = { latitude: 24.7136, longitude: 46.6753 };
const TZ = 'Asia/Riyadh';

test.use({ geolocation: RIYADH, permissions: ['geolocation'], timezoneId: TZ });
test.describe.configure({ timeout: 120_000 });

test('Arabic: turn prayer times on in Settings, see the five times, then «بعد العصر» in the assistant', async ({
  page,
  consoleErrors,
}) => {
  await useLanguage(page, 'ar');
  await signUp(page, 'ar', uniqueEmail('prayer'));

  // Settings → Prayer times.
  await page.goto('/app/settings');
  await page.getByRole('link', { name: /مواقيت الصلاة/ }).click();
  await expect(page).toHaveURL(/\/app\/settings\/prayer-times$/);
  await expect(page.getByRole('heading', { level: 1, name: 'مواقيت الصلاة' })).toBeVisible();
  await expect(page.getByText('اختر مكانًا واحفظه لتظهر مواقيت اليوم.')).toBeVisible();

  // Turning it on without a place is refused on the spot.
  const toggle = page.getByRole('switch', { name: 'الأوقات المرتبطة بالصلاة' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('اختر مكانًا لحساب مواقيت الصلاة')).toBeVisible();

  await expect(page.getByLabel('طريقة الحساب')).toHaveValue('ummAlQura');
  await expect(page.getByLabel('طريقة الحساب').locator('option:checked')).toHaveText(
    'أم القرى (مكة المكرمة)',
  );
  await page.getByRole('button', { name: 'استخدم موقعي الحالي' }).click();
  await expect(page.getByLabel('خط العرض')).toHaveValue('24.7136');
  await expect(page.getByLabel('خط الطول')).toHaveValue('46.6753');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم حفظ إعدادات مواقيت الصلاة')).toBeVisible();

  // Today's five times, in Arabic-Indic digits.
  const today = page.getByTestId('prayer-times-today');
  await expect(today.locator('time')).toHaveCount(5);
  for (const name of ['الفجر', 'الظهر', 'العصر', 'المغرب', 'العشاء']) {
    await expect(today.getByText(name, { exact: true })).toBeVisible();
  }
  for (const time of await today.locator('time').all()) {
    await expect(time).toHaveText(/^[٠-٩]{1,2}:[٠-٩]{2}\s?[صم]$/);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'prayer-times-ar.png'), fullPage: true });
  const asrAttr = await today.locator('time[data-prayer="asr"]').getAttribute('datetime');
  const asr = new Date(asrAttr!);
  // The assistant counts from Asr's minute: 20 minutes after it.
  const due = new Date(Math.floor(asr.getTime() / 60_000) * 60_000 + 20 * 60_000);

  // The assistant: a task at Asr's time today.
  await page.getByRole('button', { name: 'مساعد العائلة' }).click();
  const panel = page.getByTestId('assistant-panel');
  const box = panel.getByLabel('رسالتك إلى المساعد');
  await box.fill('ذكرني أتصل بأمي اليوم بعد العصر');
  await box.press('Enter');
  const action = panel.getByTestId('assistant-action').first();
  await expect(action).toContainText('أتصل بأمي');
  const when = new Intl.DateTimeFormat('ar-SA-u-ca-gregory', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: TZ,
  })
    .formatToParts(due)
    .filter((p) => p.type === 'hour' || p.type === 'minute')
    .map((p) => p.value)
    .join(':');
  await expect(panel.getByTestId('assistant-message').last()).toContainText(when);

  // Really created at that time.
  const tasks = (await (await page.request.get('/api/tasks?limit=20')).json()) as {
    tasks: { title: string; dueDate: string | null }[];
  };
  await page.screenshot({ path: path.join(shots, 'prayer-times-assistant-ar.png') });
  expect(tasks.tasks.find((t) => t.title === 'أتصل بأمي')?.dueDate).toBe(due.toISOString());
  expect(consoleErrors).toEqual([]);
});
