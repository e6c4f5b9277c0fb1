import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, seriousViolations, signUp, test, uniqueEmail, useLanguage } from './fixtures';
import { formatIn, openVehicles } from './vehicle-helpers';

const shots = path.resolve(import.meta.dirname, '../screenshots');

// Sign-up, a vehicle, a reminder, the demo streaming, an alert's two steps, a token.
test.describe.configure({ timeout: 120_000 });

const t = {
  en: {
    nav: 'Vehicles',
    more: 'More',
    addFirst: 'Add First Vehicle',
    name: 'Vehicle name',
    mileage: 'Mileage (km)',
    addSubmit: 'Add Vehicle',
    added: 'Vehicle added successfully!',
    carName: 'Family car',
    reminders: 'Reminders',
    oilPreset: /^Oil change every/,
    save: 'Save',
    reminderAdded: 'Reminder added',
    oil: 'Oil change',
    upcoming: 'Upcoming',
    in: (when: string) => `in ${when}`,
    tabHealth: 'Health Monitoring',
    tabDevices: 'OBD Devices',
    noReadings: 'No readings yet',
    tryDemo: 'Try the demo device',
    startDemo: 'Start the demo',
    demoStarted: 'The demo device is sending simulated readings',
    demoLabel: 'Demo — simulated data',
    alertsTab: 'Health Alerts',
    maintenanceTab: 'Maintenance',
    misfire: 'P0301',
    acknowledge: 'Acknowledge',
    acknowledged: 'Alert acknowledged',
    resolve: 'Resolve',
    resolved: 'Alert resolved',
    deviceToken: 'Device token',
    tokenDone: 'I have copied it',
    issued: 'Issued',
    connection: 'Connection: Demo adapter',
    disconnected: 'OBD device disconnected',
  },
  ar: {
    nav: 'المركبات',
    more: 'المزيد',
    addFirst: 'أضف أول مركبة',
    name: 'اسم المركبة',
    mileage: 'عدّاد المسافة (كم)',
    addSubmit: 'إضافة المركبة',
    added: 'تمت إضافة المركبة بنجاح!',
    carName: 'سيارة العائلة',
    reminders: 'التذكيرات',
    oilPreset: /^تغيير الزيت كل/,
    save: 'حفظ',
    reminderAdded: 'تمت إضافة التذكير',
    oil: 'تغيير الزيت',
    upcoming: 'قادم',
    in: (when: string) => `بعد ${when}`,
    tabHealth: 'مراقبة الحالة',
    tabDevices: 'أجهزة OBD',
    noReadings: 'لا توجد قراءات بعد',
    tryDemo: 'جرّب الجهاز التجريبي',
    startDemo: 'ابدأ التجربة',
    demoStarted: 'يرسل الجهاز التجريبي قراءات محاكاة',
    demoLabel: 'تجريبي — بيانات محاكاة',
    alertsTab: 'تنبيهات الحالة',
    maintenanceTab: 'الصيانة',
    misfire: 'P0301',
    acknowledge: 'إقرار',
    acknowledged: 'تم الإقرار بالتنبيه',
    resolve: 'تم الحل',
    resolved: 'تم حل التنبيه',
    deviceToken: 'رمز الجهاز',
    tokenDone: 'نسخته',
    issued: 'صادر',
    connection: 'الاتصال: جهاز تجريبي',
    disconnected: 'تم فصل جهاز OBD',
  },
} as const;

