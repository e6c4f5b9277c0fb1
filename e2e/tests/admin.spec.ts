import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  PASSWORD,
  signUpViaForm,
  test,
  uniqueEmail,
  useLanguage,
  type Language,
} from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const shots = path.resolve(import.meta.dirname, '../screenshots');

/** Sets a role through the admin CLI against the e2e server's data (as an operator would). */
function setRole(email: string, command: 'promote' | 'demote') {
  execFileSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/cli/admin.js'), command, email],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, LOG_LEVEL: 'silent' },
      stdio: 'pipe',
    },
  );
}

async function signUpByApi(request: APIRequestContext, email: string, fullName: string) {
  const response = await request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, fullName },
  });
  expect(response.status()).toBe(201);
}

async function signUpAdmin(page: Page, language: Language, name: string) {
  const email = uniqueEmail('admin');
  await signUpViaForm(page, language, email, name);
  setRole(email, 'promote');
  return email;
}

const t = {
  en: {
    title: 'Admin Portal',
    usersTab: /^Users \(/,
    promote: 'Make admin',
    demote: 'Remove admin',
    confirm: 'Confirm',
    promoted: 'User promoted to admin successfully',
    demoted: 'Admin demoted to user successfully',
    admin: 'Administrator',
    user: 'User',
  },
  ar: {
    title: 'بوابة الإدارة',
    usersTab: /^المستخدمون \(/,
    promote: 'ترقية إلى مسؤول',
    demote: 'إلغاء صلاحية المسؤول',
    confirm: 'تأكيد',
    promoted: 'تمت ترقية المستخدم إلى مسؤول بنجاح',
    demoted: 'تم تحويل المسؤول إلى مستخدم بنجاح',
    admin: 'مسؤول',
    user: 'مستخدم',
  },
} as const;

test('a non-admin sees Access Denied and is sent to the dashboard', async ({ page }) => {
  await useLanguage(page, 'en');
  const email = uniqueEmail('member');
  await signUpViaForm(page, 'en', email, 'Omar Saleh');
  setRole(email, 'demote');
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // Without a click it goes there by itself.
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 6000 });
});

for (const language of ['en', 'ar'] as Language[]) {
  test(`an admin promotes and demotes a user after confirming (${language})`, async ({ page }) => {
    const l = t[language];
    await useLanguage(page, language);
    const memberEmail = uniqueEmail('promoted');
    await signUpByApi(page.request, memberEmail, 'Huda Nasser');
    // The first account of a fresh server is its admin; this one must start as a user.
    setRole(memberEmail, 'demote');
    await page.context().clearCookies();
    await signUpAdmin(page, language, language === 'ar' ? 'نورة المسؤولة' : 'Nora Admin');
    await page.goto('/app/dashboard');
    await page.getByRole('link', { name: l.title }).click();
    await expect(page.getByRole('heading', { name: l.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('stat-totalUsers')).not.toContainText('…');
    await expect(page.getByTestId('last-updated')).toBeVisible();

    await page.getByRole('tab', { name: l.usersTab }).click();
    const row = page.locator(`[data-testid="admin-user-row"][data-email="${memberEmail}"]`);
    await expect(row).toContainText(l.user);
    await row.getByRole('button', { name: new RegExp(l.promote) }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: l.confirm }).click();
    await expect(page.getByText(l.promoted)).toBeVisible();
    await expect(row).toContainText(l.admin);

    await row.getByRole('button', { name: new RegExp(l.demote) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: l.confirm }).click();
    await expect(page.getByText(l.demoted)).toBeVisible();
    await expect(row.getByRole('button', { name: new RegExp(l.promote) })).toBeVisible();
  });
}

for (const language of ['ar', 'en'] as Language[]) {
  for (const width of [390, 1280]) {
    test(`screenshots of the admin portal, ${language}, ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await useLanguage(page, language);
      await signUpAdmin(page, language, language === 'ar' ? 'نورة المسؤولة' : 'Nora Admin');
      await page.goto('/app/admin');
      await expect(page.getByTestId('stat-totalUsers')).not.toContainText('…');
      await expect(page.getByTestId('health-database')).toBeVisible();
      await page.screenshot({
        path: path.join(shots, `admin-overview-${language}-${width}.png`),
        fullPage: true,
      });
      await page.getByRole('tab', { name: t[language].usersTab }).click();
      await page.screenshot({
        path: path.join(shots, `admin-users-${language}-${width}.png`),
        fullPage: true,
      });
      await page.getByRole('tab').nth(2).click();
      await expect(page.getByTestId('activity-log')).toBeVisible();
      // The Recharts chart (loaded with this tab) has drawn its bars.
      await expect(
        page.getByTestId('activity-chart').locator('.recharts-bar-rectangle').first(),
      ).toBeVisible();
      // The chart section alone (a full-page capture resizes the window, which redraws it).
      await page
        .locator('section', { has: page.getByTestId('activity-chart') })
        .screenshot({ path: path.join(shots, `admin-chart-${language}-${width}.png`) });
      await page.screenshot({
        path: path.join(shots, `admin-analytics-${language}-${width}.png`),
        fullPage: true,
      });
      await page.getByRole('tab').nth(3).click();
      await expect(page.getByRole('radio').first()).toBeVisible();
      await page.screenshot({
        path: path.join(shots, `admin-settings-${language}-${width}.png`),
        fullPage: true,
      });
    });
  }
}
