import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { clearRuntimeCaches } from './offline-caches';
import { startServiceWorker, type RegisterServiceWorker } from './pwa';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(async () => {
  vi.unstubAllGlobals();
  toast.mockReset();
  await i18n.changeLanguage('ar');
});

describe('the service worker registration', () => {
  it('offers to reload when a new version is ready, and reloads into it on the action', async () => {
    await i18n.changeLanguage('en');
    const update = vi.fn(async () => {});
    let needRefresh: (() => void) | undefined;
    const register: RegisterServiceWorker = (options) => {
      needRefresh = options.onNeedRefresh;
      return update;
    };
    startServiceWorker(register);
    expect(toast).not.toHaveBeenCalled();

    needRefresh?.();
    expect(toast).toHaveBeenCalledOnce();
    const [text, options] = toast.mock.calls[0] as [
      string,
      { action: { label: string; onClick: () => void }; duration: number },
    ];
    expect(text).toBe('A new version of Usra is ready.');
    expect(options.duration).toBe(Number.POSITIVE_INFINITY);
    expect(options.action.label).toBe('Reload');
    expect(update).not.toHaveBeenCalled();
    options.action.onClick();
    expect(update).toHaveBeenCalledWith(true);
  });

  it('asks in Arabic by default', () => {
    let needRefresh: (() => void) | undefined;
    startServiceWorker((options) => {
      needRefresh = options.onNeedRefresh;
      return async () => {};
    });
    needRefresh?.();
    expect(toast.mock.calls[0]?.[0]).toBe('إصدار جديد من «أسرة» جاهز.');
  });
});

describe('clearing the caches when the session ends', () => {
  it("deletes every cache but the build's precache", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache-v2-http://x/', 'usra-shell', 'some-runtime-cache'],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    await clearRuntimeCaches();
    expect(deleted.sort()).toEqual(['some-runtime-cache', 'usra-shell']);
  });

  it('does nothing where the browser has no cache storage', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearRuntimeCaches()).resolves.toBeUndefined();
  });
});
