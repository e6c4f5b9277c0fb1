import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PushSubscriptionInput } from '@usra/domain/notifications/notification-schema';
import { Switch } from '@/components/ui/switch';
import { subscribePush, unsubscribePush, usePushConfig } from '../api/notifications';

type PushState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'needsApp' }
  | {
      kind: 'ready';
      registration: ServiceWorkerRegistration;
      subscription: PushSubscription | null;
    };

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Where this browser stands: push needs the Push API and the installed app's service worker. */
async function pushState(): Promise<PushState> {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window)
  )
    return { kind: 'unsupported' };
  // The app registers its service worker as it starts: give a first visit a moment for it.
  const registration =
    (await navigator.serviceWorker.getRegistration()) ??
    (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3000)),
    ]));
  if (!registration) return { kind: 'needsApp' };
  return {
    kind: 'ready',
    registration,
    subscription: await registration.pushManager.getSubscription(),
  };
}

/** Web Push on this device: asks permission, subscribes through the service worker. */
export function PushSwitch() {
  const { t } = useTranslation('settings');
  const config = usePushConfig();
  const [state, setState] = useState<PushState>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void pushState()
      .catch((): PushState => ({ kind: 'unsupported' }))
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'checking') return null;
  if (state.kind === 'unsupported')
    return <p className="text-sm text-muted-foreground">{t('notifications.pushUnsupported')}</p>;
  if (state.kind === 'needsApp')
    return (
      <p className="text-sm text-muted-foreground" data-testid="push-needs-app">
        {t('notifications.pushNeedsApp')}
      </p>
    );

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        if ((await Notification.requestPermission()) !== 'granted') {
          toast.error(t('notifications.pushDenied'));
          return;
        }
        const subscription = await state.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(config.data!.publicKey),
        });
        await subscribePush(subscription.toJSON() as PushSubscriptionInput);
        setState({ ...state, subscription });
      } else if (state.subscription) {
        await unsubscribePush(state.subscription.endpoint).catch(() => undefined);
        await state.subscription.unsubscribe();
        setState({ ...state, subscription: null });
      }
      void config.refetch();
    } catch {
      toast.error(t('notifications.pushFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <Switch
        label={t('notifications.push')}
        checked={state.subscription !== null}
        disabled={busy || !config.data}
        onChange={(on) => void toggle(on)}
      />
      <p className="text-xs text-muted-foreground">{t('notifications.pushHint')}</p>
    </div>
  );
}
