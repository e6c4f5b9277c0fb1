import type { SubscriptionOccurrence } from '@usra/domain/calendar/subscription-schema';
import { addDays } from '@usra/domain/common/dates';
import { Lock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/dates';
import { separator } from '@/lib/format';
import type { Language } from '@/lib/i18n';

/** Local midnight of a YYYY-MM-DD date in the browser's time zone. */
const localMidnight = (date: string) => new Date(`${date}T00:00`);

/**
 * The subscribed calendars' occurrences on a day: all-day ones by their dates (as the feed
 * gives them, whatever the time zone), timed ones by overlap with the local day.
 */
export function occurrencesOnDay(
  day: string,
  occurrences: readonly SubscriptionOccurrence[] | undefined,
): SubscriptionOccurrence[] {
  return (occurrences ?? []).filter((o) =>
    o.allDay
      ? o.startsAt.slice(0, 10) <= day && day < o.endsAt.slice(0, 10)
      : new Date(o.startsAt) < localMidnight(addDays(day, 1)) &&
        new Date(o.endsAt) > localMidnight(day),
  );
}

/** Read-only: no edit or delete, the calendar's colour on the edge and its name under the title. */
export function SubscribedItems({
  items,
  language,
}: {
  items: SubscriptionOccurrence[];
  language: Language;
}) {
  const { t } = useTranslation('calendar');
  if (items.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-sm font-semibold text-muted-foreground">
        {t('subscriptions.overlayTitle')}
      </h3>
      <ul className="flex flex-col gap-2">
        {items.map((o) => (
          <li
            key={`${o.subscriptionId}|${o.uid}|${o.startsAt}`}
            data-testid="subscribed-item"
            className="flex items-start gap-3 rounded-lg border border-dashed border-border border-s-4 bg-muted/40 p-3"
            style={{ borderInlineStartColor: o.colour }}
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{o.title}</p>
              <p className="text-sm text-muted-foreground">
                {o.allDay
                  ? t('subscriptions.allDay')
                  : t('allDay', {
                      start: formatTime(new Date(o.startsAt), language),
                      end: formatTime(new Date(o.endsAt), language),
                    })}
                {separator(language)}
                <span
                  aria-hidden="true"
                  className="me-1 inline-block size-2 rounded-full"
                  style={{ backgroundColor: o.colour }}
                />
                {o.name}
              </p>
              {o.location ? (
                <p className="flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin aria-hidden="true" className="size-3" />
                  {o.location}
                </p>
              ) : null}
            </div>
            <Lock
              aria-label={t('subscriptions.readOnly')}
              className="mt-1 size-4 shrink-0 text-muted-foreground"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
