import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, signUpViaForm, test, uniqueEmail, useLanguage, type Language } from './fixtures';

const shots = path.resolve(import.meta.dirname, '../screenshots');

test.describe.configure({ timeout: 150_000 });

const copy = {
  en: {
    add: 'Subscribe to a calendar',
    name: 'Name',
    url: 'Calendar address',
    subscribe: 'Subscribe',
    calendarName: 'School',
    overlay: 'From subscribed calendars',
    allDay: 'All day',
    notFound: 'The calendar was not found at this address.',
    imported: 'Imported 2 events, skipped 0.',
    connect: 'Connect your phone',
    notHttps: /Phones connect only over HTTPS/,
  },
  ar: {
    add: 'اشترك في تقويم',
    name: 'الاسم',
    url: 'عنوان التقويم',
    subscribe: 'اشترك',
    calendarName: 'المدرسة',
    overlay: 'من التقاويم المشترك فيها',
    allDay: 'طوال اليوم',
    notFound: 'لم يُعثر على التقويم في هذا العنوان.',
    imported: 'استُورد ٢ من الأحداث، وتُخطّي ٠.',
    connect: 'اربط هاتفك',
    notHttps: /الهواتف لا تتصل إلا عبر HTTPS/,
  },
} as const;

/** Today in the browser's time zone as an iCalendar DATE, and the next day. */
function today(): { date: string; next: string } {
  const now = new Date();
  const at = (d: Date) =>
    `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  return { date: at(now), next: at(new Date(now.getTime() + 86_400_000)) };
}

function ics(prefix: string): string {
  const { date, next } = today();
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `UID:${prefix}-match@school`,
    `SUMMARY:${prefix} match`,
    `DTSTART:${date}T120000`,
    `DTEND:${date}T130000`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:${prefix}-holiday@school`,
    `SUMMARY:${prefix} holiday`,
    `DTSTART;VALUE=DATE:${date}`,
    `DTEND;VALUE=DATE:${next}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let server: Server;
let base = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const match = /^\/(\w+)\.ics$/.exec(request.url ?? '');
    if (match && match[1] !== 'missing') {
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(ics(match[1]!));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const cases: { language: Language; width: number }[] = [
  { language: 'ar', width: 390 },
  { language: 'en', width: 1280 },
];

for (const { language, width } of cases) {
  test(`calendar subscriptions in ${language}: overlay, failure, .ics import, connect your phone`, async ({
    page,
  }) => {
    const t = copy[language];
    const prefix = `sub${language}${width}`;
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await useLanguage(page, language);
    await signUpViaForm(page, language, uniqueEmail(`subs-${language}`));
    await page.goto('/app/calendar');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    // Subscribe: fetched at once by the server, then shown read-only in its colour.
    const card = page.getByTestId('subscriptions-card');
    await card.getByRole('button', { name: t.add }).click();
    const dialog = page.getByTestId('subscription-dialog');
    await dialog.getByLabel(t.name).fill(t.calendarName);
    await dialog.getByLabel(t.url).fill(`${base}/${prefix}.ics`);
    await dialog.getByRole('radio').nth(2).click();
    await dialog.getByRole('button', { name: t.subscribe }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByTestId('subscription-ok')).toBeVisible({ timeout: 30_000 });

    const items = page.getByTestId('subscribed-item');
    await expect(page.getByRole('heading', { name: t.overlay })).toBeVisible();
    await expect(items).toHaveCount(2);
    const match = items.filter({ hasText: `${prefix} match` });
    await expect(match).toBeVisible();
    await expect(items.filter({ hasText: `${prefix} holiday` })).toContainText(t.allDay);
    // Read-only: no edit or delete on it; the calendar's colour on its edge.
    await expect(match.getByRole('button')).toHaveCount(0);
    expect(await match.evaluate((el) => getComputedStyle(el).borderInlineStartColor)).toBe(
      'rgb(249, 115, 22)',
    );
    // Not one of the family's own events.
    await expect(page.getByTestId('event-item').filter({ hasText: prefix })).toHaveCount(0);
    await page.screenshot({
      path: path.join(shots, `calendar-subscription-${language}-${width}.png`),
      fullPage: true,
    });

    // A feed that fails says why, in the reader's language.
    await card.getByRole('button', { name: t.add }).click();
    await dialog.getByLabel(t.name).fill('X');
    await dialog.getByLabel(t.url).fill(`${base}/missing.ics`);
    await dialog.getByRole('button', { name: t.subscribe }).click();
    await expect(card.getByTestId('subscription-error')).toContainText(t.notFound, {
      timeout: 30_000,
    });

    // Import an .ics once: its events become the family's own (editable) events.
    await page.getByTestId('import-file').setInputFiles({
      name: 'trip.ics',
      mimeType: 'text/calendar',
      buffer: Buffer.from(ics(`${prefix}imp`)),
    });
    await expect(page.getByTestId('import-summary')).toContainText(t.imported);
    const day = page.locator('section[aria-labelledby="day-title"]');
    await expect(day.getByTestId('event-item').filter({ hasText: `${prefix}imp` })).toHaveCount(2);
    await page.screenshot({
      path: path.join(shots, `calendar-import-${language}-${width}.png`),
      fullPage: true,
    });

    // Connect your phone: the CalDAV address, the e-mail, and the truth about HTTPS.
    await card.getByRole('link', { name: t.connect }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.connect })).toBeVisible();
    await expect(page.getByTestId('dav-url')).toHaveText(`${new URL(page.url()).origin}/dav/`);
    await expect(page.getByTestId('https-note')).toContainText(t.notHttps);
    await page.screenshot({
      path: path.join(shots, `connect-phone-${language}-${width}.png`),
      fullPage: true,
    });
  });
}
