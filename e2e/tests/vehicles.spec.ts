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
import { formatIn, openVehicles } from './vehicle-helpers';

const shots = path.resolve(import.meta.dirname, '../screenshots');

// A long flow (sign-up, a vehicle, three log entries, a refusal, a delete) on a busy machine.
test.describe.configure({ timeout: 90_000 });

const t = {
  en: {
    nav: 'Vehicles',
    more: 'More',
    noVehicles: '0 vehicles',
    oneVehicle: '1 vehicle',
    addFirst: 'Add First Vehicle',
    name: 'Vehicle name',
    vin: 'VIN',
    decode: 'Decode',
    ready: 'Complete: ready to decode',
    decoded: 'VIN decoded successfully! Vehicle information populated.',
    year: 'Year',
    mileage: 'Mileage (km)',
    plate: 'Licence plate',
    lastService: 'Last service',
    addSubmit: 'Add Vehicle',
    added: 'Vehicle added successfully!',
    logFuel: 'Log Fuel',
    serviceLog: 'Service Log',
    history: 'History',
    odometer: 'Odometer (km)',
    volume: 'Fuel (litres)',
    cost: /^Cost/,
    save: 'Save',
    cancel: 'Cancel',
    fuelAdded: 'Fill-up logged',
    serviceType: 'Type of service',
    performedBy: 'Performed by',
    serviceAdded: 'Service logged',
    economy: (value: string) => `${value} L/100 km`,
    backwards: 'The odometer reading cannot be lower than an earlier reading (',
    backwardsUnit: ' km on ',
    delete: 'Delete',
    deleted: 'Vehicle deleted successfully!',
    carName: 'Family car',
    station: 'Station',
  },
  ar: {
    nav: 'المركبات',
    more: 'المزيد',
    noVehicles: 'لا توجد مركبات',
    oneVehicle: 'مركبة واحدة',
    addFirst: 'أضف أول مركبة',
    name: 'اسم المركبة',
    vin: 'رقم الهيكل (VIN)',
    decode: 'فك الترميز',
    ready: 'اكتمل الرقم: جاهز لفك الترميز',
    decoded: 'تم فك ترميز رقم الهيكل بنجاح! تمت تعبئة بيانات المركبة.',
    year: 'سنة الصنع',
    mileage: 'عدّاد المسافة (كم)',
    plate: 'رقم اللوحة',
    lastService: 'آخر صيانة',
    addSubmit: 'إضافة المركبة',
    added: 'تمت إضافة المركبة بنجاح!',
    logFuel: 'تسجيل وقود',
    serviceLog: 'سجل الصيانة',
    history: 'السجل',
    odometer: 'قراءة العدّاد (كم)',
    volume: 'كمية الوقود (لتر)',
    cost: /^التكلفة/,
    save: 'حفظ',
    cancel: 'إلغاء',
    fuelAdded: 'تم تسجيل التعبئة',
    serviceType: 'نوع الخدمة',
    performedBy: 'نفّذها',
    serviceAdded: 'تم تسجيل الصيانة',
    economy: (value: string) => `${value} لتر/١٠٠ كم`,
    backwards: 'لا يمكن أن تكون قراءة العدّاد أقل من قراءة سابقة (',
    backwardsUnit: ' كم بتاريخ ',
    delete: 'حذف',
    deleted: 'تم حذف المركبة بنجاح!',
    carName: 'سيارة العائلة',
    station: 'المحطة',
  },
} as const;

/** Today on the browser's clock, as the date inputs hold it. */
function today(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  });
}

async function logFuel(page: Page, language: Language, odometer: number, litres: number) {
  const s = t[language];
  const card = page.getByTestId('vehicle-card');
  await card.getByRole('button', { name: s.logFuel }).click();
  const dialog = page.getByTestId('fuel-dialog');
  await dialog.getByLabel(s.odometer).fill(String(odometer));
  await dialog.getByLabel(s.volume).fill(String(litres));
  await dialog.getByLabel(s.cost).fill('100');
  await dialog.getByLabel(s.station).fill(language === 'ar' ? 'محطة الدريس' : 'Aldrees');
  await dialog.getByRole('button', { name: s.save }).click();
  return dialog;
}

