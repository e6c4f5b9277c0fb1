import { PASSWORD, expect, openAuthPage, test, uniqueEmail } from './fixtures';

/**
 * Issue 26: the first visit follows the browser's language (Arabic for `ar*`, else English); an
 * explicit choice (the switch) is kept and wins afterwards; the invitation page speaks the
 * invitee's browser language.
 */
test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('gets the landing and sign-in pages in English from the first paint, and keeps a switch to Arabic', async ({
    page,
  }) => {
    const landing = await page.goto('/');
    // The HTML the server sent is already English (no flash of Arabic).
    expect(await landing!.text()).toContain('<html lang="en" dir="ltr"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

    const auth = await page.goto('/auth');
    expect(await auth!.text()).toContain('<html lang="en" dir="ltr"');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

    // The switch: Arabic from now on, although the browser still asks for English.
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.getByTestId('language-switch').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const again = await page.goto('/');
    expect(await again!.text()).toContain('<html lang="ar" dir="rtl"');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-SA' });

  test('gets the landing page in Arabic, right to left', async ({ page }) => {
    const landing = await page.goto('/');
    expect(await landing!.text()).toContain('<html lang="ar" dir="rtl"');
    await openAuthPage(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'تسجيل الدخول' })).toBeVisible();
  });
});

test.describe('an invitation opened in an en-GB browser', () => {
  test.use({ locale: 'en-GB' });

  test('speaks English to the invitee, whatever the family’s language', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const inviter = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'accept-language': 'ar-SA' },
    });
    const signedUp = await inviter.post('/api/auth/sign-up', {
      data: { email: uniqueEmail('carter'), password: PASSWORD, fullName: 'نورة العتيبي' },
    });
    expect(signedUp.status()).toBe(201);
    expect((await inviter.patch('/api/family', { data: { name: 'The Carters' } })).status()).toBe(
      200,
    );
    const created = await inviter.post('/api/family/invitations', {
      data: { role: 'member', invitedName: 'Grandma' },
    });
    expect(created.status()).toBe(201);
    const { token } = ((await created.json()) as { invitation: { token: string } }).invitation;
    await inviter.dispose();

    const invitation = await page.goto(`/invite/${token}`);
    expect(await invitation!.text()).toContain('<html lang="en" dir="ltr"');
    await expect(page.getByRole('heading', { name: 'Join The Carters' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByText('انضم')).toHaveCount(0);
  });
});
