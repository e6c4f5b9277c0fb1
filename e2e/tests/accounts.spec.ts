import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  openAuthPage,
  PASSWORD,
  signInViaForm,
  signUpViaForm,
  test,
  uniqueEmail,
  useLanguage,
  type Language,
} from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const shots = path.resolve(import.meta.dirname, '../screens-accounts');
const NEW_PASSWORD = 'Harbor$Moon8';

/** The admin command line against the e2e server's data, as an operator would run it. */
function adminCli(...args: string[]): string {
  return execFileSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/cli/admin.js'), ...args],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, LOG_LEVEL: 'silent' },
      stdio: 'pipe',
    },
  ).toString();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

test.describe.configure({ timeout: 180_000 });

test('password recovery in Arabic: the request form, an admin reset link, the new password', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'ar');
  const omar = uniqueEmail('omar');
  const signedUp = await page.request.post('/api/auth/sign-up', {
    data: { email: omar, password: PASSWORD, fullName: 'عمر صالح' },
  });
  expect(signedUp.status()).toBe(201);
  adminCli('demote', omar);
  await page.context().clearCookies();

  // Forgot password? → the request form; this server has no SMTP, and says so.
  await openAuthPage(page);
  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The app's first load after the light sign-in page: slow on a busy 2-core machine.
  await expect(page.getByRole('heading', { name: 'نسيت كلمة المرور؟' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('البريد الإلكتروني').fill(omar);
  await page.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }).click();
  const answer = page.getByTestId('reset-requested');
  await expect(answer).toContainText('لم يُرسَل أي بريد');
  await expect(answer).toContainText('رابط إعادة التعيين');
  await shot(page, 'forgot-password-ar-390');

  // The family's administrator makes a reset link in the portal.
  const adminEmail = uniqueEmail('admin');
  await signUpViaForm(page, 'ar', adminEmail, 'نورة المسؤولة');
  adminCli('promote', adminEmail);
  await page.goto('/app/admin');
  await page.getByRole('tab', { name: /^المستخدمون \(/ }).click();
  const card = page.locator(`[data-testid="admin-user-card"][data-email="${omar}"]`);
  await card.getByRole('button', { name: /رابط إعادة التعيين/ }).click();
  const dialog = page.getByTestId('reset-link-dialog');
  await expect(dialog).toContainText('لم يُرسَل أي بريد');
  const link = await dialog.getByTestId('reset-link').inputValue();
  expect(link).toMatch(/\/auth\/reset-password\?token=/);
  await shot(page, 'admin-reset-link-ar-390');

  // Omar, on his own phone, opens the link and chooses a new password.
  const omarContext = await browser.newContext({
    locale: 'ar-SA',
    viewport: { width: 390, height: 844 },
  });
  const omarPage = await omarContext.newPage();
  await useLanguage(omarPage, 'ar');
  await omarPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(omarPage.getByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeVisible({
    timeout: 20_000,
  });
  await omarPage.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('weak');
  await omarPage.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
  await expect(omarPage).toHaveURL(/reset-password/);
  await omarPage.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(NEW_PASSWORD);
  await omarPage.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
  await expect(omarPage.getByTestId('password-reset-done')).toBeVisible();
  await shot(omarPage, 'reset-password-done-ar-390');

  // The link worked once; the new password signs in, the old one does not.
  await omarPage.goto(new URL(link).pathname + new URL(link).search);
  await omarPage.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Another$Moon9');
  await omarPage.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
  await expect(omarPage.getByText('هذا الرابط غير صالح أو انتهت صلاحيته.')).toBeVisible();
  const old = await omarContext.request.post('/api/auth/sign-in', {
    data: { email: omar, password: PASSWORD },
  });
  expect(old.status()).toBe(401);
  await signInViaForm(omarPage, 'ar', omar, NEW_PASSWORD);
  await expect(omarPage).toHaveURL(/\/app\//, { timeout: 20_000 });
  await omarContext.close();
});

test('the command line makes a reset link too', async () => {
  expect(() => adminCli('reset-link', 'nobody-here@example.com')).toThrow();
});

test('declining an invitation in Arabic: the link stops working, the inviter sees Declined', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'ar');
  await signUpViaForm(page, 'ar', uniqueEmail('sara'), 'سارة علي');
  const created = await page.request.post('/api/family/invitations', {
    data: { invitedName: 'لينا', invitedEmail: uniqueEmail('lina'), role: 'child' },
  });
  expect(created.status()).toBe(201);
  const { invitation, emailed } = (await created.json()) as {
    invitation: { token: string };
    emailed: boolean;
  };
  expect(emailed).toBe(false);

  const lina = await browser.newContext({ locale: 'ar-SA', viewport: { width: 390, height: 844 } });
  const linaPage = await lina.newPage();
  await useLanguage(linaPage, 'ar');
  await linaPage.goto(`/invite/${invitation.token}`);
  // The app's first load in a new browser: slow on a busy 2-core machine.
  await expect(linaPage.getByRole('heading', { level: 1 })).toContainText('سارة علي', {
    timeout: 20_000,
  });
  await shot(linaPage, 'invitation-ar-390');
  await linaPage.getByRole('button', { name: 'رفض الدعوة' }).click();
  await linaPage.getByRole('alertdialog').getByRole('button', { name: 'رفض', exact: true }).click();
  await expect(linaPage.getByTestId('invitation-declined-done')).toBeVisible();
  await shot(linaPage, 'invitation-declined-ar-390');
  await linaPage.goto(`/invite/${invitation.token}`);
  await expect(linaPage.getByRole('heading', { name: 'دعوة غير صالحة' })).toBeVisible();
  await lina.close();

  await page.goto('/app/family');
  const pending = page.locator('[data-testid="pending-invitation"][data-status="declined"]');
  await expect(pending).toContainText('لينا');
  await expect(pending.getByTestId('invitation-declined')).toHaveText('مرفوضة');
  await shot(page, 'family-invitation-declined-ar-390');
});

