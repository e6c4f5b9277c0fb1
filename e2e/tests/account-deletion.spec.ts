import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import {
  expect,
  PASSWORD,
  signInViaForm,
  signUpViaForm,
  test,
  uniqueEmail,
  useLanguage,
  type Language,
} from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const shots = path.resolve(import.meta.dirname, '../screenshots');

const t = {
  en: {
    open: 'Delete my account',
    dialog: 'Delete your account?',
    password: 'Your password',
    confirm: 'Delete account',
    deleteFamily: /Delete the whole family/,
    transfer: /Hand the family to another adult member/,
    newOwner: 'New owner',
    deleted: 'Your account has been deleted.',
    wrong: 'The password is incorrect. (4 attempts remaining)',
    memberHint: /You stay in the family's member list/,
  },
  ar: {
    open: 'حذف حسابي',
    dialog: 'هل تريد حذف حسابك؟',
    password: 'كلمة المرور',
    confirm: 'حذف الحساب',
    deleteFamily: /حذف العائلة بالكامل/,
    transfer: /تسليم العائلة لفرد بالغ آخر/,
    newOwner: 'المالك الجديد',
    deleted: 'تم حذف حسابك.',
    wrong: 'كلمة المرور غير صحيحة. (تبقّت ٤ محاولات)',
    memberHint: /تبقى في قائمة أفراد العائلة/,
  },
} as const;

/**
 * The first account of the e2e server is its admin; an admin made here by the operator CLI
 * makes sure no account of these tests is the installation's last admin.
 */
async function ensureAnotherAdmin(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
) {
  const request = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('keeper');
  const response = await request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, fullName: 'Keeper Admin' },
  });
  expect(response.status()).toBe(201);
  await request.dispose();
  execFileSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/cli/admin.js'), 'promote', email],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, LOG_LEVEL: 'silent' },
      stdio: 'pipe',
    },
  );
}

/** An account in its own browser context that joins the family of `inviter` (an API context). */
async function joinFamily(inviter: APIRequestContext, joiner: APIRequestContext, name: string) {
  const invitation = await inviter.post('/api/family/invitations', { data: { role: 'spouse' } });
  expect(invitation.status()).toBe(201);
  const token = ((await invitation.json()) as { invitation: { token: string } }).invitation.token;
  const email = uniqueEmail('joiner');
  expect(
    (
      await joiner.post('/api/auth/sign-up', {
        data: { email, password: PASSWORD, fullName: name },
      })
    ).status(),
  ).toBe(201);
  expect((await joiner.post(`/api/invitations/${token}/accept`, { data: {} })).status()).toBe(200);
  return email;
}

async function openDialog(page: Page, language: Language) {
  await page.goto('/app/settings/data');
  await page.getByRole('button', { name: t[language].open }).click();
  const dialog = page.getByRole('dialog', { name: t[language].dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t[language].password)).toBeVisible();
  return dialog;
}

async function expectSignedOutOnLanding(page: Page, language: Language) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(t[language].deleted)).toBeVisible();
}

test('a member deletes the account: wrong password first, then signed out on the landing page', async ({
  page,
  playwright,
  baseURL,
}) => {
  await useLanguage(page, 'en');
  await ensureAnotherAdmin(playwright, baseURL);
  const owner = await playwright.request.newContext({ baseURL });
  const ownerEmail = uniqueEmail('owner');
  expect(
    (
      await owner.post('/api/auth/sign-up', {
        data: { email: ownerEmail, password: PASSWORD, fullName: 'Sara Ali' },
      })
    ).status(),
  ).toBe(201);
  const memberEmail = await joinFamily(owner, page.request, 'Ali Hassan');

  const dialog = await openDialog(page, 'en');
  await expect(dialog.getByText(t.en.memberHint)).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByLabel(t.en.password).fill('Wrong#Pass9');
  await dialog.getByRole('button', { name: t.en.confirm, exact: true }).click();
  await expect(dialog.getByText(t.en.wrong)).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'account-delete-member-en-1280.png') });

  await dialog.getByLabel(t.en.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: t.en.confirm, exact: true }).click();
  await expectSignedOutOnLanding(page, 'en');
  await page.screenshot({ path: path.join(shots, 'account-delete-landing-en-1280.png') });

  // The account is gone; the family keeps Ali as a member without an account.
  await signInViaForm(page, 'en', memberEmail);
  await expect(page.getByText(/Invalid email or password/)).toBeVisible();
  const members = (await (await owner.get('/api/family/members')).json()) as {
    members: { name: string; userId: string | null }[];
  };
  expect(members.members).toContainEqual(
    expect.objectContaining({ name: 'Ali Hassan', userId: null }),
  );
  await owner.dispose();
});

test('the owner hands the family to an adult member (Arabic, phone width)', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'ar');
  await ensureAnotherAdmin(playwright, baseURL);
  const ownerEmail = uniqueEmail('owner');
  await signUpViaForm(page, 'ar', ownerEmail, 'سارة علي');
  const heir = await playwright.request.newContext({ baseURL });
  await joinFamily(page.request, heir, 'علي حسن');

  const dialog = await openDialog(page, 'ar');
  await expect(dialog.getByRole('radio', { name: t.ar.deleteFamily })).toBeChecked();
  await dialog.getByRole('radio', { name: t.ar.transfer }).check();
  await expect(dialog.getByLabel(t.ar.newOwner)).toContainText('علي حسن');
  await dialog.getByLabel(t.ar.password).fill(PASSWORD);
  await page.screenshot({ path: path.join(shots, 'account-delete-owner-ar-390.png') });
  await dialog.getByRole('button', { name: t.ar.confirm, exact: true }).click();
  await expectSignedOutOnLanding(page, 'ar');
  await page.screenshot({ path: path.join(shots, 'account-delete-landing-ar-390.png') });

  const info = (await (await heir.get('/api/account/deletion')).json()) as {
    deletion: { isOwner: boolean };
  };
  expect(info.deletion.isOwner).toBe(true);
  await heir.dispose();
});

test('the owner deletes the whole family (English, 1280 px)', async ({
  page,
  playwright,
  baseURL,
}) => {
  await useLanguage(page, 'en');
  await ensureAnotherAdmin(playwright, baseURL);
  const email = uniqueEmail('owner');
  await signUpViaForm(page, 'en', email);
  expect(
    (
      await page.request.post('/api/tasks', { data: { title: 'Buy bread', location: 'Bakery' } })
    ).status(),
  ).toBe(201);

  const dialog = await openDialog(page, 'en');
  await expect(dialog.getByRole('radio', { name: t.en.transfer })).toBeDisabled();
  await page.screenshot({ path: path.join(shots, 'account-delete-owner-en-1280.png') });
  await dialog.getByRole('radio', { name: t.en.deleteFamily }).check();
  await dialog.getByLabel(t.en.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: t.en.confirm, exact: true }).click();
  await expectSignedOutOnLanding(page, 'en');

  await signInViaForm(page, 'en', email);
  await expect(page.getByText(/Invalid email or password/)).toBeVisible();
});