const VIN = '1hgcm82633a004352';

for (const [language, width] of [
  ['ar', 390],
  ['en', 1280],
] as const) {
  test(`vehicles in ${language} at ${width}px: add with the VIN, fuel economy, a service, a backwards odometer, delete`, async ({
    page,
  }) => {
    const s = t[language];
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await useLanguage(page, language);
    await signUp(page, language, uniqueEmail(`vehicles-${language}`));
    const f = formatIn(page, language);
    const day = await today(page);

    await openVehicles(page, language, width);
    await expect(page.getByTestId('vehicle-count')).toHaveText(s.noVehicles);
    const empty = page.getByTestId('vehicles-empty');
    await expect(empty).toBeVisible();

    // Add: the VIN typed in lower case shows in upper case, with its count until 17.
    await empty.getByRole('button', { name: s.addFirst }).click();
    const form = page.getByTestId('vehicle-dialog');
    await form.getByLabel(s.name).fill(s.carName);
    const vin = form.getByLabel(s.vin);
    const decode = form.getByRole('button', { name: s.decode });
    await vin.pressSequentially(VIN.slice(0, 16));
    await expect(vin).toHaveValue(VIN.slice(0, 16).toUpperCase());
    await expect(form.getByTestId('vin-count')).toHaveText(
      `${await f.number(16)}/${await f.number(17)}`,
    );
    await expect(decode).toBeDisabled();
    await vin.press('2');
    await expect(vin).toHaveValue(VIN.toUpperCase());
    await expect(form.getByTestId('vin-count')).toHaveText(s.ready);
    await decode.click();
    await expect(page.getByText(s.decoded).first()).toBeVisible();
    // Model year from position 10 ('3'), the cycle chosen by position 7 (a digit): 2003.
    await expect(form.getByLabel(s.year)).toHaveValue('2003');
    await expect(form.getByTestId('vin-decoded')).toBeVisible();
    expect(await seriousViolations(page), 'add vehicle dialog').toEqual([]);
    await page.screenshot({ path: path.join(shots, `vehicles-add-${language}-${width}.png`) });
    await form.getByLabel(s.mileage, { exact: true }).fill('12000');
    await form.getByLabel(s.plate).fill('ABC 1234');
    await form.getByLabel(s.lastService).fill('2025-01-15');
    await form.getByRole('button', { name: s.addSubmit }).click();
    await expect(page.getByText(s.added).first()).toBeVisible();
    await expect(form).toBeHidden();

    const card = page.getByTestId('vehicle-card');
    await expect(page.getByTestId('vehicle-count')).toHaveText(s.oneVehicle);
    await expect(card.getByRole('heading', { name: s.carName })).toBeVisible();
    await expect(card.getByTestId('vehicle-vin')).toHaveText(VIN.toUpperCase());
    await expect(card.getByTestId('vehicle-mileage')).toHaveText(await f.km(12_000));
    const lastService = card.getByTestId('vehicle-last-service');
    await expect(lastService).toHaveText(await f.date('2025-01-15'));

    // Two full tanks, 500 km apart, 40 L for the second: 8 L/100 km.
    let fuel = await logFuel(page, language, 12_000, 45);
    await expect(page.getByText(s.fuelAdded).first()).toBeVisible();
    await expect(fuel).toBeHidden();
    fuel = await logFuel(page, language, 12_500, 40);
    await expect(fuel).toBeHidden();
    await expect(card.getByTestId('vehicle-mileage')).toHaveText(await f.km(12_500));
    await card.getByRole('button', { name: s.history }).click();
    const history = page.getByTestId('history-dialog');
    await expect(history.getByTestId('fuel-entry')).toHaveCount(2);
    await expect(history.getByTestId('fuel-economy')).toContainText(s.economy(await f.number(8)));
    await expect(history.getByTestId('fill-economy')).toHaveCount(1);
    expect(await seriousViolations(page), 'history dialog').toEqual([]);
    await page.screenshot({ path: path.join(shots, `vehicles-history-${language}-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // A service moves the last service date to its own.
    await card.getByRole('button', { name: s.serviceLog }).click();
    const service = page.getByTestId('service-dialog');
    await expect(service.getByLabel(s.odometer)).toHaveValue('12500');
    await service.getByLabel(s.odometer).fill('12600');
    await service.getByLabel(s.serviceType).selectOption('oil_change');
    await service.getByLabel(s.cost).fill('150');
    await service.getByLabel(s.performedBy).fill(language === 'ar' ? 'مركز الصيانة' : 'Quick Lube');
    await service.getByRole('button', { name: s.save }).click();
    await expect(page.getByText(s.serviceAdded).first()).toBeVisible();
    await expect(service).toBeHidden();
    await expect(lastService).toHaveText(await f.date(day));
    await expect(card.getByTestId('vehicle-mileage')).toHaveText(await f.km(12_600));

    // An odometer going backwards is refused on its field, in the user's language.
    fuel = await logFuel(page, language, 11_000, 30);
    const odometer = fuel.getByLabel(s.odometer);
    await expect(odometer).toHaveAttribute('aria-invalid', 'true');
    await expect(fuel).toContainText(s.backwards);
    await expect(fuel).toContainText(s.backwardsUnit);
    await page.screenshot({ path: path.join(shots, `vehicles-odometer-${language}-${width}.png`) });
    await fuel.getByRole('button', { name: s.cancel }).click();
    await expect(fuel).toBeHidden();
    await expect(card.getByTestId('vehicle-mileage')).toHaveText(await f.km(12_600));

    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'vehicles screen').toEqual([]);
    await page.screenshot({
      path: path.join(shots, `vehicles-${language}-${width}.png`),
      fullPage: true,
    });

    // Delete, after the shared confirmation.
    await card.getByRole('button', { name: `${s.delete}: ${s.carName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: s.delete }).click();
    await expect(page.getByText(s.deleted).first()).toBeVisible();
    await expect(page.getByTestId('vehicles-empty')).toBeVisible();
    await expect(page.getByTestId('vehicle-count')).toHaveText(s.noVehicles);
  });
}

test("the task hub's Add vehicle quick action opens the Add Vehicle form", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'ar');
  await signUp(page, 'ar', uniqueEmail('vehicles-hub'));
  await page.goto('/app/tasks');
  await page.getByTestId('hub-actions').getByRole('link', { name: 'إضافة مركبة' }).click();
  await expect(page).toHaveURL(/\/app\/vehicles/);
  await expect(page.getByTestId('vehicle-dialog')).toBeVisible();
});

test('the dashboard lists vehicle reminders that fall due, in the family language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('vehicles-dashboard'));
  const headers = { origin: new URL(page.url()).origin };
  const car = await page.request.post('/api/vehicles', {
    headers,
    data: { name: 'Camry', mileage: 48_500 },
  });
  const carId = (await car.json()).vehicle.id as string;
  for (const data of [
    { title: 'Tyres', dueOdometer: 48_000 },
    { title: 'Oil change', serviceType: 'oil_change', dueOdometer: 49_000 },
    { title: 'Inspection', intervalMonths: 12 },
  ]) {
    const added = await page.request.post(`/api/vehicles/${carId}/reminders`, { headers, data });
    expect(added.status()).toBe(201);
  }
  await page.goto('/app');
  const list = page.getByTestId('dashboard-vehicle-reminders');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(0)).toContainText('Tyres · Camry');
  await expect(list.getByRole('listitem').nth(0)).toContainText('Overdue');
  await expect(list.getByRole('listitem').nth(1)).toContainText('in 500 km');
  await expect(list).not.toContainText('Inspection');
});
