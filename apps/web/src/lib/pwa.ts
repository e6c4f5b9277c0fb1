import { toast } from 'sonner';
import { i18n } from '@/lib/i18n';

const UPDATE_TOAST = 'pwa-update';

/** vite-plugin-pwa's `registerSW` (virtual:pwa-register), passed in so that tests can fake it. */
export type RegisterServiceWorker = (options: {
  onNeedRefresh?: () => void;
  onRegisterError?: (error: unknown) => void;
}) => (reloadPage?: boolean) => Promise<void>;

/**
 * Registers the service worker. When a new version has been deployed and installed, a toast
 * offers to reload; the new worker takes over only then (sw.ts waits for SKIP_WAITING).
 */
export function startServiceWorker(register: RegisterServiceWorker): void {
  const update = register({
    onNeedRefresh() {
      toast(i18n.t('shell:pwa.updateReady'), {
        id: UPDATE_TOAST,
        duration: Number.POSITIVE_INFINITY,
        action: { label: i18n.t('shell:pwa.reload'), onClick: () => void update(true) },
      });
    },
    onRegisterError() {
      // Without a worker the app works as a website: nothing to tell the user.
    },
  });
}
