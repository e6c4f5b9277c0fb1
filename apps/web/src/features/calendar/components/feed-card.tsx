import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useFeed, useRegenerateFeed } from '../api/calendar-feed';

/** The family's secret iCalendar link for Google, Apple and Outlook calendars. */
export function FeedCard() {
  const { t } = useTranslation('calendar');
  const feed = useFeed();
  const regenerate = useRegenerateFeed();
  const url = feed.data?.url;
  return (
    <section aria-labelledby="feed-title" className="rounded-xl border border-border bg-card p-4">
      <h2 id="feed-title" className="mb-2 flex items-center gap-2 font-semibold">
        <Link2 aria-hidden="true" className="size-4" />
        {t('feed.title')}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{t('feed.body')}</p>
      {url ? (
        <div className="flex flex-col gap-2">
          <input
            readOnly
            dir="ltr"
            value={url}
            aria-label={t('feed.title')}
            className="h-10 w-full rounded-lg border border-input bg-muted px-2 text-xs"
            data-testid="feed-url"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(url)
                  .then(() => toast.success(t('toast.copied')))
              }
            >
              {t('feed.copy')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={regenerate.isPending}
              onClick={() =>
                regenerate.mutate(undefined, {
                  onSuccess: () => toast.success(t('toast.regenerated')),
                })
              }
            >
              {t('feed.regenerate')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={feed.isFetching}
          onClick={() => void feed.refetch()}
        >
          {t('feed.show')}
        </Button>
      )}
    </section>
  );
}
