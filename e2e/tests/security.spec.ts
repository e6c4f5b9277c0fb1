import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  type Language,
  PASSWORD,
  signInViaForm,
  signUp,
  test,
  uniqueEmail,
  useLanguage,
} from './fixtures';
// The server's own test helper: one RFC 6238 implementation for the API and browser tests.
import { totp } from '../../apps/server/src/test/totp';

const shots = path.resolve(import.meta.dirname, '../screenshots');

// Each test signs in several times (password, then code) on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

async function signOutFromSettings(page: Page, label: string) {
  await page.goto('/app/settings');
  await page.getByRole('button', { name: label }).last().click();
  await expect(page).toHaveURL(/\/auth$/);
}

test('two-factor sign-in: turn on, sign in with a code and with a backup code, turn off', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const email = uniqueEmail('2fa');
  await signUp(page, 'en', email);
  await page.goto('/app/settings/security');
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await expect(page.getByTestId('session-device')).toHaveText('Chrome on Windows');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await page.getByLabel('Your password').fill('Wrong#Pass9');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  const qr = page.getByRole('img', { name: 'QR code to add Usra to your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor sign-in is on')).toBeVisible();

  const codes = (await page.getByTestId('backup-codes').locator('li').allInnerTexts()).map((c) =>
    c.trim(),
  );
  expect(codes).toHaveLength(10);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('usra-backup-codes.txt');
  const file = readFileSync(await download.path(), 'utf8');
  for (const code of codes) expect(file).toContain(code);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByTestId('backup-codes')).toHaveCount(0);
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');
  await expect(page.getByTestId('security-activity')).toContainText('Two-factor sign-in turned on');

  // Sign in with a code from the app; a wrong one first.
  await signOutFromSettings(page, 'Sign Out');
  await signInViaForm(page, 'en', email);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid code (4 attempts remaining)');
  // No session yet: the app stays closed.
  expect((await page.request.get('/api/auth/session')).status()).toBe(200);
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ session: null });
  // The current code turned two-factor sign-in on; a code is accepted once, so the next one.
  await page.getByLabel('Verification code').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Sign in with a backup code.
  await signOutFromSettings(page, 'Sign Out');
  await signInViaForm(page, 'en', email);
  await page.getByLabel('Verification code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/settings/security');
  await expect(page.getByTestId('security-activity')).toContainText('Backup code used');

  // New backup codes: the password again, then ten codes unlike the first ones.
  await page.getByRole('button', { name: 'New backup codes' }).click();
  await page.getByLabel('Your password').fill('Wrong#Pass9');
  await page.getByRole('button', { name: 'New backup codes' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'New backup codes' }).click();
  await expect(
    page.getByText('New backup codes are ready. The old ones no longer work.'),
  ).toBeVisible();
  const fresh = (await page.getByTestId('backup-codes').locator('li').allInnerTexts()).map((c) =>
    c.trim(),
  );
  expect(fresh).toHaveLength(10);
  expect(fresh.filter((code) => codes.includes(code))).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'two-factor-new-codes-en-1280.png') });
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByTestId('security-activity')).toContainText('New backup codes made');

  // Turn it off with the password; sign-in is one step again.
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is off')).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await expect(page.getByTestId('security-activity')).toContainText(
    'Two-factor sign-in turned off',
  );
  await signOutFromSettings(page, 'Sign Out');
  await signInViaForm(page, 'en', email);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('the code step in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  const email = uniqueEmail('2fa-ar');
  await signUp(page, 'ar', email, 'سارة العتيبي');
  await page.goto('/app/settings/security');
  await page.getByRole('button', { name: 'إعداد تسجيل الدخول بخطوتين' }).click();
  await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'متابعة' }).click();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('الرمز من التطبيق').fill(totp(secret));
  await page.getByRole('button', { name: 'تفعيل' }).click();
  await page.getByRole('button', { name: 'حفظت رموزي' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('مفعّل');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'رموز احتياطية جديدة' }).click();
  await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'رموز احتياطية جديدة' }).click();
  await expect(page.getByTestId('backup-codes').locator('li')).toHaveCount(10);
  await page.screenshot({ path: path.join(shots, 'two-factor-new-codes-ar-390.png') });
  await page.getByRole('button', { name: 'حفظت رموزي' }).click();
  await expect(page.getByTestId('security-activity')).toContainText('إنشاء رموز احتياطية جديدة');
  await page.setViewportSize({ width: 1280, height: 800 });

  await signOutFromSettings(page, 'تسجيل الخروج');
  await signInViaForm(page, 'ar', email);
  await expect(page.getByRole('heading', { name: 'التحقق بخطوتين' })).toBeVisible();
  await page.getByLabel('رمز التحقق').fill('12');
  await page.getByRole('button', { name: 'تحقّق' }).click();
  await expect(
    page.getByText(
      'أدخل الرمز المكوّن من ٦ أرقام من تطبيق المصادقة أو رمزًا احتياطيًا مثل abcde-12345',
    ),
  ).toBeVisible();
  // The current code turned two-factor sign-in on; a code is accepted once, so the next one.
  await page.getByLabel('رمز التحقق').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'تحقّق' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