test('a signed-in person opening an invitation chooses: one declines, another joins', async ({
  page,
  browser,
}) => {
  await useLanguage(page, 'en');
  await signUpViaForm(page, 'en', uniqueEmail('nadia'), 'Nadia Saleh');
  const invite = async (invitedName: string) => {
    const created = await page.request.post('/api/family/invitations', {
      data: { invitedName, role: 'member' },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { invitation: { token: string } }).invitation.token;
  };
  const signedIn = async (fullName: string) => {
    const context = await browser.newContext();
    const answer = await context.request.post('/api/auth/sign-up', {
      data: { email: uniqueEmail('signed-in'), password: PASSWORD, fullName },
    });
    expect(answer.status()).toBe(201);
    const tab = await context.newPage();
    await useLanguage(tab, 'en');
    return { context, tab };
  };

  // Omar is signed in to his own family: the link asks him, and he declines.
  const omarToken = await invite('Omar');
  const omar = await signedIn('Omar Hadi');
  await omar.tab.goto(`/invite/${omarToken}`);
  const choice = omar.tab.getByTestId('invitation-choice');
  await expect(choice.getByRole('heading', { level: 1 })).toHaveText("Join Nadia Saleh's family", {
    timeout: 20_000,
  });
  await expect(choice.getByTestId('invitation-role')).toHaveText('Role: Member');
  await expect(choice.getByRole('button', { name: 'Join the family' })).toBeVisible();
  await choice.getByRole('button', { name: 'Decline Invitation' }).click();
  await omar.tab
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Decline', exact: true })
    .click();
  await expect(omar.tab.getByTestId('invitation-declined-done')).toHaveText(
    "You declined the invitation to join Nadia Saleh's family. They can see that you declined.",
  );
  // He stayed in his own family; the link no longer joins.
  const omarFamily = (await (await omar.context.request.get('/api/family')).json()) as {
    family: { name: string };
  };
  expect(omarFamily.family.name).not.toContain('Nadia');
  await omar.tab.goto(`/invite/${omarToken}`);
  await expect(omar.tab.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  const accepted = await omar.context.request.post(`/api/invitations/${omarToken}/accept`, {
    data: {},
  });
  expect(accepted.status()).toBe(404);
  await omar.context.close();

  // Huda is signed in too, and joins with the button.
  const hudaToken = await invite('Huda');
  const huda = await signedIn('Huda Karim');
  await huda.tab.goto(`/invite/${hudaToken}`);
  await huda.tab.getByRole('button', { name: 'Join the family' }).click();
  await expect(huda.tab.getByRole('heading', { name: 'Welcome to the Family!' })).toBeVisible();
  await expect(huda.tab).toHaveURL(/\/app\/family$/, { timeout: 10_000 });
  await expect(huda.tab.getByTestId('member-card').filter({ hasText: 'Huda' })).toBeVisible();
  await huda.context.close();

  // The inviter sees Omar's invitation declined, and Huda as a member.
  await page.goto('/app/family');
  const declined = page.locator('[data-testid="pending-invitation"][data-status="declined"]');
  await expect(declined).toContainText('Omar');
  await expect(declined.getByTestId('invitation-declined')).toHaveText('Declined');
  await expect(page.getByTestId('member-card').filter({ hasText: 'Huda' })).toBeVisible();
  await expect(page.getByTestId('member-card').filter({ hasText: 'Omar' })).toHaveCount(0);
});

for (const language of ['ar', 'en'] as Language[]) {
  for (const width of [390, 1280]) {
    test(`screenshots of the account pages, ${language}, ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await useLanguage(page, language);
      await openAuthPage(page);
      await shot(page, `sign-in-${language}-${width}`);
      await page.goto('/auth/forgot-password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `forgot-password-${language}-${width}`);
      await page.goto('/auth/reset-password?token=example-token');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `reset-password-${language}-${width}`);
      await page.goto('/auth/confirm-email?token=not-a-real-token');
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, `confirm-email-invalid-${language}-${width}`);
    });
  }
}
