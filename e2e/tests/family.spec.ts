import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  type Language,
  signInViaForm,
  signUp,
  signUpToOnboarding,
  test,
  uniqueEmail,
  useLanguage,
} from './fixtures';

const shots = path.resolve(import.meta.dirname, '../screenshots');

// These flows span two browsers and several round trips: on a quiet machine 5–10 s each, on a
// busy one (CI after the API suite) four times that; the first-run set-up took over 60 s there.
test.describe.configure({ timeout: 150_000 });

const t = {
  en: {
    addMember: 'Add Member',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    role: 'Role',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    groups: 'Groups',
    createGroup: 'Create New Group',
    groupName: 'Group name',
    notifications: 'Notifications',
    added: 'Family member added successfully!',
    removed: 'Family member removed successfully!',
    groupCreated: 'Family group created successfully!',
    nameRequired: 'Name is required',
  },
  ar: {
    addMember: 'إضافة فرد',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    role: 'الدور',
    save: 'حفظ',
    edit: 'تعديل',
    delete: 'حذف',
    groups: 'المجموعات',
    createGroup: 'إنشاء مجموعة جديدة',
    groupName: 'اسم المجموعة',
    notifications: 'الإشعارات',
    added: 'تمت إضافة فرد العائلة بنجاح!',
    removed: 'تم حذف فرد العائلة بنجاح!',
    groupCreated: 'تم إنشاء مجموعة العائلة بنجاح!',
    nameRequired: 'الاسم مطلوب',
  },
} as const;

async function addMember(page: Page, language: Language, name: string, email = '') {
  const s = t[language];
  await page.getByRole('button', { name: s.addMember }).first().click();
  const dialog = page.getByTestId('member-dialog');
  await dialog.getByLabel(s.name, { exact: true }).fill(name);
  if (email) await dialog.getByLabel(s.email).fill(email);
  await dialog.getByRole('button', { name: s.addMember }).click();
  await expect(dialog).toBeHidden();
}

test('adds, edits and deletes a family member; ?action=add opens the dialog and clears itself', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('family'));
  await page.goto('/app/family?action=add');
  const dialog = page.getByTestId('member-dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/app\/family$/);

  // The name is required (same rule as the server).
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('  Lina Saleh ');
  await dialog.getByLabel('Email').fill(' LINA@example.com ');
  await dialog.getByLabel('Phone').fill('+966 50 123 4567');
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByText('Family member added successfully!')).toBeVisible();

  const card = page.getByTestId('member-card').filter({ hasText: 'Lina Saleh' });
  await expect(card).toContainText('LS');
  await expect(card).toContainText('lina@example.com');
  await expect(card).toContainText('Other');
  await expect(card).toContainText('Active');
  // The creator is the family's first member (made at sign-up).
  const creator = page.getByTestId('member-card').filter({ hasText: 'Sara Ali' });
  await expect(creator).toContainText('SA');
  await expect(creator).toContainText('Family admin');
  await expect(page.getByTestId('member-count')).toHaveText('2 members');

  await card.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Role').selectOption('child');
  await dialog.getByLabel('School or work').fill('Al Noor School');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Child');
  await expect(card).toContainText('Al Noor School');

  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Remove this family member?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Family member removed successfully!')).toBeVisible();
  await expect(page.getByTestId('member-card')).toHaveCount(1);
  await expect(page.getByTestId('member-count')).toHaveText('1 member');
});

test('creates, edits and deletes a group, and keeps notification preferences', async ({ page }) => {
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('groups'));
  await page.goto('/app/family');
  await page.getByRole('tab', { name: 'Groups' }).click();
  await page.getByRole('button', { name: 'Create New Group' }).click();
  const dialog = page.getByTestId('group-dialog');
  await dialog.getByLabel('Group name').fill('Kids');
  await dialog.getByLabel('Description').fill('School runs');
  await dialog.getByRole('button', { name: 'Create New Group' }).click();
  await expect(page.getByText('Family group created successfully!')).toBeVisible();
  const card = page.getByTestId('group-card');
  await expect(card).toContainText('Kids');
  await expect(card).toContainText('School runs');
  await expect(card).toHaveCSS('border-inline-start-color', 'rgb(59, 130, 246)');

  await card.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Group name').fill('Children');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Children');
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('group-card')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Notifications' }).click();
  const tasks = page.getByRole('switch', { name: 'Overdue tasks' });
  await expect(tasks).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/api/family/settings/') && r.ok());
  // A click, then the retrying assertion: the switch turns off once the optimistic update lands.
  await tasks.click();
  await expect(tasks).not.toBeChecked();
  await saved;
  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Overdue tasks' })).not.toBeChecked();
});

