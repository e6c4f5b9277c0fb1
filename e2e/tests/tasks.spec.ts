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

// Long flows on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** A local datetime-local value `days` from today at `time`. */
function localDateTime(days: number, time: string): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
}

async function addTask(
  page: Page,
  title: string,
  options: { due?: string; recurring?: boolean; category?: string } = {},
) {
  await page.getByRole('button', { name: 'Add Task' }).first().click();
  const dialog = page.getByTestId('task-dialog');
  const submit = dialog.getByRole('button', { name: 'Create Task' });
  await expect(submit).toBeDisabled();
  // Issue 26: home is prefilled as the place, so a title alone makes a task.
  await expect(dialog.getByLabel('Location')).toHaveValue('Home');
  await dialog.getByLabel('Title').fill(title);
  await expect(submit).toBeEnabled();
  if (options.category) await dialog.getByLabel('Category').selectOption(options.category);
  if (options.due) await dialog.getByLabel('Due date').fill(options.due);
  if (options.recurring) {
    await dialog.getByLabel('Repeats').check();
    await expect(dialog.getByLabel('Repeat', { exact: true })).toHaveValue('weekly');
  }
  await submit.click();
  await expect(page.getByText('Task created successfully!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('creates, filters, completes, reopens, edits and deletes a task; recurring completion makes the next one', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('tasks'));
  await page.goto('/app/tasks');
  await expect(page.getByTestId('tasks-empty')).toBeVisible();

  await addTask(page, 'Buy milk', { due: localDateTime(0, '23:00'), category: 'errands' });
  await addTask(page, 'Fix the tap', { category: 'maintenance' });
  await addTask(page, 'Take out bins', { due: localDateTime(1, '08:00'), recurring: true });
  await expect(page.getByTestId('task-card-total')).toContainText('3');

  const list = page.getByTestId('task-list');
  await page.getByLabel('Category').selectOption('errands');
  await expect(list.getByTestId('task-item')).toHaveCount(1);
  await page.getByLabel('Category').selectOption('');
  await page.getByLabel('Search tasks').fill('TAP');
  await expect(list.getByTestId('task-item')).toHaveCount(1);
  await expect(list).toContainText('Fix the tap');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByLabel('Due Date').selectOption('today');
  await expect(list.getByTestId('task-item')).toHaveCount(1);
  await expect(list).toContainText('Buy milk');
  await page.getByLabel('Search tasks').fill('nothing like this');
  await expect(page.getByText('No tasks found matching your criteria.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  // Unfiltered, the sections group the tasks and the list holds the rest: each task once.
  const view = page.getByRole('tabpanel');
  await expect(view.getByTestId('task-item').filter({ hasText: 'Buy milk' })).toHaveCount(1);

  // Complete and reopen with the toggle.
  await view.getByRole('checkbox', { name: 'Mark "Buy milk" as done' }).click();
  await expect(page.getByText('Task completed!').first()).toBeVisible();
  await view.getByRole('checkbox', { name: 'Reopen "Buy milk"' }).click();
  await expect(page.getByText('Task reopened!').first()).toBeVisible();

  // Status select.
  const milk = view.getByTestId('task-item').filter({ hasText: 'Buy milk' });
  await milk.getByLabel('Status').selectOption('in_progress');
  await expect(page.getByText('Task marked as In progress').first()).toBeVisible();

  // Completing the recurring task creates the next occurrence.
  await view.getByRole('checkbox', { name: 'Mark "Take out bins" as done' }).click();
  await expect(page.getByText(/The next occurrence is due/).first()).toBeVisible();
  await expect(view.getByTestId('task-item').filter({ hasText: 'Take out bins' })).toHaveCount(2);

  // Edit.
  await view.getByRole('button', { name: 'Edit: Fix the tap' }).click();
  const dialog = page.getByTestId('task-dialog');
  await dialog.getByLabel('Title').fill('Fix the kitchen tap');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Task updated successfully!').first()).toBeVisible();
  await expect(view).toContainText('Fix the kitchen tap');

  // Delete.
  await view.getByRole('button', { name: 'Delete: Fix the kitchen tap' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Task deleted successfully!').first()).toBeVisible();
  await expect(view).not.toContainText('Fix the kitchen tap');

  // Analytics tab draws the charts.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByTestId('task-analytics').locator('svg').first()).toBeVisible({
    timeout: 20_000,
  });

  // ?action=add opens the dialog and clears itself.
  await page.goto('/app/tasks?action=add');
  await expect(page.getByTestId('task-dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/tasks$/);
});

test('adds, edits and deletes an event; end before start is refused; the dashboard shows tiles', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('calendar'));
  await page.goto('/app/calendar?action=add');
  const dialog = page.getByTestId('event-dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/app\/calendar$/);
  await dialog.getByLabel('Title').fill('Family dinner');
  await dialog.getByLabel('Starts').fill(localDateTime(0, '19:00'));
  await dialog.getByLabel('Ends').fill(localDateTime(0, '18:00'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The end time cannot be before the start time')).toBeVisible();
  await dialog.getByLabel('Ends').fill(localDateTime(0, '21:00'));
  await dialog.getByLabel('Attendees (comma-separated)').fill(' Sara , ,Omar ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event added to the calendar').first()).toBeVisible();
  await expect(page.getByTestId('event-item').first()).toContainText('With Sara and Omar');

  await page.getByRole('button', { name: 'Edit: Family dinner' }).first().click();
  await dialog.getByLabel('Title').fill('Family dinner at grandma');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event updated successfully!').first()).toBeVisible();
  await expect(page.getByTestId('event-item').first()).toContainText('Family dinner at grandma');

  await page.goto('/app/dashboard');
  await expect(page.getByTestId('tile-members')).toBeVisible();
  await expect(page.getByTestId('today-events')).toContainText('Family dinner at grandma');

  await page.goto('/app/calendar');
  await page.getByRole('button', { name: 'Delete: Family dinner at grandma' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event deleted successfully!').first()).toBeVisible();
  await expect(page.getByTestId('event-item')).toHaveCount(0);
});

test('the mobile calendar week starts on Saturday in Arabic and Sunday in English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'ar');
  await signUp(page, 'ar', uniqueEmail('week'));
  await page.goto('/app/calendar');
  const first = page.getByTestId('week-strip').locator('button').first();
  const date = await first.getAttribute('data-date');
  expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(6);
  await expect(page.getByTestId('hijri-day').first()).not.toBeEmpty();
  await page.getByRole('button', { name: 'الأسبوع التالي' }).click();
  const next = await page
    .getByTestId('week-strip')
    .locator('button')
    .first()
    .getAttribute('data-date');
  expect(new Date(`${next}T12:00:00Z`).getTime() - new Date(`${date}T12:00:00Z`).getTime()).toBe(
    7 * 86_400_000,
  );
  await expect(page.getByText('القادمة هذا الأسبوع').first()).toBeVisible();
  await page.goto('/app/tasks');
  await expect(page.getByTestId('task-hub')).toContainText('مهام معلقة');
  await page.goto('/app/calendar');
  // As the language switch does: the cookie (which wins on load) and the stored choice.
  await page.context().addCookies([{ name: 'usra_lang', value: 'en', url: page.url() }]);
  await page.evaluate(() => window.localStorage.setItem('usra.lang', 'en'));
  await page.reload();
  const en = await page
    .getByTestId('week-strip')
    .locator('button')
    .first()
    .getAttribute('data-date');
  expect(new Date(`${en}T12:00:00Z`).getUTCDay()).toBe(0);
});

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  for (const width of [390, 1280]) {
    test(`screenshots of tasks, calendar and dashboard in ${language} at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await useLanguage(page, language);
      await signUp(page, language, uniqueEmail(`shots-${language}`));
      const api = page.request;
      const origin = new URL(page.url()).origin;
      const headers = { origin };
      const ar = language === 'ar';
      const now = Date.now();
      const inHours = (h: number) => new Date(now + h * 3_600_000).toISOString();
      for (const [title, due, category] of [
        [ar ? 'شراء الحليب والخبز' : 'Buy milk and bread', inHours(2), 'errands'],
        [ar ? 'إصلاح صنبور المطبخ' : 'Fix the kitchen tap', inHours(-30), 'maintenance'],
        [ar ? 'ترتيب غرفة الأطفال' : "Tidy the children's room", inHours(26), 'chores'],
      ] as const) {
        const r = await api.post('/api/tasks', {
          headers,
          data: { title, location: ar ? 'المنزل' : 'Home', dueDate: due, category },
        });
        expect(r.status()).toBe(201);
      }
      const r = await api.post('/api/calendar/events', {
        headers,
        data: {
          title: ar ? 'عشاء العائلة' : 'Family dinner',
          startTime: inHours(1),
          endTime: inHours(3),
          attendees: ar ? 'سارة، عمر' : 'Sara, Omar',
        },
      });
      expect(r.status()).toBe(201);
      for (const screen of ['tasks', 'calendar', 'dashboard']) {
        await page.goto(`/app/${screen}`);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), `${screen} accessibility`).toEqual([]);
        await page.screenshot({
          path: path.join(shots, `${screen}-${language}-${width}.png`),
          fullPage: true,
        });
      }
      // On a phone the tabs are in the task hub's tasks sub-view.
      await page.goto(width < 768 ? '/app/tasks?view=tasks' : '/app/tasks');
      await page.getByRole('tab', { name: ar ? 'التحليلات' : 'Analytics' }).click();
      await expect(page.getByTestId('task-analytics')).toBeVisible({ timeout: 20_000 });
      // The three charts have drawn (each ResponsiveContainer draws once it has measured its box).
      await expect(
        page.getByTestId('task-analytics').locator('.recharts-wrapper > svg.recharts-surface'),
      ).toHaveCount(3);
      await page.screenshot({
        path: path.join(shots, `tasks-analytics-${language}-${width}.png`),
        fullPage: true,
      });
    });
  }
}
