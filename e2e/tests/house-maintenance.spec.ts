import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  type Language,
  seriousViolations,
  signUp,
  test,
  uniqueEmail,
  useLanguage,
} from './fixtures';

/** Screenshots go to e2e/screenshots, or where HM_SHOTS says (the review's /tmp/hm-shots). */
const shots = process.env.HM_SHOTS ?? path.resolve(import.meta.dirname, '../screenshots');

// Long flows (sign-up, two items, a completion, history) on a busy machine.
test.describe.configure({ timeout: 120_000 });

const t = {
  en: {
    nav: 'House Maintenance',
    more: 'More',
    title: 'House Maintenance',
    add: 'Add Item',
    addSubmit: 'Add Item',
    starter: 'Start from a common task',
    name: 'Item name',
    location: 'Location',
    frequency: 'Every how many months',
    condition: 'Condition',
    lastDate: 'Last maintenance date',
    cost: /^Estimated cost/,
    created: 'Maintenance item created successfully!',
    acName: 'Clean or replace AC filter',
    acLocation: 'Air conditioners',
    sink: 'Kitchen sink',
    sinkLocation: 'Kitchen',
    complete: 'Complete',
    completeCost: /^Cost/,
    performedBy: 'Performed by',
    completeSubmit: 'Mark as completed',
    completed: 'Maintenance completed successfully!',
    tabSchedule: /^Schedules/,
    tabHistory: 'History',
    tabAssets: 'Assets',
    shortcutSchedule: 'Schedule',
    shortcutHistory: 'History',
    maintenanceDone: 'Maintenance completed',
    addHistory: 'Add to history',
    item: 'Item',
    type: 'Type',
    description: 'Description',
    historyCost: /^Cost/,
    added: 'Added to history',
    repair: 'Repair',
    overdue: 'Overdue',
    filterOverdue: 'Overdue',
    filterUpcoming: 'Due in the next 7 days',
    filterCritical: 'Critical or poor condition',
    back: 'Back to summary',
    addAsset: 'Add Asset',
    assetName: 'Asset name',
    warranty: 'Warranty ends on',
    assetCreated: 'Asset created successfully!',
    manage: 'Schedules, expenses and reminders',
    addExpense: 'Add expense',
    amount: /^Amount/,
    expenseRecorded: 'Expense recorded successfully!',
    addReminder: 'Add reminder',
    title_: 'Title',
    remindOn: 'Remind on',
    reminderAdded: 'Reminder added successfully!',
    soon: 'Soon',
    dismiss: 'Dismiss',
    dismissed: 'Reminder dismissed',
    addSchedule: 'Add schedule',
    date: 'Date',
    scheduleAdded: 'Schedule added successfully!',
    assetCompleteCost: /^Cost/,
    fridge: 'Kitchen fridge',
    filterReminder: 'Replace the water filter',
    coils: 'Clean the coils',
    dashboardTitle: 'House maintenance',
  },
  ar: {
    nav: 'صيانة المنزل',
    more: 'المزيد',
    title: 'صيانة المنزل',
    add: 'إضافة عنصر',
    addSubmit: 'إضافة العنصر',
    starter: 'ابدأ من مهمة شائعة',
    name: 'اسم العنصر',
    location: 'الموقع',
    frequency: 'كل كم شهرًا',
    condition: 'الحالة',
    lastDate: 'تاريخ آخر صيانة',
    cost: /^التكلفة التقديرية/,
    created: 'تمت إضافة عنصر الصيانة بنجاح!',
    acName: 'تنظيف أو تغيير فلتر المكيف',
    acLocation: 'المكيفات',
    sink: 'مغسلة المطبخ',
    sinkLocation: 'المطبخ',
    complete: 'إتمام',
    completeCost: /^التكلفة/,
    performedBy: 'نفّذها',
    completeSubmit: 'تأكيد الإتمام',
    completed: 'تمت الصيانة بنجاح!',
    tabSchedule: /^المواعيد/,
    tabHistory: 'السجل',
    tabAssets: 'الأصول',
    shortcutSchedule: 'المواعيد',
    shortcutHistory: 'السجل',
    maintenanceDone: 'صيانة مكتملة',
    addHistory: 'إضافة إلى السجل',
    item: 'العنصر',
    type: 'النوع',
    description: 'الوصف',
    historyCost: /^التكلفة/,
    added: 'تمت الإضافة إلى السجل',
    repair: 'إصلاح',
    overdue: 'متأخرة',
    filterOverdue: 'المتأخرة',
    filterUpcoming: 'المستحقة خلال ٧ أيام',
    filterCritical: 'حالتها حرجة أو سيئة',
    back: 'العودة إلى الملخص',
    addAsset: 'إضافة أصل',
    assetName: 'اسم الأصل',
    warranty: 'ينتهي الضمان في',
    assetCreated: 'تمت إضافة الأصل بنجاح!',
    manage: 'المواعيد والمصروفات والتذكيرات',
    addExpense: 'إضافة مصروف',
    amount: /^المبلغ/,
    expenseRecorded: 'تم تسجيل المصروف بنجاح!',
    addReminder: 'إضافة تذكير',
    title_: 'العنوان',
    remindOn: 'التذكير في',
    reminderAdded: 'تمت إضافة التذكير بنجاح!',
    soon: 'قريبًا',
    dismiss: 'تجاهل',
    dismissed: 'تم تجاهل التذكير',
    addSchedule: 'إضافة موعد',
    date: 'التاريخ',
    scheduleAdded: 'تمت إضافة الموعد بنجاح!',
    assetCompleteCost: /^التكلفة/,
    fridge: 'ثلاجة المطبخ',
    filterReminder: 'تغيير فلتر الماء',
    coils: 'تنظيف الملفات',
    dashboardTitle: 'صيانة المنزل',
  },
} as const;

