import { upcomingEvents, type CalendarEvent } from '@usra/domain/calendar/event-schema';
import { addDays, weekDates, weekStartDay } from '@usra/domain/common/dates';
import {
  ChevronLeft,
  ChevronRight,
  ClipboardList,
  MapPin,
  Pencil,
  Plus,
  Trash2,
  Users,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Spinner } from '@/components/ui/spinner';
import { useHijriDates } from '@/lib/appearance';
import { cn } from '@/lib/cn';
import {
  formatDayMonth,
  formatDayOfMonth,
  formatMonthSpan,
  formatTime,
  formatWeekday,
  intlLocale,
  toLocalInputValue,
} from '@/lib/dates';
import { currentLanguage, type Language } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-media-query';
import { useEvents } from '../api/get-events';
import { useDeleteEvent } from '../api/save-event';
import { EventFormDialog } from './event-form-dialog';
import { useOccurrences } from '../api/subscriptions';
import { FeedCard } from './feed-card';
import { ImportCard } from './import-card';
import { occurrencesOnDay, SubscribedItems } from './subscribed-items';
import { SubscriptionsCard } from './subscriptions-card';
import { separator } from '@/lib/format';

/** Local midnight of a YYYY-MM-DD date in the browser's time zone. */
function localMidnight(date: string): Date {
  return new Date(`${date}T00:00`);
}

function todayString(): string {
  return toLocalInputValue(new Date().toISOString()).slice(0, 10);
}

interface CalendarScreenProps {
  openAdd: boolean;
  onAddOpened: () => void;
}

