import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/use-online';

/** Across the top of every screen while the browser has no network. */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="mb-4 flex items-start gap-2 rounded-lg border border-border bg-muted p-3 text-sm"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{t('offline.banner')}</span>
    </p>
  );
}

/**
 * The app was opened with no network (the service worker served its page): the shell shows, and
 * in place of a screen this card; the session and the screen load when the network is back.
 */
export function OfflineState() {
  const { t } = useTranslation('shell');
  return (
    <section
      data-testid="offline-state"
      aria-labelledby="offline-title"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center"
    >
      <WifiOff aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 id="offline-title" className="text-xl font-semibold">
        {t('offline.title')}
      </h1>
      <p className="text-muted-foreground">{t('offline.body')}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        {t('offline.retry')}
      </Button>
    </section>
  );
}
