import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@usra/domain/notifications/notification-schema';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useHijriDates } from '@/lib/appearance';
import { cn } from '@/lib/cn';
import { formatCalendarDate, formatDateTime, formatNumber, todayLocalDate } from '@/lib/dates';
import { currentLanguage, type Language } from '@/lib/i18n';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';

const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/** Today: a day that is today, or a moment of today in this browser's time zone. */
export function isToday(date: string, today = todayLocalDate()): boolean {
  return dayOf(date) === today;
}

/** The local day (YYYY-MM-DD) of an item's date. */
function dayOf(date: string): string {
  return isDay(date) ? date : todayLocalDate(new Date(date));
}

/** Which group an item goes in: today, a day still to come, or one gone by. */
export function groupOf(date: string, today = todayLocalDate()): 'today' | 'upcoming' | 'earlier' {
  const day = dayOf(date);
  return day === today ? 'today' : day > today ? 'upcoming' : 'earlier';
}

/** The values of an item's message, dates written in the reader's language. */
function messageValues(item: Notification, language: Language): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(item.params)) {
    if (typeof value === 'number') values[name] = formatNumber(value, language);
    else if (['due', 'start'].includes(name)) values[name] = formatDateTime(value, language);
    else if (name === 'date') values[name] = formatCalendarDate(value, language);
    else values[name] = value;
  }
  return values;
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const markRead = useMarkRead();
  // Each kind names its own values; the item carries them (typed per key by i18next otherwise).
  const message = t as unknown as (key: string, values: Record<string, string>) => string;
  const language = currentLanguage(i18n.resolvedLanguage);
  const hijri = useHijriDates(language);
  const hijriDay = hijri.dayMonth(
    isDay(item.date) ? new Date(`${item.date}T12:00:00Z`) : new Date(item.date),
  );
  const when = `${
    isDay(item.date) ? formatCalendarDate(item.date, language) : formatDateTime(item.date, language)
  }${hijriDay ? ` (${hijriDay})` : ''}`;
  return (
    <li>
      <Link
        to={item.link}
        data-testid="notification-item"
        data-read={item.read}
        onClick={() => {
          if (!item.read) markRead.mutate(item.key);
          onOpen();
        }}
        className={cn(
          'flex items-start gap-3 rounded-lg p-3 text-start hover:bg-muted',
          !item.read && 'bg-primary/5',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2 shrink-0 rounded-full',
            item.read ? 'bg-transparent' : 'bg-red-600',
          )}
        />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={cn('text-sm break-words', !item.read && 'font-semibold')}>
            {/* i18next escapes interpolated values; user text stays text. */}
            {message(`kinds.${item.kind}`, messageValues(item, language))}
          </span>
          <span className="text-xs text-muted-foreground">
            {when}
            {item.read ? null : <span className="sr-only"> · {t('unread')}</span>}
          </span>
        </span>
      </Link>
    </li>
  );
}

function Group({
  title,
  items,
  onOpen,
}: {
  title: string;
  items: Notification[];
  onOpen: () => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-1">
      <h3 className="px-1 text-xs font-semibold text-muted-foreground">{title}</h3>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <NotificationItem key={item.key} item={item} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}

/** The list inside the panel: today's items, then those to come, then earlier ones; "mark all as read". */
export function NotificationPanel({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('notifications');
  const list = useNotifications();
  const markAll = useMarkAllRead();
  if (list.isPending) return <Spinner />;
  if (list.isError) return <p className="text-sm text-destructive">{t('loadFailed')}</p>;
  const { notifications, unread } = list.data;
  if (notifications.length === 0)
    return (
      <div
        className="flex flex-col items-center gap-2 py-10 text-center"
        data-testid="notifications-empty"
      >
        <Bell aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{t('empty.title')}</p>
        <p className="text-sm text-muted-foreground">{t('empty.body')}</p>
      </div>
    );
  const today = todayLocalDate();
  return (
    <div className="-mx-2 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-2">
      {unread > 0 ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('markAllRead')}
        </Button>
      ) : null}
      {(['today', 'upcoming', 'earlier'] as const).map((group) => (
        <Group
          key={group}
          title={t(`groups.${group}`)}
          items={notifications.filter((n) => groupOf(n.date, today) === group)}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}

/** The shell's bell: a red dot while something is unread (the count for screen readers). */
export function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const unread = list.data?.unread ?? 0;
  const language = currentLanguage(i18n.resolvedLanguage);
  const label =
    unread > 0
      ? t('bell.unread', { count: unread, formatted: formatNumber(unread, language) })
      : t('bell.label');
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        onClick={() => setOpen(true)}
        className="relative"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-dot"
            className="absolute end-2 top-2 size-2.5 rounded-full bg-red-600 ring-2 ring-card"
          />
        ) : null}
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        side="end"
        title={t('title')}
        testId="notification-panel"
      >
        <NotificationPanel onOpen={() => setOpen(false)} />
      </Sheet>
    </>
  );
}
