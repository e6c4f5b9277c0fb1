/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js). It keeps the
// app's own files for offline use and nothing of any user: see docs/decisions/011-pwa-and-native.md.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** The app's page as this server sends it (with its settings), for offline starts. */
const SHELL_CACHE = 'usra-shell';
const SHELL_URL = '/app';

// The build's scripts, styles, fonts and icons, by content hash: served from the cache, updated
// with each new version. `directoryIndex: ''`: `/` is the prerendered landing page, never the
// app's index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

function isAppPage(url: URL): boolean {
  return (
    url.origin === self.location.origin &&
    (url.pathname === SHELL_URL || url.pathname.startsWith(`${SHELL_URL}/`))
  );
}

async function keepShell(response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || response.redirected || !type.startsWith('text/html')) return;
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(SHELL_URL, response);
}

/**
 * Pages under /app: the network first (the server decides, as without a service worker); with no
 * network, the last app page this browser received, else the build's own index.html. The app then
 * shows its offline state. Nothing else is answered here: /api/* always goes to the network and is
 * never stored, so no family's data can be served from a cache.
 */
async function appPage(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    event.waitUntil(keepShell(response.clone()));
    return response;
  } catch {
    const cached =
      (await caches.match(SHELL_URL, { cacheName: SHELL_CACHE })) ??
      (await matchPrecache('/index.html'));
    return cached ?? Response.error();
  }
}

self.addEventListener('install', (event) => {
  // An offline start works from the first visit on, not only after a second page load.
  event.waitUntil(
    fetch(SHELL_URL, { credentials: 'same-origin', cache: 'no-store' })
      .then(keepShell)
      .catch(() => undefined),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate' || event.request.method !== 'GET') return;
  if (!isAppPage(new URL(event.request.url))) return;
  event.respondWith(appPage(event));
});

// A new version waits until the page says "reload" (src/lib/pwa.ts), so that an open form is
// never swapped out from under the user.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** What the server pushes (modules/notifications `pushPayload`): one item of the bell's list. */
interface PushPayload {
  title: string;
  body?: string;
  url?: string;
  tag?: string;
  lang?: string;
  dir?: NotificationDirection;
}

function readPush(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    return data && typeof data.title === 'string' ? (data as PushPayload) : null;
  } catch {
    return null;
  }
}

// Web Push (decision 010): show the item in the person's language; the tag replaces an older
// notice of the same item instead of stacking a second one.
self.addEventListener('push', (event) => {
  const payload = readPush(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body ?? '',
      tag: payload.tag,
      lang: payload.lang,
      dir: payload.dir ?? 'auto',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url ?? '/app/dashboard' },
    }),
  );
});

// Opening a notice focuses an open window of the app on the item's screen, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const raw = (event.notification.data as { url?: unknown } | null)?.url;
  const target = new URL(typeof raw === 'string' ? raw : '/app/dashboard', self.location.origin);
  // Only this app's own pages: a payload cannot send the person elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        await open.focus();
        await open.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
