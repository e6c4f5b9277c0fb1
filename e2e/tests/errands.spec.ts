import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  type Language,
  seriousViolations,
  signUp,
  test,
  uniqueEmail,
  useLanguage,
} from './fixtures';

const shots = path.resolve(import.meta.dirname, '../screenshots');

test.describe.configure({ timeout: 90_000 });

/** Today at noon on this machine (the browser runs in the same zone). */
/**
 * Due today and not yet overdue whenever the test runs: noon was overdue every afternoon, and the
 * Tasks screen then lists the errands as overdue instead of pending.
 */
function todayLate(): string {
  const d = new Date();
  d.setHours(23, 59, 0, 0);
  return d.toISOString();
}

/** Home in Riyadh, a child's school address, and four errands due today. */
async function seedDay(page: Page, language: Language, options: { home?: boolean } = {}) {
  const api = page.request;
  const headers = { origin: new URL(page.url()).origin };
  const ar = language === 'ar';
  if (options.home !== false) {
    const profile = await api.put('/api/profile', {
      headers,
      data: {
        fullName: 'Sara Ali',
        homeAddress: ar ? 'شارع العليا، الرياض' : 'Olaya Street, Riyadh',
      },
    });
    expect((await profile.json()).geocoded).toBe(true);
  }
  const member = await api.post('/api/family/members', {
    headers,
    data: { name: ar ? 'لينا أحمد' : 'Lina Ahmed' },
  });
  expect(member.status()).toBe(201);
  const memberId = (await member.json()).member.id as string;
  const address = await api.post(`/api/family/members/${memberId}/addresses`, {
    headers,
    data: {
      address: ar ? 'مدرسة الياسمين، الرياض' : 'Al Yasmin school, Riyadh',
      addressType: 'school',
      label: ar ? 'المدرسة' : 'School',
      latitude: 24.6,
      longitude: 46.68,
    },
  });
  expect(address.status()).toBe(201);
  const due = todayLate();
  const tasks = [
    {
      title: ar ? 'الصيدلية' : 'Pharmacy',
      location: ar ? 'صيدلية النهدي' : 'Nahdi pharmacy',
      latitude: 24.8,
      longitude: 46.68,
    },
    {
      title: ar ? 'إحضار لينا' : 'Pick up Lina',
      location: ar ? 'المدرسة' : 'School',
      assigneeMemberId: memberId,
    },
    { title: ar ? 'زيارة الجدة' : 'Visit grandma', location: ar ? 'الخرج' : 'Al Kharj' },
    {
      title: ar ? 'محل الدوار' : 'Shop by the roundabout',
      location: ar ? 'محل عند الدوار' : 'Shop by the roundabout',
    },
  ];
  for (const task of tasks) {
    const r = await api.post('/api/tasks', {
      headers,
      data: { ...task, dueDate: due, category: 'errands' },
    });
    expect(r.status(), await r.text()).toBe(201);
  }
  return { memberId, unplaced: tasks[3]!.title };
}

test('plans the day, fixes a task that was not placed, and switches to miles', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('errands'));
  const { unplaced } = await seedDay(page, 'en');

  await page.goto('/app/tasks');
  // The Tasks screen's three counters and its pending list (first 3).
  await expect(page.getByTestId('task-counters')).toHaveText(
    /Pending\s*4\s*Overdue\s*\d\s*Completed\s*0/,
  );
  await expect(page.getByTestId('pending-list').getByRole('listitem')).toHaveCount(3);
  await page.getByRole('link', { name: 'Plan my errands' }).click();
  await expect(page).toHaveURL(/\/app\/tasks\/errands\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { name: 'Plan my errands' })).toBeVisible();
  const stops = page.getByTestId('errand-stop');
  await expect(stops).toHaveCount(3);
  await expect(page.getByText('Start at home: Olaya Street, Riyadh')).toBeVisible();
  await expect(page.getByTestId('errands-total')).toHaveText(/^3 stops · [\d,.]+ km in total$/);
  await expect(page.getByText('Saved address: School')).toBeVisible();
  await expect(
    page.getByText('Found on the map: Al Kharj, Saudi Arabia (city centre)'),
  ).toBeVisible();
  await expect(page.getByTestId('errands-not-placed')).toContainText(unplaced);
  // The shortest loop visits the school and the pharmacy on either side of Al Kharj.
  await expect(stops.nth(1)).toContainText('Visit grandma');
  const first = await page.getByTestId('errands-total').textContent();

  // "Set place": the device position puts the task on the map.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 24.75, longitude: 46.7 });
  await page.getByTestId('errands-not-placed').getByRole('button', { name: 'Set place' }).click();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog.getByTestId('task-place')).toContainText('Not placed on the map yet');
  await dialog.getByRole('button', { name: 'Use my current position' }).click();
  await expect(dialog.getByTestId('task-place')).toContainText('Placed: My position (24.75, 46.7)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Task updated successfully!').first()).toBeVisible();
  await expect(stops).toHaveCount(4);
  await expect(page.getByTestId('errands-not-placed')).toHaveCount(0);
  await expect(page.getByTestId('errands-total')).toHaveText(/^4 stops · [\d,.]+ km in total$/);
  await expect(stops.filter({ hasText: unplaced })).toContainText('Place saved on the task');

  // Another day has nothing to plan.
  await page.getByLabel('Day').fill('2031-01-15');
  await expect(page.getByTestId('errands-empty')).toHaveText(
    'No open tasks with a location are due on this day.',
  );
  await page.goBack();

  const saved = await page.request.put('/api/settings/appearance', {
    headers: { origin: new URL(page.url()).origin },
    data: { units: 'imperial', currency: 'SAR', hijriDates: true },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/app/tasks/errands');
  await expect(page.getByTestId('errands-total')).toHaveText(/^4 stops · [\d,.]+ mi in total$/);
  expect(first).not.toBe(await page.getByTestId('errands-total').textContent());
});