test('adds an address with the look-up button filling the coordinates, then deletes it', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('address'));
  await page.goto('/app/family');
  await addMember(page, 'en', 'Lina');
  await page
    .getByTestId('member-card')
    .filter({ hasText: 'Lina' })
    .getByRole('button', { name: /^Addresses/ })
    .click();
  const dialog = page.getByTestId('addresses-dialog');
  await expect(dialog.getByTestId('address-count')).toHaveText('0 addresses');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const form = dialog.getByTestId('address-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter an address!')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Look up' })).toBeDisabled();

  await form.getByLabel('Address').fill('Atlantis');
  await form.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Could not find this address')).toBeVisible();
  await form.getByLabel('Address').fill('Jeddah, Saudi Arabia');
  await form.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Location found and autofilled!')).toBeVisible();
  await expect(form.getByTestId('address-coordinates')).toHaveText('21.4900, 39.1900');
  // The built-in place finder knows the city only, and says so (no map here to place a pin).
  await expect(form.getByTestId('address-precision')).toHaveText(
    "(only the city is known: distances from it are to the city's centre)",
  );
  await expect(form.getByTestId('pin-picker')).toHaveCount(0);
  await form.getByLabel('Type').selectOption('work');
  await form.getByLabel('Label (optional)').fill('Office');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address added!')).toBeVisible();
  const item = dialog.getByTestId('address-item');
  await expect(item).toContainText('Work');
  await expect(item).toContainText('Office');
  await expect(item).toContainText('21.4900, 39.1900');
  await expect(item.getByTestId('address-precision')).toHaveText(
    "(only the city is known: distances from it are to the city's centre)",
  );
  await expect(dialog.getByTestId('address-count')).toHaveText('1 address');

  await dialog.getByPlaceholder('Search addresses').fill('nothing like it');
  await expect(dialog.getByText('No addresses match your search.')).toBeVisible();
  await dialog.getByPlaceholder('Search addresses').fill('jeddah');
  await item.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Delete this address?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted!')).toBeVisible();
  await expect(dialog.getByTestId('address-count')).toHaveText('0 addresses');
});

test('a member added in one tab appears live in another tab of the same family', async ({
  page,
  context,
}) => {
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('live'));
  await page.goto('/app/family');
  await expect(page.getByTestId('member-count')).toHaveText('1 member');
  const other = await context.newPage();
  await other.goto('/app/family');
  await addMember(other, 'en', 'Yousef');
  await expect(page.getByTestId('member-card').filter({ hasText: 'Yousef' })).toBeVisible();
  await expect(page.getByTestId('member-count')).toHaveText('2 members');
});

test('an invitation link is accepted by a new account in a second browser, which lands in the family', async ({
  page,
  browser,
}) => {
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('inviter'));
  await page.goto('/app/family');
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByLabel('Role').selectOption('child');
  await dialog.getByLabel('Name (optional)').fill('Lina');
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const link = await dialog.getByTestId('invite-link').inputValue();
  expect(link).toMatch(/\/invite\/[\w-]{32,}$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('pending-invitation')).toContainText('Lina');

  const invitee = await browser.newContext();
  const other = await invitee.newPage();
  await useLanguage(other, 'en');
  await other.goto(link);
  await expect(other.getByRole('heading', { name: "Join Sara Ali's family" })).toBeVisible();
  await expect(other.getByTestId('invitation-role')).toHaveText('Role: Child');
  await expect(other.getByLabel('Full name')).toHaveValue('Lina');
  await other.getByLabel('Email').fill(uniqueEmail('invitee'));
  await other.getByLabel('Password', { exact: true }).fill('Falcon#Rise7');
  await other.getByRole('button', { name: 'Create Account' }).click();
  await expect(other.getByRole('heading', { name: 'Welcome to the Family!' })).toBeVisible();
  await expect(other).toHaveURL(/\/app\/family$/, { timeout: 6000 });
  await expect(other.getByTestId('member-card').filter({ hasText: 'Lina' })).toContainText('Child');
  // Both accounts are members; the invitee's own sign-up family is gone, with no set-up offered.
  await expect(other.getByTestId('member-count')).toHaveText('2 members');
  await expect(other.getByRole('link', { name: 'Set up' })).toHaveCount(0);
  await other.goto('/app');
  await expect(other).toHaveURL(/\/app\/dashboard$/);

  // The inviter sees the new member live, and the link is used up.
  await expect(page.getByTestId('member-card').filter({ hasText: 'Lina' })).toBeVisible();
  await expect(page.getByTestId('pending-invitation')).toHaveCount(0);
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await expect(
    other.getByText('This invitation link is invalid, expired, or has already been used.'),
  ).toBeVisible();
  await other.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(other).toHaveURL(/\/(app\/dashboard)?$/);
  await invitee.close();
});