export function CalendarScreen({ openAdd, onAddOpened }: CalendarScreenProps) {
  const { t, i18n } = useTranslation('calendar');
  const language = currentLanguage(i18n.resolvedLanguage);
  const hijri = useHijriDates(language);
  const isMobile = useIsMobile();
  const today = todayString();
  const [selected, setSelected] = useState(today);
  const firstDay = weekStartDay(intlLocale(language));
  const week = useMemo(() => weekDates(selected, firstDay), [selected, firstDay]);
  const weekStart = new Date(`${week[0]!}T12:00`);
  const weekEnd = new Date(`${week[6]!}T12:00`);
  const [dialog, setDialog] = useState<{ event: CalendarEvent | null } | null>(null);
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);
  const remove = useDeleteEvent();

  useEffect(() => {
    if (openAdd) {
      setDialog({ event: null });
      onAddOpened();
    }
  }, [openAdd, onAddOpened]);

  const weekFrom = localMidnight(week[0]!).toISOString();
  const weekTo = localMidnight(addDays(week[6]!, 1)).toISOString();
  const weekEvents = useEvents(weekFrom, weekTo);
  // Subscribed calendars: a read-only overlay in each calendar's colour.
  const overlay = useOccurrences(weekFrom, weekTo);
  const [now] = useState(() => new Date());
  const ahead = useEvents(
    localMidnight(today).toISOString(),
    new Date(now.getTime() + 90 * 86_400_000).toISOString(),
  );

  const onDay = (day: string, events: CalendarEvent[] | undefined) =>
    (events ?? []).filter(
      (e) =>
        new Date(e.startTime) < localMidnight(addDays(day, 1)) &&
        new Date(e.endTime) >= localMidnight(day),
    );
  const selectedEvents = onDay(selected, weekEvents.data);
  const todaysEvents = onDay(today, ahead.data);
  const upcoming = upcomingEvents(ahead.data ?? [], now, 5, isMobile ? 7 : undefined);

  const eventProps = {
    language,
    onEdit: (event: CalendarEvent) => setDialog({ event }),
    onDelete: setDeleting,
  };
  const card = 'rounded-xl border border-border bg-card p-4';
  const Prev = language === 'ar' ? ChevronRight : ChevronLeft;
  const Next = language === 'ar' ? ChevronLeft : ChevronRight;

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <Button onClick={() => setDialog({ event: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('addEvent')}
        </Button>
      </header>

      {weekEvents.isError || ahead.isError ? (
        <div className={`${card} flex items-center gap-3`} role="alert">
          <p className="text-destructive">{t('loadFailed')}</p>
          <Button
            variant="outline"
            onClick={() => void Promise.all([weekEvents.refetch(), ahead.refetch()])}
          >
            {t('tryAgain')}
          </Button>
        </div>
      ) : null}

      <div className="grid gap-5 lg:grid-cols-3">
        <div className="flex flex-col gap-5 lg:col-span-2">
          <section aria-labelledby="week-title" className={card}>
            <div className="mb-3 flex items-center justify-between gap-2">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('previousWeek')}
                onClick={() => setSelected(addDays(selected, -7))}
              >
                <Prev aria-hidden="true" className="size-5" />
              </Button>
              <div className="flex flex-col items-center text-center">
                <h2 id="week-title" className="font-semibold" data-testid="week-title">
                  {week.includes(today)
                    ? t('thisWeek')
                    : formatMonthSpan(weekStart, weekEnd, language)}
                </h2>
                {/* The months once, here; each day below shows its number only. */}
                <p className="flex flex-wrap justify-center gap-x-3 text-xs text-muted-foreground">
                  {week.includes(today) ? (
                    <span>{formatMonthSpan(weekStart, weekEnd, language)}</span>
                  ) : null}
                  <span data-testid="week-hijri-months">
                    {formatMonthSpan(weekStart, weekEnd, language, 'islamic-umalqura')}
                  </span>
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('nextWeek')}
                onClick={() => setSelected(addDays(selected, 7))}
              >
                <Next aria-hidden="true" className="size-5" />
              </Button>
            </div>
            <ol className="grid grid-cols-7 gap-0.5 sm:gap-1" data-testid="week-strip">
              {week.map((day) => {
                const date = new Date(`${day}T12:00`);
                const count =
                  onDay(day, weekEvents.data).length + occurrencesOnDay(day, overlay.data).length;
                return (
                  <li key={day}>
                    <button
                      type="button"
                      data-date={day}
                      aria-pressed={day === selected}
                      onClick={() => setSelected(day)}
                      className={cn(
                        'flex w-full flex-col items-center gap-0.5 rounded-lg px-0.5 py-2 text-center',
                        day === selected ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                        day === today && day !== selected && 'ring-2 ring-primary',
                      )}
                    >
                      <span className="text-xs">{formatWeekday(date, language)}</span>
                      <span className="text-sm font-semibold">
                        {formatDayOfMonth(date, language)}
                      </span>
                      {hijri.on ? (
                        <span
                          className={cn(
                            'text-[0.65rem]',
                            day === selected ? 'opacity-90' : 'text-muted-foreground',
                          )}
                          data-testid="hijri-day"
                        >
                          {formatDayOfMonth(date, language, 'islamic-umalqura')}
                        </span>
                      ) : null}
                      <span
                        aria-hidden="true"
                        className={cn(
                          'size-1.5 rounded-full',
                          count > 0 ? 'bg-current' : 'bg-transparent',
                        )}
                      />
                    </button>
                  </li>
                );
              })}
            </ol>
          </section>

          <section aria-labelledby="day-title" className={card}>
            <h2 id="day-title" className="mb-3 font-semibold">
              {new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
              }).format(new Date(`${selected}T12:00`))}
              <span className="ms-2 text-sm font-normal text-muted-foreground">
                {new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-islamic-umalqura`, {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                }).format(new Date(`${selected}T12:00`))}
              </span>
            </h2>
            {weekEvents.isPending ? (
              <Spinner />
            ) : (
              <EventList events={selectedEvents} empty={t('noEventsDay')} {...eventProps} />
            )}
            <SubscribedItems items={occurrencesOnDay(selected, overlay.data)} language={language} />
          </section>
        </div>

        <div className="flex flex-col gap-5">
          {!isMobile ? (
            <section aria-labelledby="today-title" className={card}>
              <h2 id="today-title" className="mb-3 font-semibold">
                {t('today')}
              </h2>
              <EventList events={todaysEvents} empty={t('noEvents')} {...eventProps} />
            </section>
          ) : null}
          <section aria-labelledby="upcoming-title" className={card}>
            <h2 id="upcoming-title" className="mb-3 font-semibold">
              {isMobile ? t('upcomingWeek') : t('upcoming')}
            </h2>
            <EventList events={upcoming} empty={t('noEvents')} showDate {...eventProps} />
          </section>
          {isMobile ? (
            <div className="grid grid-cols-2 gap-2">
              <Link to={paths.app.tasks.getHref()} className={buttonClasses('outline')}>
                <ClipboardList aria-hidden="true" className="size-4" />
                {t('viewTasks')}
              </Link>
              <Link to={paths.app.family.getHref()} className={buttonClasses('outline')}>
                <Users aria-hidden="true" className="size-4" />
                {t('familySchedule')}
              </Link>
            </div>
          ) : null}
          <SubscriptionsCard />
          <ImportCard />
          <FeedCard />
        </div>
      </div>

      <EventFormDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        event={dialog?.event ?? null}
        day={selected}
      />
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('deleteConfirm.title')}
        description={t('deleteConfirm.body', { title: deleting?.title ?? '' })}
        confirmLabel={t('deleteConfirm.confirm')}
        cancelLabel={t('form.cancel')}
        onDelete={(event) => remove.mutateAsync(event.id)}
        pending={remove.isPending}
        deletedMessage={t('toast.deleted')}
        failedMessage={t('toast.deleteFailed')}
      />
    </div>
  );
}

interface EventListProps {
  events: CalendarEvent[];
  empty: string;
  language: Language;
  showDate?: boolean;
  onEdit: (event: CalendarEvent) => void;
  onDelete: (event: CalendarEvent) => void;
}

function EventList({
  events,
  empty,
  language,
  showDate = false,
  onEdit,
  onDelete,
}: EventListProps) {
  const { t } = useTranslation('calendar');
  const hijri = useHijriDates(language);
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {events.map((event) => {
        const start = new Date(event.startTime);
        return (
          <li
            key={event.id}
            data-testid="event-item"
            className="flex items-start gap-3 rounded-lg border border-border p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{event.title}</p>
              <p className="text-sm text-muted-foreground">
                {showDate
                  ? `${formatWeekday(start, language)} ${formatDayMonth(start, language)}${hijri.on ? ` (${hijri.dayMonth(start)})` : ''}${separator(language)}`
                  : ''}
                {t('allDay', {
                  start: formatTime(start, language),
                  end: formatTime(new Date(event.endTime), language),
                })}
                {separator(language)}
                {t(`type.${event.eventType}`)}
              </p>
              {event.location ? (
                <p className="flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin aria-hidden="true" className="size-3" />
                  {event.location}
                </p>
              ) : null}
              {event.attendees.length > 0 ? (
                <p className="text-sm text-muted-foreground">
                  {t('item.attendees', {
                    names: new Intl.ListFormat(intlLocale(language)).format(event.attendees),
                  })}
                </p>
              ) : null}
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${t('item.edit')}: ${event.title}`}
              onClick={() => onEdit(event)}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${t('item.delete')}: ${event.title}`}
              onClick={() => onDelete(event)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