test('the task form looks a location up in the saved addresses', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('lookup'));
  await seedDay(page, 'en');
  await page.goto('/app/tasks');
  await page.getByRole('button', { name: 'Add Task' }).first().click();
  const dialog = page.getByTestId('task-dialog');
  await dialog.getByLabel('Title').fill('Drop off the lunch box');
  await dialog.getByLabel('Location').fill('school');
  await dialog.getByRole('button', { name: 'Find this place' }).click();
  await expect(dialog.getByTestId('task-place')).toContainText('Placed: School (24.6, 46.68)');
  await dialog.getByLabel('Location').fill('Nowhere lane');
  await expect(dialog.getByTestId('task-place')).toContainText('Not placed on the map yet');
  await dialog.getByRole('button', { name: 'Find this place' }).click();
  await expect(dialog.getByRole('alert').last()).toContainText('“Nowhere lane” was not found');
});

test('without a home address the plan says so and links to the profile (Arabic, phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'ar');
  await signUp(page, 'ar', uniqueEmail('nohome'));
  await seedDay(page, 'ar', { home: false });
  await page.goto('/app/tasks');
  await page.getByTestId('task-hub').getByRole('link', { name: 'خطط مشاويري' }).click();
  await expect(page.getByTestId('errands-problem')).toContainText('أضف عنوان منزلك في ملفك الشخصي');
  // The placed tasks are listed, not ordered, until there is a home.
  await expect(page.getByTestId('errand-stop')).toHaveCount(3);
  await expect(page.getByTestId('errands-total')).toHaveCount(0);
  await page.getByRole('link', { name: 'تعديل عنوان منزلي' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/profile$/);
});

test('the mobile task hub has its overview, tasks and family sub-views; calendar opens the calendar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('hub'));
  await seedDay(page, 'en');
  const headers = { origin: new URL(page.url()).origin };
  expect(
    (
      await page.request.post('/api/tasks', {
        headers,
        data: { title: 'Water the plants', location: 'Home' },
      })
    ).status(),
  ).toBe(201);
  await page.goto('/app/tasks');
  const hub = page.getByTestId('task-hub');
  await expect(hub.getByTestId('hub-count-pending')).toContainText('5');
  // The family's creator and Lina.
  await expect(hub.getByTestId('hub-count-members')).toContainText('2');
  await expect(hub.getByTestId('hub-family-card')).toContainText('Lina Ahmed');
  await expect(hub.getByTestId('hub-family-card')).toContainText('1 open task');
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveCount(0);

  await hub.getByRole('button', { name: 'All tasks' }).click();
  await expect(page).toHaveURL(/view=tasks/);
  await expect(page.getByTestId('hub-subview-header')).toContainText('Tasks');
  // The pending section shows its first tasks, and all five on request.
  await page.getByRole('button', { name: 'Show all pending' }).click();
  await expect(page.getByTestId('task-list').getByRole('listitem')).toHaveCount(5);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('task-hub')).toBeVisible();

  await hub.getByTestId('hub-actions').getByRole('button', { name: 'Family' }).click();
  await expect(page).toHaveURL(/view=family/);
  await expect(page.getByTestId('hub-subview-header')).toContainText('Family');
  await page.screenshot({ path: path.join(shots, 'task-hub-family-en-390.png'), fullPage: true });
  await page
    .getByTestId('hub-family')
    .getByRole('button', { name: /Lina Ahmed/ })
    .click();
  await expect(page).toHaveURL(/view=tasks/);
  await expect(page.getByTestId('task-list').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('task-list')).toContainText('Pick up Lina');
  await page.goBack();
  await expect(page.getByTestId('hub-family')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByTestId('task-hub').getByRole('button', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/app\/calendar$/);
});

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  for (const width of [390, 1280]) {
    test(`screenshots of Plan my errands and the task hub in ${language} at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await useLanguage(page, language);
      await signUp(page, language, uniqueEmail(`errands-${language}`));
      await seedDay(page, language);
      await page.goto('/app/tasks/errands');
      await expect(page.getByTestId('errand-stop')).toHaveCount(3);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), 'errands accessibility').toEqual([]);
      await page.screenshot({
        path: path.join(shots, `errands-${language}-${width}.png`),
        fullPage: true,
      });
      // The "Set place" dialog: the task form with its place picker.
      await page
        .getByTestId('errands-not-placed')
        .getByRole('button', { name: language === 'ar' ? 'تحديد المكان' : 'Set place' })
        .click();
      await expect(page.getByTestId('task-place')).toBeVisible();
      expect(await seriousViolations(page), 'set place dialog').toEqual([]);
      await page.screenshot({
        path: path.join(shots, `errands-set-place-${language}-${width}.png`),
      });
      await page.keyboard.press('Escape');
      if (width < 768) {
        for (const view of ['', '?view=tasks', '?view=family']) {
          await page.goto(`/app/tasks${view}`);
          await page.waitForLoadState('networkidle');
          expect(await seriousViolations(page), `task hub ${view}`).toEqual([]);
          await page.screenshot({
            path: path.join(
              shots,
              `task-hub${view ? `-${view.slice(6)}` : ''}-${language}-${width}.png`,
            ),
            fullPage: true,
          });
        }
      }
    });
  }
}
