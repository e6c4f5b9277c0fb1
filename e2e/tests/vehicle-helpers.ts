import type { Page } from '@playwright/test';
import { expect, type Language } from './fixtures';

/** The Vehicles screen's navigation labels, in each language. */
const nav = {
  ar: { more: 'المزيد', nav: 'المركبات' },
  en: { more: 'More', nav: 'Vehicles' },
} as const;

export /** Numbers, distances and dates as the page itself writes them (its ICU, its locale). */
function formatIn(page: Page, language: Language) {
  const locale = language === 'ar' ? 'ar-SA' : 'en-US';
  return {
    number: (value: number) =>
      page.evaluate(([l, v]) => new Intl.NumberFormat(l).format(v), [locale, value] as const),
    km: (value: number) =>
      page.evaluate(
        ([l, v]) =>
          new Intl.NumberFormat(l, {
            style: 'unit',
            unit: 'kilometer',
            unitDisplay: 'short',
            maximumFractionDigits: 0,
          }).format(v),
        [locale, value] as const,
      ),
    /** A YYYY-MM-DD date as the cards show it (lib/dates.ts formatCalendarDate). */
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
  };
}

export /** Opens the Vehicles screen from the navigation: the sidebar, or the phone's More sheet. */
async function openVehicles(page: Page, language: Language, width: number) {
  const s = nav[language];
  if (width < 768) {
    await page.getByRole('button', { name: s.more }).click();
    await page.getByTestId('more-sheet').getByRole('link', { name: s.nav }).click();
  } else {
    await page.getByTestId('sidebar').getByRole('link', { name: s.nav }).click();
  }
  await expect(page).toHaveURL(/\/app\/vehicles$/);
  await expect(page.getByRole('heading', { level: 1, name: s.nav })).toBeVisible();
}