test('an unknown invitation link shows the invalid-invitation screen', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/invite/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'دعوة غير صالحة' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toBeVisible();
});

test('a location shared from one browser appears live in another, and stopping shows offline', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('where');
  await useLanguage(page, 'en');
  await signUp(page, 'en', email);
  await page.goto('/app/location-intelligence');
  // The creator is listed from sign-up on, not yet seen anywhere.
  const mine = page.getByTestId('location-row').filter({ hasText: 'Sara Ali' });
  await expect(mine).toContainText('Unknown location');
  await expect(mine).toContainText('Never seen');
  await expect(page.getByTestId('tracked-count')).toHaveText('0 members tracked');
  const share = page.getByRole('switch', { name: 'Share my location' });
  await expect(share).not.toBeChecked();

  const phone = await browser.newContext({
    geolocation: { latitude: 24.72, longitude: 46.69 },
    permissions: ['geolocation'],
  });
  const other = await phone.newPage();
  await useLanguage(other, 'en');
  await signInViaForm(other, 'en', email);
  await expect(other).toHaveURL(/\/app/);
  await other.goto('/app/location-intelligence');
  await other.getByRole('switch', { name: 'Share my location' }).check();

  const row = page.getByTestId('location-row').filter({ hasText: 'Sara Ali' });
  await expect(row).toContainText('Riyadh, Saudi Arabia');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Last seen');
  await expect(page.getByTestId('tracked-count')).toHaveText('1 member tracked');

  await other.getByRole('switch', { name: 'Share my location' }).uncheck();
  await expect(row).toContainText('Offline');
  await phone.close();
});

test('first-run set-up opens after sign-up: family name, home, time zone, members with an invitation, first vehicle, preferences; never shown twice', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Riyadh' });
  const page = await context.newPage();
  await useLanguage(page, 'en');
  const email = uniqueEmail('onboard');
  await signUpToOnboarding(page, 'en', email);
  await expect(page.getByTestId('onboarding-step')).toHaveText('Step 1 of 6');
  await expect(page.getByLabel('Family name')).toHaveValue("Sara Ali's family");
  await page.getByLabel('Family name').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Family name is required')).toBeVisible();
  await page.getByLabel('Family name').fill('Al-Otaibi');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Home address (optional)').fill('Olaya Street, Riyadh');
  await page.getByRole('button', { name: 'Next' }).click();
  // The browser's own time zone is the default.
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Riyadh');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Name 1').fill('Lina');
  await page.getByLabel('Email 1 (optional)').fill('lina@example.com');
  await page.getByRole('button', { name: 'Add another' }).click();
  await page.getByLabel('Name 2').fill('Yousef');
  await page.getByRole('button', { name: 'Next' }).click();
  // The first vehicle: a name is needed once anything is typed.
  await expect(page.getByRole('heading', { name: 'Your first vehicle' })).toBeVisible();
  await page.getByLabel('Year (optional)').fill('2021');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Vehicle name is required')).toBeVisible();
  await page.getByLabel('Vehicle name').fill('Family car');
  await page.getByLabel('Make (optional)').fill('Toyota');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('switch', { name: 'Dark mode' }).check();
  await page.getByRole('switch', { name: 'Family notifications' }).uncheck();
  await page.screenshot({ path: path.join(shots, 'onboarding-en-1280.png') });
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('tile-members')).toContainText('3');

  // What was entered is stored on the server.
  const stored = await page.evaluate(async () => {
    const get = async (url: string) => (await fetch(url)).json() as Promise<unknown>;
    return {
      settings: await get('/api/family/settings'),
      profile: await get('/api/profile'),
      vehicles: await get('/api/vehicles'),
    };
  });
  expect(stored.settings).toMatchObject({
    settings: {
      timezone: 'Asia/Riyadh',
      'onboarding.done': true,
      'notifications.tasks': false,
      'notifications.members': false,
    },
  });
  // The home address is geocoded (the offline gazetteer finds Riyadh).
  const { profile } = stored.profile as {
    profile: { homeAddress: string; homeLatitude: number; homeLongitude: number };
  };
  expect(profile.homeAddress).toBe('Olaya Street, Riyadh');
  expect(profile.homeLatitude).toBeCloseTo(24.7, 0);
  expect(profile.homeLongitude).toBeCloseTo(46.7, 0);
  expect(stored.vehicles).toMatchObject({
    vehicles: [{ name: 'Family car', make: 'Toyota', year: 2021, mileage: 0, fuelLevel: 100 }],
  });

  await page.goto('/app/family');
  await expect(page.getByText('Al-Otaibi').first()).toBeVisible();
  await expect(page.getByTestId('member-card')).toHaveCount(3);
  await expect(page.getByTestId('pending-invitation')).toContainText('Lina');
  await expect(page.getByRole('link', { name: 'Set up' })).toHaveCount(0);
  await page.goto('/app/welcome');
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Signing out and in again goes to the dashboard, not the set-up.
  await context.clearCookies();
  await signInViaForm(page, 'en', email);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await context.close();
});