for (const [language, width] of [
  ['ar', 390],
  ['en', 1280],
] as const) {
  test(`vehicle health in ${language} at ${width}px: a reminder on the card, the demo device, an alert acknowledged then resolved, a token shown once`, async ({
    page,
  }) => {
    const s = t[language];
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await useLanguage(page, language);
    await signUp(page, language, uniqueEmail(`health-${language}`));
    const f = formatIn(page, language);
    await openVehicles(page, language, width);

    // A vehicle at 12,000 km.
    await page.getByTestId('vehicles-empty').getByRole('button', { name: s.addFirst }).click();
    const form = page.getByTestId('vehicle-dialog');
    await form.getByLabel(s.name).fill(s.carName);
    await form.getByLabel(s.mileage, { exact: true }).fill('12000');
    await form.getByRole('button', { name: s.addSubmit }).click();
    await expect(page.getByText(s.added).first()).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.getByTestId('vehicle-card');

    // Oil every 10,000 km or 12 months, from today's 12,000 km: the card shows it, due by distance.
    await card.getByRole('button', { name: s.reminders, exact: true }).click();
    const reminders = page.getByTestId('reminders-dialog');
    await reminders.getByRole('button', { name: s.oilPreset }).click();
    await reminders.getByRole('button', { name: s.save }).click();
    await expect(page.getByText(s.reminderAdded).first()).toBeVisible();
    await expect(reminders.getByTestId('reminder-entry')).toHaveCount(1);
    expect(await seriousViolations(page), 'reminders dialog').toEqual([]);
    await page.screenshot({ path: path.join(shots, `vehicle-reminders-${language}-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(reminders).toBeHidden();
    const badge = card.getByTestId('vehicle-reminder');
    await expect(badge).toContainText(s.oil);
    await expect(badge).toContainText(s.upcoming);
    await expect(badge.getByTestId('vehicle-reminder-due')).toHaveText(s.in(await f.km(10_000)));

    // Health Monitoring: no readings, a score of 0 and what to do about it.
    await page.getByRole('tab', { name: s.tabHealth }).click();
    const score = page.getByTestId('health-score');
    await expect(score).toHaveText(await f.number(0));
    await expect(page.getByTestId('health-label')).toHaveText(s.noReadings);
    await expect(page.getByTestId('readings-empty')).toBeVisible();

    // The demo device: readings arrive every 2 seconds, labelled as simulated; the score moves.
    await page.getByTestId('readings-empty').getByRole('button', { name: s.tryDemo }).click();
    await page.getByTestId('demo-dialog').getByRole('button', { name: s.startDemo }).click();
    await expect(page.getByText(s.demoStarted).first()).toBeVisible();
    const realtime = page.getByTestId('health-realtime');
    await expect(realtime).toBeVisible({ timeout: 15_000 });
    await expect(realtime.getByTestId('demo-label')).toHaveText(s.demoLabel);
    await expect(page.getByTestId('demo-banner')).toBeVisible();
    await expect(score).not.toHaveText(await f.number(0));
    await expect(realtime.getByTestId('readings-chart')).toBeVisible();
    await expect(realtime.getByTestId('reading-engineRpm')).toBeVisible();
    // Live: the next readings arrive without a reload.
    const count = Number(await realtime.getAttribute('data-readings'));
    await expect
      .poll(async () => Number(await realtime.getAttribute('data-readings')), { timeout: 15_000 })
      .toBeGreaterThan(count);
    expect(await seriousViolations(page), 'real-time data').toEqual([]);
    await page.screenshot({
      path: path.join(shots, `vehicle-health-${language}-${width}.png`),
      fullPage: true,
    });

    // A misfire reported through the browser route makes an alert: acknowledge, then resolve.
    const device = await demoDevice(page);
    const pushed = await page.request.post(`/api/obd/devices/${device.id}/readings`, {
      data: {
        readings: [
          {
            timestamp: new Date().toISOString(),
            engineRpm: 900,
            engineTemperature: 90,
            diagnosticCodes: ['P0301'],
          },
        ],
      },
    });
    expect(pushed.status()).toBe(202);
    await page.getByRole('tab', { name: s.alertsTab }).click();
    const alert = page.getByTestId('alert-entry').filter({ hasText: s.misfire });
    await expect(alert).toBeVisible({ timeout: 10_000 });
    await expect(alert).toHaveAttribute('data-state', 'new');
    await expect(alert.getByRole('button', { name: s.resolve })).toHaveCount(0);
    await alert.getByRole('button', { name: s.acknowledge }).click();
    await expect(page.getByText(s.acknowledged).first()).toBeVisible();
    await expect(alert).toHaveAttribute('data-state', 'acknowledged');
    await alert.getByRole('button', { name: s.resolve }).click();
    await expect(page.getByText(s.resolved).first()).toBeVisible();
    await expect(alert).toHaveAttribute('data-state', 'resolved');
    expect(await seriousViolations(page), 'health alerts').toEqual([]);
    await page.screenshot({ path: path.join(shots, `vehicle-alerts-${language}-${width}.png`) });

    await page.getByRole('tab', { name: s.maintenanceTab }).click();
    // A car a few minutes old has no distance rate yet: predictions, or what would make them.
    await expect(
      page.getByTestId('prediction-list').or(page.getByTestId('predictions-empty')),
    ).toBeVisible();

    // OBD Devices: the totals, the demo card, its token shown once.
    // The screen's own tab (Health Monitoring has an OBD Devices tab of the vehicle's devices too).
    await page
      .getByRole('tablist', { name: s.nav, exact: true })
      .getByRole('tab', { name: s.tabDevices })
      .click();
    for (const total of ['total', 'connected', 'paired', 'bluetooth'])
      await expect(page.getByTestId(`obd-total-${total}`)).toHaveText(await f.number(1));
    const deviceCard = page.getByTestId('obd-device-card');
    await expect(deviceCard.getByTestId('demo-label')).toHaveText(s.demoLabel);
    await deviceCard.getByRole('button', { name: s.deviceToken }).click();
    const tokenDialog = page.getByTestId('token-dialog');
    const tokenText = tokenDialog.getByTestId('device-token');
    await expect(tokenText).toHaveText(/^usra_obd_[\w-]{20,}$/);
    const token = (await tokenText.textContent()) ?? '';
    await expect(tokenDialog).toContainText(`Bearer ${token}`);
    expect(await seriousViolations(page), 'token dialog').toEqual([]);
    await page.screenshot({ path: path.join(shots, `vehicle-token-${language}-${width}.png`) });
    await tokenDialog.getByRole('button', { name: s.tokenDone }).click();
    await expect(tokenDialog).toBeHidden();
    await expect(deviceCard.getByTestId('obd-token-state')).toHaveText(s.issued);
    await expect(page.getByText(token)).toHaveCount(0);
    // The token sends readings through the ingestion API.
    const ingested = await page.request.post('/api/obd/ingest', {
      headers: { Authorization: `Bearer ${token}` },
      data: { readings: [{ timestamp: new Date().toISOString(), vehicleSpeed: 0 }] },
    });
    expect(ingested.status()).toBe(202);

    expect(await seriousViolations(page), 'device manager').toEqual([]);
    await page.screenshot({
      path: path.join(shots, `vehicle-devices-${language}-${width}.png`),
      fullPage: true,
    });

    // Switched off, the demo stops streaming.
    const toggle = deviceCard.getByRole('switch', { name: s.connection });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(page.getByText(s.disconnected).first()).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
}

async function demoDevice(page: Page): Promise<{ id: string; vehicleId: string }> {
  const answer = (await (await page.request.get('/api/obd/devices')).json()) as {
    devices: { id: string; vehicleId: string }[];
  };
  const device = answer.devices[0];
  if (!device) throw new Error('no demo device');
  return device;
}