for (const language of ['ar', 'en'] as Language[]) {
  test(`database connection tester, ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    await signUp(page, language, uniqueEmail(`dbtest-${language}`));
    await page.goto('/app/settings');
    const texts =
      language === 'en'
        ? { run: 'Run database test', passed: 'All database tests passed!' }
        : { run: 'تشغيل اختبار قاعدة البيانات', passed: 'نجحت جميع اختبارات قاعدة البيانات!' };
    await page.getByRole('button', { name: texts.run }).click();
    await expect(page.getByTestId('db-test-summary')).toHaveText(texts.passed);
    const steps = page.getByTestId('db-test-steps').locator('li');
    await expect(steps).toHaveCount(4);
    for (let i = 0; i < 4; i++) await expect(steps.nth(i)).toHaveAttribute('data-status', 'passed');
    // The test task came and went.
    const tasks = (await (await page.request.get('/api/tasks')).json()) as { tasks: unknown[] };
    expect(tasks.tasks).toHaveLength(0);
  });

  for (const width of [390, 1280]) {
    test(`screenshots of two-factor setup and the code step, ${language}, ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await useLanguage(page, language);
      const email = uniqueEmail(`2fa-shot-${language}-${width}`);
      await signUp(page, language, email, language === 'ar' ? 'سارة العتيبي' : 'Sara Ali');
      const t =
        language === 'en'
          ? {
              setUp: 'Set up two-factor sign-in',
              password: 'Your password',
              go: 'Continue',
              code: 'Code from the app',
              on: 'Turn on',
              run: 'Run database test',
              out: 'Sign Out',
            }
          : {
              setUp: 'إعداد تسجيل الدخول بخطوتين',
              password: 'كلمة المرور',
              go: 'متابعة',
              code: 'الرمز من التطبيق',
              on: 'تفعيل',
              run: 'تشغيل اختبار قاعدة البيانات',
              out: 'تسجيل الخروج',
            };
      await page.goto('/app/settings');
      await page.getByRole('button', { name: t.run }).click();
      await expect(page.getByTestId('db-test-steps').locator('li')).toHaveCount(4);
      await page.screenshot({
        path: path.join(shots, `settings-db-test-${language}-${width}.png`),
        fullPage: true,
      });
      await page.goto('/app/settings/security');
      await page.getByRole('button', { name: t.setUp }).click();
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.go }).click();
      await expect(page.getByTestId('two-factor-qr')).toBeVisible();
      await page.screenshot({
        path: path.join(shots, `security-2fa-setup-${language}-${width}.png`),
        fullPage: true,
      });
      const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
      await page.getByLabel(t.code).fill(totp(secret));
      await page.getByRole('button', { name: t.on }).click();
      await expect(page.getByTestId('backup-codes')).toBeVisible();
      await page.screenshot({
        path: path.join(shots, `security-2fa-codes-${language}-${width}.png`),
        fullPage: true,
      });
      await signOutFromSettings(page, t.out);
      await signInViaForm(page, language, email);
      await expect(page.getByRole('textbox')).toHaveCount(1);
      await page.screenshot({
        path: path.join(shots, `auth-2fa-step-${language}-${width}.png`),
        fullPage: true,
      });
    });
  }
}