/** A calendar date `days` from today on the browser's clock (YYYY-MM-DD). */
function dayFromToday(page: Page, days = 0): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  }, days);
}

/** `months` calendar months after a date, the day kept or clamped to the month's end. */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${year}-${p(month + 1)}-${p(Math.min(d, last))}`;
}

/** Dates and money as the page writes them (lib/dates.ts, the feature's format.ts). */
function formatIn(page: Page, language: Language) {
  const locale = language === 'ar' ? 'ar-SA' : 'en-US';
  return {
    date: (value: string) =>
      page.evaluate(
        ([l, v]) =>
          new Intl.DateTimeFormat(`${l}-u-ca-gregory`, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${v}T00:00:00Z`)),
        [locale, value] as const,
      ),
    money: (value: number, currency: string) =>
      page.evaluate(
        ([l, v, c]) => new Intl.NumberFormat(l, { style: 'currency', currency: c }).format(v),
        [locale, value, currency] as const,
      ),
  };
}

/** Opens the screen from the navigation: the sidebar, or the phone's More sheet. */
async function openHouseMaintenance(page: Page, language: Language, width: number) {
  const s = t[language];
  if (width < 768) {
    await page.getByRole('button', { name: s.more }).click();
    await page.getByTestId('more-sheet').getByRole('link', { name: s.nav }).click();
  } else {
    await page.getByTestId('sidebar').getByRole('link', { name: s.nav }).click();
  }
  await expect(page).toHaveURL(/\/app\/house-maintenance$/);
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
}

/** The family's currency as the server keeps it (SAR by default in Arabic). */
async function familyCurrency(page: Page): Promise<string> {
  const answer = await page.request.get('/api/settings/appearance');
  return ((await answer.json()) as { appearance: { currency: string } }).appearance.currency;
}

async function seedItem(request: APIRequestContext, origin: string, data: object) {
  const answer = await request.post('/api/house-maintenance/items', {
    headers: { origin },
    data,
  });
  expect(answer.status()).toBe(201);
}

const combos = [
  ['ar', 390],
  ['en', 1280],
  ['ar', 1280],
  ['en', 390],
] as const;

