import path from 'node:path';
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

const shots = path.resolve(import.meta.dirname, '../screenshots');
const NEW_PASSWORD = 'Harbor!Moon42';

test('changes language, theme and Hijri dates on the appearance screen', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signUp(page, 'ar', uniqueEmail('look'), 'سارة العتيبي');
  await expect(page.getByTestId('hijri-date')).toBeVisible();
  await page.goto('/app/settings/appearance');
  await expect(page.getByRole('heading', { name: 'المظهر', level: 1 })).toBeVisible();

  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { name: 'Appearance', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

  await page.getByRole('switch', { name: 'Show Hijri dates beside Gregorian ones' }).click();
  await expect(page.getByText('Appearance settings saved')).toBeVisible();
  await page.getByLabel('Currency').selectOption('KWD');
  await expect(page.getByRole('switch', { name: /Hijri/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('hijri-date')).toHaveCount(0);
  await page.goto('/app/settings/appearance');
  await expect(page.getByLabel('Currency')).toHaveValue('KWD');

  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('edits the profile; an address that cannot be geocoded is saved anyway', async ({ page }) => {
  await useLanguage(page, 'en');
  const email = uniqueEmail('profile');
  await signUp(page, 'en', email, 'Sara Ali');
  await page.goto('/app/settings');
  await page.getByRole('link', { name: /^Profile/ }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Full name').fill('Sara Al-Otaibi');
  await page.getByLabel('Home address').fill('42 Nowhere Lane, Qwertyville');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Could not geocode the address, but it will be saved anyway'),
  ).toBeVisible();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Sara Al-Otaibi');
  await expect(page.getByLabel('Home address')).toHaveValue('42 Nowhere Lane, Qwertyville');

  await page.getByLabel('Full name').fill('Sara <b>');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/invalid characters/i)).toBeVisible();
});

test('changes the password and signs in with the new one', async ({ page, browser }) => {
  await useLanguage(page, 'en');
  const email = uniqueEmail('password');
  await signUp(page, 'en', email);
  // A second device, signed out by the change.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.addInitScript(() => window.localStorage.setItem('usra.lang', 'en'));
  await signInViaForm(otherPage, 'en', email);
  await expect(otherPage).toHaveURL(/\/app\/dashboard$/);

  await page.goto('/app/settings/security');
  await expect(page.getByTestId('sessions-list').getByText('This device')).toBeVisible();
  await expect(page.getByTestId('sessions-list').locator('li')).toHaveCount(2);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await expect(page.getByTestId('password-rules')).toContainText('At least 8 characters');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await expect(page.getByLabel('Sign out of all other devices')).toBeChecked();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(page.getByTestId('security-activity')).toContainText('Password changed');
  await expect(page.getByTestId('sessions-list').locator('li')).toHaveCount(1);

  await otherPage.goto('/app/settings');
  await expect(otherPage).toHaveURL(/\/auth$/);
  await other.close();

  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Sign Out' }).last().click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInViaForm(page, 'en', email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('saves notification choices per user', async ({ page }) => {
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('notify'));
  await page.goto('/app/settings/notifications');
  const overdue = page.getByRole('switch', { name: 'Overdue tasks' });
  await expect(overdue).toHaveAttribute('aria-checked', 'true');
  await overdue.click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Overdue tasks' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('exports the family data and imports it into a new family', async ({ page }, testInfo) => {
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('export'));
  const created = await page.request.post('/api/tasks', {
    data: { title: 'Buy bread', location: 'Bakery' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/app/settings');
  await page.getByRole('link', { name: /^Data Management/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^usra-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = testInfo.outputPath('export.zip');
  await download.saveAs(file);

  // A new account, in a new and empty family, brings the export in.
  await page.context().clearCookies();
  await signUp(page, 'en', uniqueEmail('import'));
  await page.goto('/app/settings/data');
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByText(/^Imported \d+ rows?$/)).toBeVisible();
  const tasks = await (await page.request.get('/api/tasks')).json();
  expect(JSON.stringify(tasks)).toContain('Buy bread');

  // A second import into the now non-empty family is refused.
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Import needs a family with no data yet' }),
  ).toBeVisible();
});

for (const language of ['ar', 'en'] as Language[]) {
  for (const width of [390, 1280]) {
    test(`screenshots of the settings screens, ${language}, ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await useLanguage(page, language);
      await signUp(
        page,
        language,
        uniqueEmail(`set-${language}-${width}`),
        language === 'ar' ? 'سارة العتيبي' : 'Sara Ali',
      );
      for (const screen of [
        '',
        '/profile',
        '/notifications',
        '/appearance',
        '/security',
        '/data',
        '/prayer-times',
      ]) {
        await page.goto(`/app/settings${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('main [class*="animate-spin"]')).toHaveCount(0);
        const name = screen ? screen.slice(1) : 'home';
        await page.screenshot({
          path: path.join(shots, `settings-${name}-${language}-${width}.png`),
          fullPage: true,
        });
      }
    });
  }
}
