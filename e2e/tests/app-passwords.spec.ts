import path from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { expect, signUpViaForm, test, uniqueEmail, useLanguage, type Language } from './fixtures';

const shots = path.resolve(import.meta.dirname, '../screenshots');

test.describe.configure({ timeout: 120_000 });

const copy = {
  en: {
    card: 'App passwords',
    name: 'Name',
    access: 'Access',
    readOnly: 'Read only',
    create: 'Create app password',
    made: (name: string) => `App password “${name}” created`,
    done: 'Done',
    never: 'Never used',
    lastUsed: /^Last used /,
    revoke: 'Revoke',
    revoked: (name: string) => `“${name}” revoked`,
    empty: 'You have no app passwords.',
    required: 'Name is required',
    appName: 'Home Assistant',
  },
  ar: {
    card: 'كلمات مرور التطبيقات',
    name: 'الاسم',
    access: 'الصلاحية',
    readOnly: 'قراءة فقط',
    create: 'إنشاء كلمة مرور تطبيق',
    made: (name: string) => `أُنشئت كلمة مرور التطبيق «${name}»`,
    done: 'تم',
    never: 'لم تُستخدم بعد',
    lastUsed: /^آخر استخدام /,
    revoke: 'إبطال',
    revoked: (name: string) => `أُبطلت «${name}»`,
    empty: 'ليس لديك كلمات مرور تطبيقات.',
    required: 'الاسم مطلوب',
    appName: 'لوحة المطبخ',
  },
} as const;

const cases: { language: Language; width: number }[] = [
  { language: 'ar', width: 390 },
  { language: 'en', width: 1280 },
];

for (const { language, width } of cases) {
  test(`app passwords in ${language}: create, shown once, used by a script, revoked`, async ({
    page,
  }) => {
    const t = copy[language];
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await useLanguage(page, language);
    await signUpViaForm(page, language, uniqueEmail(`pat-${language}`));
    await page.goto('/app/settings/security');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const card = page.getByRole('region', { name: t.card });
    await expect(card.getByRole('heading', { name: t.card })).toBeVisible();
    await expect(card.getByText(t.empty)).toBeVisible();

    await card.getByRole('button', { name: t.create }).click();
    await expect(card.getByText(t.required)).toBeVisible();
    await card.getByLabel(t.name).fill(t.appName);
    await card.getByLabel(t.access).selectOption({ label: t.readOnly });
    await card.getByRole('button', { name: t.create }).click();

    const dialog = page.getByTestId('app-password-token-dialog');
    await expect(dialog.getByRole('heading', { name: t.made(t.appName) })).toBeVisible();
    const token = await dialog.getByTestId('app-password-token').inputValue();
    expect(token).toMatch(/^usra_pat_[A-Za-z0-9_-]{43}$/);
    await page.screenshot({ path: path.join(shots, `app-password-made-${language}-${width}.png`) });
    await dialog.getByRole('button', { name: t.done }).click();
    await expect(dialog).toHaveCount(0);

    const row = card.getByTestId('app-password');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('app-password-name')).toHaveText(t.appName);
    await expect(row.getByTestId('app-password-scope')).toHaveText(t.readOnly);
    await expect(row.getByTestId('app-password-last-used')).toHaveText(t.never);
    // The token is never shown again.
    expect(await page.content()).not.toContain(token);

    // A script with the token and no cookie: it reads; a write is refused (read-only).
    const script = await apiRequest.newContext({
      baseURL: new URL(page.url()).origin,
      extraHTTPHeaders: { authorization: `Bearer ${token}` },
    });
    try {
      const read = await script.get('/api/tasks');
      expect(read.status()).toBe(200);
      const write = await script.post('/api/tasks', {
        data: { title: 'From a script', location: 'Home' },
      });
      expect(write.status()).toBe(403);
      expect((await write.json()).error.code).toBe('READ_ONLY_TOKEN');

      await page.reload();
      await expect(row.getByTestId('app-password-last-used')).toHaveText(t.lastUsed);
      // Written in the page's language: Arabic-Indic digits in Arabic.
      if (language === 'ar') {
        await expect(row.getByTestId('app-password-last-used')).toHaveText(/[٠-٩]/);
      }
      await page.screenshot({
        path: path.join(shots, `app-passwords-${language}-${width}.png`),
        fullPage: true,
      });

      await row.getByRole('button', { name: t.revoke }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.revoke }).click();
      await expect(page.getByText(t.revoked(t.appName))).toBeVisible();
      await expect(card.getByText(t.empty)).toBeVisible();
      expect((await script.get('/api/tasks')).status()).toBe(401);
    } finally {
      await script.dispose();
    }
  });
}