for (const [language, width] of combos) {
  test(`house maintenance in ${language} at ${width}px: a starter plan, an item by hand, complete, history, a repair`, async ({
    page,
  }) => {
    const s = t[language];
    const mobile = width < 768;
    await page.setViewportSize({ width, height: mobile ? 844 : 900 });
    await useLanguage(page, language);
    await signUp(page, language, uniqueEmail(`house-${language}-${width}`));
    const f = formatIn(page, language);
    const today = await dayFromToday(page);
    const currency = await familyCurrency(page);

    await openHouseMaintenance(page, language, width);
    await expect(page.getByTestId('items-empty')).toBeVisible();

    // From a starter plan: the AC filter, every 3 months, in the page's language.
    await page.getByRole('button', { name: s.add, exact: true }).click();
    const dialog = page.getByTestId('item-dialog');
    await dialog.getByLabel(s.starter).selectOption('ac_filter');
    await expect(dialog.getByLabel(s.name)).toHaveValue(s.acName);
    await expect(dialog.getByLabel(s.location)).toHaveValue(s.acLocation);
    await expect(dialog.getByLabel(s.frequency)).toHaveValue('3');
    expect(await seriousViolations(page), 'add item dialog').toEqual([]);
    await page.screenshot({ path: path.join(shots, `house-add-${language}-${width}.png`) });
    await dialog.getByRole('button', { name: s.addSubmit, exact: true }).click();
    await expect(page.getByText(s.created).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // By hand: poor condition, last done long ago (so overdue), an invalid frequency becomes 12.
    await page.getByRole('button', { name: s.add, exact: true }).click();
    await dialog.getByLabel(s.name).fill(s.sink);
    await dialog.getByLabel(s.location).fill(s.sinkLocation);
    await dialog.getByLabel(s.condition).selectOption('poor');
    await dialog.getByLabel(s.frequency).fill('0');
    await dialog.getByLabel(s.frequency).blur();
    await expect(dialog.getByLabel(s.frequency)).toHaveValue('12');
    await dialog.getByLabel(s.cost).fill('250.5');
    await dialog.getByLabel(s.lastDate).fill('2024-01-10');
    await dialog.getByRole('button', { name: s.addSubmit, exact: true }).click();
    await expect(dialog).toBeHidden();

    if (mobile) {
      const summary = page.getByTestId('mobile-summary');
      await expect(summary.getByTestId('mobile-alert')).toBeVisible();
      await expect(summary.getByTestId('mobile-overdue').getByTestId('mobile-row')).toHaveCount(1);
      await expect(summary.getByTestId('mobile-overdue')).toContainText(s.sink);
      const upcoming = summary.getByTestId('mobile-upcoming');
      await expect(upcoming.getByTestId('mobile-row')).toHaveCount(1);
      expect(await seriousViolations(page), 'phone summary').toEqual([]);
      await page.screenshot({
        path: path.join(shots, `house-${language}-${width}.png`),
        fullPage: true,
      });
      await upcoming
        .getByTestId('mobile-row')
        .filter({ hasText: s.acName })
        .getByRole('button', { name: s.complete })
        .click();
    } else {
      await expect(page.getByTestId('count-overdue')).toHaveText(/^[1١]$/);
      await expect(page.getByTestId('count-dueSoon')).toHaveText(/^[1١]$/);
      await expect(page.getByTestId('count-needsAttention')).toHaveText(/^[1١]$/);
      await expect(page.getByTestId('count-totalItems')).toHaveText(/^[2٢]$/);
      expect(await seriousViolations(page), 'overview').toEqual([]);
      await page.screenshot({
        path: path.join(shots, `house-${language}-${width}.png`),
        fullPage: true,
      });
      await page.getByRole('tab', { name: s.tabSchedule }).click();
      await expect(page).toHaveURL(/view=schedule/);
      await page
        .getByTestId('schedule-list')
        .getByTestId('schedule-row')
        .filter({ hasText: s.acName })
        .getByRole('button', { name: s.complete })
        .click();
    }

    // Complete Maintenance: a cost and who did it; the next entry is 3 months on.
    const complete = page.getByTestId('complete-dialog');
    await complete.getByLabel(s.completeCost).fill('80');
    await complete.getByLabel(s.performedBy).fill(language === 'ar' ? 'أحمد' : 'Ahmed');
    await complete.getByRole('button', { name: s.completeSubmit }).click();
    await expect(page.getByText(s.completed).first()).toBeVisible();
    await expect(complete).toBeHidden();

    if (mobile) await page.getByRole('link', { name: s.shortcutSchedule, exact: true }).click();
    await expect(page).toHaveURL(/view=schedule/);
    const next = page.getByTestId('schedule-list').getByTestId('schedule-row').filter({
      hasText: s.acName,
    });
    await expect(next).toHaveCount(1);
    await expect(next).toContainText(await f.date(addMonths(today, 3)));
    const sinkRow = page.getByTestId('schedule-list').getByTestId('schedule-row').filter({
      hasText: s.sink,
    });
    await expect(sinkRow.getByTestId('overdue-badge')).toHaveText(s.overdue);
    expect(await seriousViolations(page), 'schedules').toEqual([]);
    await page.screenshot({
      path: path.join(shots, `house-schedules-${language}-${width}.png`),
      fullPage: true,
    });

    // History: the completion with its cost; then a repair recorded by hand.
    if (mobile) {
      await page.getByRole('button', { name: s.back }).click();
      await page.getByRole('link', { name: s.shortcutHistory, exact: true }).click();
    } else {
      await page.getByRole('tab', { name: s.tabHistory }).click();
    }
    await expect(page).toHaveURL(/view=history/);
    const history = page.getByTestId('history-list');
    await expect(history.getByTestId('history-row')).toHaveCount(1);
    await expect(history.getByTestId('history-row').first()).toContainText(s.maintenanceDone);
    await expect(history.getByTestId('history-row').first()).toContainText(s.acName);
    await expect(history.getByTestId('history-cost')).toHaveText(await f.money(80, currency));

    await page.getByRole('button', { name: s.addHistory }).click();
    const entry = page.getByTestId('history-dialog');
    await entry.getByLabel(s.item).selectOption({ label: s.sink });
    await entry.getByLabel(s.type).selectOption('repair');
    await entry.getByLabel(s.description).fill(language === 'ar' ? 'تغيير الخلاط' : 'New tap');
    await entry.getByLabel(s.historyCost).fill('45');
    expect(await seriousViolations(page), 'history dialog').toEqual([]);
    await entry.getByRole('button', { name: s.addHistory }).click();
    await expect(page.getByText(s.added).first()).toBeVisible();
    await expect(entry).toBeHidden();
    await expect(history.getByTestId('history-row')).toHaveCount(2);
    const repair = history.getByTestId('history-row').filter({ hasText: s.sink });
    await expect(repair).toContainText(s.repair);
    await expect(repair.getByTestId('history-cost')).toHaveText(await f.money(45, currency));
    await page.screenshot({
      path: path.join(shots, `house-history-${language}-${width}.png`),
      fullPage: true,
    });
  });
}

for (const [language, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  test(`house maintenance filters by query parameter and the phone's short lists, ${language} ${width}px`, async ({
    page,
  }) => {
    const s = t[language];
    const mobile = width < 768;
    await page.setViewportSize({ width, height: mobile ? 844 : 900 });
    await useLanguage(page, language);
    await signUp(page, language, uniqueEmail(`house-filters-${language}`));
    const origin = new URL(page.url()).origin;
    // 4 overdue (last done over a year ago, every 12 months), 6 due today, 1 critical.
    for (let i = 1; i <= 4; i += 1)
      await seedItem(page.request, origin, {
        name: `Overdue ${i}`,
        location: 'Roof',
        lastMaintenanceDate: '2024-0' + i + '-15',
      });
    for (let i = 1; i <= 6; i += 1)
      await seedItem(page.request, origin, { name: `Soon ${i}`, location: 'Garden' });
    await seedItem(page.request, origin, {
      name: 'Broken heater',
      location: 'Bathroom',
      status: 'critical',
      installationDate: '2030-01-01',
    });

    await page.goto('/app/house-maintenance?filter=overdue');
    await expect(page.getByTestId('filter-bar')).toContainText(s.filterOverdue);
    await expect(page.getByTestId('schedule-list').getByTestId('schedule-row')).toHaveCount(4);
    await expect(page.getByTestId('overdue-badge')).toHaveCount(4);

    await page.goto('/app/house-maintenance?filter=upcoming');
    await expect(page.getByTestId('filter-bar')).toContainText(s.filterUpcoming);
    await expect(page.getByTestId('schedule-list').getByTestId('schedule-row')).toHaveCount(6);

    await page.goto('/app/house-maintenance?filter=critical');
    await expect(page.getByTestId('filter-bar')).toContainText(s.filterCritical);
    await expect(page.getByTestId('item-card')).toHaveCount(1);
    await expect(page.getByTestId('item-card')).toContainText('Broken heater');

    await page.goto('/app/house-maintenance?view=history');
    await expect(page.getByTestId('history-empty')).toBeVisible();

    await page.goto('/app/house-maintenance');
    if (mobile) {
      // The phone's summary: the first 3 overdue, the first 5 upcoming, each with "see more".
      const summary = page.getByTestId('mobile-summary');
      await expect(summary.getByTestId('mobile-alert')).toBeVisible();
      await expect(summary.getByTestId('mobile-overdue').getByTestId('mobile-row')).toHaveCount(3);
      await expect(summary.getByTestId('mobile-upcoming').getByTestId('mobile-row')).toHaveCount(5);
      expect(await seriousViolations(page), 'phone summary with lists').toEqual([]);
      await page.screenshot({
        path: path.join(shots, `house-summary-${language}-${width}.png`),
        fullPage: true,
      });
      await summary.getByTestId('mobile-upcoming-more').click();
      await expect(page).toHaveURL(/\?filter=upcoming$/);
      await expect(page.getByTestId('schedule-list').getByTestId('schedule-row')).toHaveCount(6);
      await page.getByRole('button', { name: s.back }).click();
      await summary.getByTestId('mobile-overdue-more').click();
      await expect(page).toHaveURL(/\?filter=overdue$/);
      await expect(page.getByTestId('schedule-list').getByTestId('schedule-row')).toHaveCount(4);
      await page.getByRole('button', { name: s.back }).click();
      await page.getByTestId('mobile-shortcuts').getByRole('link').first().click();
      await expect(page).toHaveURL(/\?filter=critical$/);
      await expect(page.getByTestId('item-card')).toHaveCount(1);
    } else {
      await expect(page.getByTestId('count-overdue')).toHaveText('4');
      await expect(page.getByTestId('count-needsAttention')).toHaveText('1');
      await expect(page.getByTestId('count-totalItems')).toHaveText('11');
      // The dashboard lists what is due, overdue first, and links here.
      await page.goto('/app/dashboard');
      const card = page.getByTestId('dashboard-house-maintenance');
      await expect(card.getByRole('heading', { name: s.dashboardTitle })).toBeVisible();
      await expect(card.getByTestId('dashboard-maintenance-due')).toHaveCount(5);
      await expect(card.getByTestId('dashboard-maintenance-due').first()).toContainText(s.overdue);
      await card.getByRole('link').click();
      await expect(page).toHaveURL(/\/app\/house-maintenance$/);
    }
  });
}

for (const [language, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  test(`household assets in ${language} at ${width}px: an asset with an expense, a reminder and a schedule`, async ({
    page,
  }) => {
    const s = t[language];
    const mobile = width < 768;
    await page.setViewportSize({ width, height: mobile ? 844 : 900 });
    await useLanguage(page, language);
    await signUp(page, language, uniqueEmail(`assets-${language}`));
    const f = formatIn(page, language);
    const currency = await familyCurrency(page);

    await page.goto('/app/house-maintenance?view=assets');
    await page.getByRole('button', { name: s.addAsset }).click();
    const form = page.getByTestId('asset-dialog');
    await form.getByLabel(s.assetName).fill(s.fridge);
    // The warranty ends in 20 days: its reminder (30 days before) is already due.
    await form.getByLabel(s.warranty).fill(await dayFromToday(page, 20));
    await form.getByRole('button', { name: s.addAsset }).click();
    await expect(page.getByText(s.assetCreated).first()).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.getByTestId('asset-card').filter({ hasText: s.fridge });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('asset-highlights')).toContainText(s.fridge);

    await card.getByRole('button', { name: s.manage }).click();
    const detail = page.getByTestId('asset-detail');

    // An expense.
    await detail.getByRole('button', { name: s.addExpense }).click();
    const expense = detail.getByTestId('asset-expense-form');
    await expense.getByLabel(s.amount).fill('300');
    await expense.getByRole('button', { name: s.addExpense }).click();
    await expect(page.getByText(s.expenseRecorded).first()).toBeVisible();
    await expect(detail.getByTestId('asset-expense-amount')).toHaveText(
      await f.money(300, currency),
    );

    // A reminder in 3 days is upcoming; dismissing it marks it sent.
    await detail.getByRole('button', { name: s.addReminder }).click();
    const reminder = detail.getByTestId('asset-reminder-form');
    await reminder.getByLabel(s.title_).fill(s.filterReminder);
    await reminder.getByLabel(s.remindOn).fill(await dayFromToday(page, 3));
    await reminder.getByRole('button', { name: s.addReminder }).click();
    await expect(page.getByText(s.reminderAdded).first()).toBeVisible();
    const row = detail.getByTestId('asset-reminder-row').filter({ hasText: s.filterReminder });
    await expect(row).toContainText(s.soon);

    // A schedule due yesterday is overdue; completing it with a cost records an expense.
    await detail.getByRole('button', { name: s.addSchedule }).click();
    const schedule = detail.getByTestId('asset-schedule-form');
    await schedule.getByLabel(s.title_).fill(s.coils);
    await schedule.getByLabel(s.date).fill(await dayFromToday(page, -1));
    await schedule.getByRole('button', { name: s.addSchedule }).click();
    await expect(page.getByText(s.scheduleAdded).first()).toBeVisible();
    const scheduled = detail.getByTestId('asset-schedule-row').filter({ hasText: s.coils });
    await expect(scheduled).toContainText(s.overdue);
    expect(await seriousViolations(page), 'asset detail').toEqual([]);
    await page.screenshot({
      path: path.join(shots, `house-asset-${language}-${width}.png`),
      fullPage: true,
    });
    await scheduled.getByRole('button', { name: s.complete }).click();
    await detail.getByTestId('asset-complete-form').getByLabel(s.assetCompleteCost).fill('50');
    await detail
      .getByTestId('asset-complete-form')
      .getByRole('button', { name: s.complete })
      .click();
    await expect(page.getByText(s.completed).first()).toBeVisible();
    await expect(detail.getByTestId('asset-schedule-row').filter({ hasText: s.coils })).toHaveCount(
      0,
    );
    await expect(detail.getByTestId('asset-expense-row')).toHaveCount(2);

    await row.getByRole('button', { name: s.dismiss }).click();
    await expect(page.getByText(s.dismissed).first()).toBeVisible();
    await expect(row).not.toContainText(s.soon);

    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(card.getByTestId('asset-expenses-total')).toContainText(
      await f.money(350, currency),
    );
    expect(await seriousViolations(page), 'assets tab').toEqual([]);
    await page.screenshot({
      path: path.join(shots, `house-assets-${language}-${width}.png`),
      fullPage: true,
    });
  });
}