test('first-run set-up can be skipped, and is not shown again after signing in', async ({
  page,
}) => {
  await useLanguage(page, 'ar');
  const email = uniqueEmail('skip');
  await signUpToOnboarding(page, 'ar', email, 'سارة العتيبي');
  await expect(page.getByRole('heading', { name: 'سمِّ عائلتك' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'onboarding-ar-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'onboarding-ar-390.png') });
  await page.getByRole('button', { name: 'تخطَّ الآن' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/welcome');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.context().clearCookies();
  await signInViaForm(page, 'ar', email);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

for (const language of ['ar', 'en'] as Language[]) {
  for (const width of [390, 1280]) {
    test(`family screen screenshots, ${language}, ${width}px`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await useLanguage(page, language);
      await signUp(
        page,
        language,
        uniqueEmail(`fam-${language}-${width}`),
        language === 'ar' ? 'سارة العتيبي' : 'Sara Ali',
      );
      await page.goto('/app/family');
      await addMember(
        page,
        language,
        language === 'ar' ? 'لينا العتيبي' : 'Lina Saleh',
        'lina@example.com',
      );
      await addMember(page, language, language === 'ar' ? 'يوسف' : 'Yousef');
      await expect(page.getByTestId('member-card')).toHaveCount(3);
      await page.screenshot({
        path: path.join(shots, `family-${language}-${width}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: t[language].addMember }).first().click();
      await expect(page.getByTestId('member-dialog')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `family-add-${language}-${width}.png`) });
      const token = await page.evaluate(async () => {
        const response = await fetch('/api/family/invitations', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ role: 'parent', invitedName: 'Huda' }),
        });
        return ((await response.json()) as { invitation: { token: string } }).invitation.token;
      });
      const visitor = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 800 },
      });
      const invitee = await visitor.newPage();
      await useLanguage(invitee, language);
      await invitee.goto(`/invite/${token}`);
      await expect(invitee.getByTestId('invitation-role')).toBeVisible();
      await invitee.screenshot({
        path: path.join(shots, `invite-${language}-${width}.png`),
        fullPage: true,
      });
      await visitor.close();
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: language === 'ar' ? /^العناوين/ : /^Addresses/ })
        .first()
        .click();
      const addresses = page.getByTestId('addresses-dialog');
      await addresses
        .getByRole('button', { name: language === 'ar' ? 'إضافة' : 'Add', exact: true })
        .click();
      await addresses
        .getByLabel(language === 'ar' ? 'العنوان' : 'Address', { exact: true })
        .fill(language === 'ar' ? 'الرياض' : 'Riyadh');
      await addresses
        .getByRole('button', { name: language === 'ar' ? 'تحديد الموقع' : 'Look up' })
        .click();
      await expect(addresses.getByTestId('address-coordinates')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `addresses-${language}-${width}.png`) });
      await page.keyboard.press('Escape');
      await page.goto('/app/location-intelligence');
      await expect(page.getByTestId('location-row')).toHaveCount(3);
      await page.screenshot({
        path: path.join(shots, `locations-${language}-${width}.png`),
        fullPage: true,
      });
    });
  }
}
