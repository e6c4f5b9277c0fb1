import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';
import { expect, signUp, test, uniqueEmail, useLanguage } from './fixtures';

// The other specs block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

/**
 * The service worker registrations Chromium reports through the DevTools protocol, live ones
 * only (an update can report one that is being replaced, marked deleted).
 */
async function liveRegistration(cdp: CDPSession): Promise<() => string> {
  const found = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) {
      if (r.isDeleted) found.delete(r.registrationId);
      else found.set(r.registrationId, r.scopeURL);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => found.size).toBeGreaterThan(0);
  // The newest live registration, as of when it is asked for.
  return () => [...found.keys()].at(-1)!;
}

test('a pushed item shows as a notice in the person’s language, once per item', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(page, 'ar');
  await signUp(page, 'ar', uniqueEmail('push'));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.grantPermissions(['notifications'], { origin: baseURL! });

  // The service worker's push handler, fed a message shaped as the server sends it.
  const cdp = await context.newCDPSession(page);
  const registration = await liveRegistration(cdp);
  const origin = new URL(baseURL!).origin;
  // A push delivered while the worker is still starting up can be dropped by the browser: it is
  // delivered again until its notice shows (the same tag: never a second notice).
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration(),
      data: JSON.stringify({
        title: 'مهمة متأخرة: دفع فاتورة الكهرباء',
        body: '',
        url: '/app/tasks',
        tag: 'taskOverdue:t-1:2026-03-09',
        lang: 'ar',
        dir: 'rtl',
      }),
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const reg = await navigator.serviceWorker.ready;
            return (await reg.getNotifications()).map((n) => ({
              title: n.title,
              tag: n.tag,
              dir: n.dir,
              lang: n.lang,
              url: (n.data as { url?: string } | null)?.url,
            }));
          }),
        { timeout: 5_000 },
      )
      .toEqual([
        {
          title: 'مهمة متأخرة: دفع فاتورة الكهرباء',
          tag: 'taskOverdue:t-1:2026-03-09',
          dir: 'rtl',
          lang: 'ar',
          url: '/app/tasks',
        },
      ]);
  }).toPass({ timeout: 30_000 });

  // The same item pushed again replaces its notice rather than stacking a second one.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration(),
    data: JSON.stringify({ title: 'again', url: '/app/tasks', tag: 'taskOverdue:t-1:2026-03-09' }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
      ),
    )
    .toEqual(['again']);
});

test('asks the browser for a real push subscription with the server’s key', async ({
  playwright,
  baseURL,
}) => {
  // Push needs a browser profile (Chromium refuses it in the private contexts tests use).
  const profile = mkdtempSync(path.join(tmpdir(), 'usra-push-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    baseURL,
  });
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    const page = await context.newPage();
    await useLanguage(page, 'en');
    await signUp(page, 'en', uniqueEmail('push-real'));
    await page.evaluate(() => navigator.serviceWorker.ready);
    const { publicKey } = (await (await page.request.get('/api/notifications/push')).json()) as {
      publicKey: string;
    };
    const outcome = await page.evaluate(async (key) => {
      const registration = await navigator.serviceWorker.ready;
      const bytes = Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      );
      try {
        const subscription = await Promise.race([
          registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: bytes,
          }),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 8_000)),
        ]);
        return { subscribed: true as const, json: subscription.toJSON() };
      } catch (error) {
        return { subscribed: false as const, name: (error as Error).name, message: String(error) };
      }
    }, publicKey);
    test
      .info()
      .annotations.push({ type: 'push subscription', description: JSON.stringify(outcome) });
    if (outcome.subscribed) {
      // With a push service in reach: the server keeps the subscription.
      const saved = await page.request.post('/api/notifications/push/subscribe', {
        data: outcome.json,
      });
      expect(saved.status()).toBe(201);
    } else {
      // Without one (these machines have no internet), the browser accepted the server's key
      // and failed only at the push service: a bad key would be an InvalidAccessError.
      expect(outcome.name).not.toBe('InvalidAccessError');
      expect(outcome.name).not.toBe('TypeError');
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
