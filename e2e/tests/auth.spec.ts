import {
  expect,
  expectSecurityHeaders,
  openAuthPage,
  PASSWORD,
  signInViaForm,
  signUpViaForm,
  test,
  text,
  uniqueEmail,
  useLanguage,
  watchCspViolations,
} from './fixtures';

test.describe('accounts', () => {
  test('sign up lands on the dashboard, sign out returns to /auth, sign in again', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    const email = uniqueEmail('flow');
    await signUpViaForm(page, 'en', email, 'Sara Ali');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /Good (morning|afternoon|evening), Sara Ali/,
    );

    await page.getByRole('button', { name: text.en.signOut }).first().click();
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await signInViaForm(page, 'en', email);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByText(email).first()).toBeVisible();
  });

  test('signs up in Arabic and greets in Arabic', async ({ page }) => {
    await useLanguage(page, 'ar');
    await signUpViaForm(page, 'ar', uniqueEmail('ar'), 'سارة العتيبي');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /(صباح الخير|نهارك سعيد|مساء الخير)، سارة العتيبي/,
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('shows the strength meter and the unmet rules, and refuses a weak password', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await openAuthPage(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full name').fill('Sara Ali');
    await page.getByLabel('Email').fill(uniqueEmail('weak'));
    const password = page.getByLabel('Password', { exact: true });
    const meter = page.getByRole('meter', { name: 'Password strength' });
    const unmetRules = page.getByRole('list', { name: 'Password requirements' });
    await password.fill('abc');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    await expect(unmetRules).toContainText('At least 8 characters');
    await expect(unmetRules).toContainText('One uppercase letter');
    await password.fill('falcon7');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Medium');
    await password.fill(PASSWORD);
    await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    await expect(unmetRules).toHaveCount(0);
    await password.fill('falcon77');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText(
        'Password does not meet security requirements. Please check the requirements below.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('tells a visitor that the e-mail is already registered', async ({ page, browser }) => {
    const email = uniqueEmail('dup');
    const first = await browser.newPage();
    await useLanguage(first, 'en');
    await signUpViaForm(first, 'en', email);
    await first.close();

    await useLanguage(page, 'en');
    await openAuthPage(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full name').fill('Sara Ali');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('That email is already registered. Try signing in instead.').first(),
    ).toBeVisible();
  });

  test('blocks sign-in after 5 wrong passwords with the rate-limit message', async ({
    page,
    browser,
  }) => {
    test.slow(); // six sign-in round trips with password hashing
    const email = uniqueEmail('limit');
    const owner = await browser.newPage();
    await useLanguage(owner, 'en');
    await signUpViaForm(owner, 'en', email);
    await owner.close();

    await useLanguage(page, 'en');
    await openAuthPage(page);
    await page.getByLabel('Email').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Sign In', exact: true }).last();
    for (let remaining = 4; remaining >= 0; remaining--) {
      await password.fill('Wrong#Pass9');
      await submit.click();
      await expect(page.getByText(`(${remaining} attempts remaining)`).first()).toBeVisible();
    }
    await password.fill(PASSWORD);
    await submit.click();
    await expect(
      page.getByText('Too many login attempts. Please try again later.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('routing', () => {
  test('sends a signed-out visitor from /app to /auth', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('redirects /app to the dashboard once signed in, and / to /app', async ({ page }) => {
    await useLanguage(page, 'en');
    await signUpViaForm(page, 'en', uniqueEmail('redirect'));
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('sends an unknown path to /404', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('front page buttons lead to /auth', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('language', () => {
  test('the switch flips direction and language, and the choice persists', async ({ page }) => {
    await openAuthPage(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'تسجيل الدخول' })).toBeVisible();
  });
});

test('the language switch of /auth works without JavaScript, both ways', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('tab', { name: text.en.signInTab })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: text.ar.signInTab })).toBeVisible();
  await context.close();
});

test.describe('content security policy', () => {
  test('/auth and the signed-in app load with no violation', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchCspViolations(page);
    await useLanguage(page, 'en');
    expectSecurityHeaders(await page.goto('/auth'));
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await signUpViaForm(page, 'en', uniqueEmail('csp'));
    for (const url of ['/app/calendar', '/app/family', '/app/tasks']) {
      expectSecurityHeaders(await page.goto(url));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Add Task' }).first().click();
    const dialog = page.getByTestId('task-dialog');
    await dialog.getByLabel('Title').fill('Buy milk');
    await dialog.getByLabel('Location').fill('Home');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(page.getByText('Task created successfully!').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the API docs work under their policy', async ({ page }) => {
    const violations = await watchCspViolations(page);
    expectSecurityHeaders(await page.goto('/api/docs'));
    // Swagger UI is a large script: slow to start on a busy machine.
    await expect(page.getByRole('heading', { name: /Usra API/ })).toBeVisible({ timeout: 30_000 });
    // Every area is listed, collapsed; opening one shows its operations.
    await page.locator('#operations-tag-family').click();
    await expect(page.getByText('/api/family/members').first()).toBeVisible();
    await expect(page.locator('#operations-tag-documents')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
