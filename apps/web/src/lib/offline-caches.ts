/** Workbox's precache of the build's own files: the same for every user, kept on sign-out. */
const PRECACHE_PREFIX = 'workbox-precache';

/**
 * Deletes every cache of this site except the build's own files (the service worker's app page
 * copy, anything a future runtime cache would hold). Run when the session ends, so that nothing
 * kept for one account is ever shown to the next on this device.
 */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
