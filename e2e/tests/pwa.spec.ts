import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  type Language,
  seriousViolations,
  signUp,
  test,
  text,
  uniqueEmail,
  useLanguage,
} from './fixtures';

// The other specs block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

const shots = process.env.PWA_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../screenshots');

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

const copy = {
  ar: {
    name: 'أسرة: منظّم العائلة',
    shortName: 'أسرة',
    offlineTitle: 'أنت غير متصل بالإنترنت',
    offlineToast: 'أنت غير متصل بالإنترنت',
    onlineToast: 'عاد اتصالك بالإنترنت',
  },
  en: {
    name: 'Usra: the family organiser',
    shortName: 'Usra',
    offlineTitle: 'You are offline',
    offlineToast: 'You are offline',
    onlineToast: 'You are back online',
  },
} as const;

/** Waits until this page's service worker is active; answers its script's address. */
async function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

/** Every URL held in any of this site's caches. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return out;
  });
}

for (const language of ['ar', 'en'] as Language[]) {
  test(`serves a web app manifest with the required fields and icons (${language})`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, language);
    await page.goto('/');
    // The page's language comes from the stored choice; the app points the link at the English
    // manifest once it has read it, so wait for that rather than reading the first paint's link.
    const manifestLink = page.locator('link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute(
      'href',
      language === 'en' ? '/manifest.en.webmanifest' : '/manifest.webmanifest',
    );
    const href = await manifestLink.getAttribute('href');
    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: copy[language].name,
      short_name: copy[language].shortName,
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      start_url: '/app',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });
}

for (const [language, width] of [
  ['ar', 390],
  ['en', 1280],
  ['ar', 1280],
  ['en', 390],
] as [Language, number][]) {
  test(`registers the service worker and opens the shell offline (${language}, ${width} px)`, async ({
    page,
    context,
  }) => {
    const t = copy[language];
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await useLanguage(page, language);
    await signUp(page, language, uniqueEmail('pwa'));
    expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
    // The app's page is kept for offline starts; no API answer is ever kept.
    await expect.poll(async () => Object.values(await cachedUrls(page)).flat()).toContain('/app');
    const cached = Object.values(await cachedUrls(page)).flat();
    expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);
    expect(cached.some((url) => /^\/assets\/main-.*\.js$/.test(url))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-state')).toBeVisible();
    await expect(page.getByRole('heading', { name: t.offlineTitle, level: 1 })).toBeVisible();
    await expect(page.getByText(t.offlineToast).first()).toBeVisible();
    // The shell: its navigation is there, with Home current.
    await expect(page.locator('a[aria-current="page"][href="/app/dashboard"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, `offline-${language}-${width}.png`) });

    // Back online: the session and the dashboard load by themselves.
    await context.setOffline(false);
    await expect(page.getByText(t.onlineToast)).toBeVisible();
    await expect(page.getByTestId('offline-state')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
}

test('shows the offline banner on screens already open, and clears the caches on sign-out', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'en');
  const first = uniqueEmail('first');
  await signUp(page, 'en', first);
  await serviceWorkerReady(page);
  await expect.poll(async () => Object.keys(await cachedUrls(page))).toContain('usra-shell');

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByText('You are offline').first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await page.getByRole('button', { name: text.en.signOut }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(async () => Object.keys(await cachedUrls(page))).not.toContain('usra-shell');
  expect(
    Object.keys(await cachedUrls(page)).every((name) => name.startsWith('workbox-precache')),
  ).toBe(true);

  // The next account on this browser sees only its own.
  const second = uniqueEmail('second');
  await signUp(page, 'en', second);
  await expect(page.getByTestId('user-email')).toHaveText(second);
  await page.reload();
  await expect(page.getByTestId('user-email')).toHaveText(second);
});
