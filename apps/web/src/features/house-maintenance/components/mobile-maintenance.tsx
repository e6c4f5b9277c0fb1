import {
  MOBILE_OVERDUE_SHOWN,
  MOBILE_UPCOMING_SHOWN,
  type MaintenanceOverview,
  type MaintenanceSchedule,
} from '@usra/domain/house-maintenance/maintenance-schema';
import {
  isOverdue,
  isUpcoming,
  needsAttention,
} from '@usra/domain/house-maintenance/maintenance-rules';
import { AlertTriangle, CalendarDays, History, LayoutList, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { formatCalendarDate, formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import type { MaintenanceActions } from '../hooks/use-maintenance-actions';
import { Badge, card } from '@/components/ui/badge';
import { EmptyItems } from './empty-items';

/**
 * The phone's summary (spec section 2, mobile variant): the alert card when something is
 * overdue or in critical/poor condition, the Overdue and Due Soon counters, the first 3 overdue
 * and first 5 upcoming entries with links to the rest, the total with Full View, and the
 * Critical, Schedule and History shortcuts.
 */
export function MobileMaintenance({
  overview,
  onAdd,
  actions,
}: {
  overview: MaintenanceOverview;
  onAdd: () => void;
  actions: MaintenanceActions;
}) {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const n = (value: number) => formatNumber(value, language);
  const { today, items, schedules, summary } = overview;
  const overdue = schedules.filter((s) => isOverdue(s, today));
  const upcoming = schedules.filter((s) => isUpcoming(s, today));
  const attention = items.filter(needsAttention).length;

  if (items.length === 0)
    return (
      <div className="flex flex-col gap-3" data-testid="mobile-summary">
        <EmptyItems onAdd={onAdd} />
        <p className="text-center text-sm text-muted-foreground">{t('mobile.emptyHint')}</p>
      </div>
    );

  return (
    <div className="flex flex-col gap-4" data-testid="mobile-summary">
      {overdue.length > 0 || attention > 0 ? (
        <section
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
          data-testid="mobile-alert"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="flex flex-col gap-0.5 text-sm">
            <p className="font-semibold text-destructive">{t('mobile.alertTitle')}</p>
            {overdue.length > 0 ? (
              <p>{t('mobile.alertOverdue', { countText: n(overdue.length) })}</p>
            ) : null}
            {attention > 0 ? (
              <p>{t('mobile.alertAttention', { countText: n(attention) })}</p>
            ) : null}
          </div>
        </section>
      ) : null}

      <div className="grid grid-cols-2 gap-3">
        <Counter
          label={t('cards.overdue')}
          value={n(summary.overdue)}
          alert={summary.overdue > 0}
          testId="mobile-count-overdue"
        />
        <Counter
          label={t('cards.dueSoon')}
          value={n(summary.dueSoon)}
          testId="mobile-count-due-soon"
        />
      </div>

      <ShortList
        title={t('mobile.overdueTitle')}
        schedules={overdue}
        shown={MOBILE_OVERDUE_SHOWN}
        empty={t('mobile.noOverdue')}
        more={t('mobile.seeMoreOverdue', { countText: n(overdue.length) })}
        href={paths.app.houseMaintenance.getHref({ filter: 'overdue' })}
        onComplete={actions.setCompleting}
        testId="mobile-overdue"
      />
      <ShortList
        title={t('mobile.upcomingTitle')}
        schedules={upcoming}
        shown={MOBILE_UPCOMING_SHOWN}
        empty={t('mobile.noUpcoming')}
        more={t('mobile.seeMoreUpcoming', { countText: n(upcoming.length) })}
        href={paths.app.houseMaintenance.getHref({ filter: 'upcoming' })}
        onComplete={actions.setCompleting}
        testId="mobile-upcoming"
      />

      <section
        className={`${card} flex items-center justify-between gap-3`}
        data-testid="mobile-total"
      >
        <div>
          <p className="text-sm text-muted-foreground">{t('mobile.total')}</p>
          <p className="text-2xl font-bold">{n(summary.totalItems)}</p>
        </div>
        <Link
          to={paths.app.houseMaintenance.getHref({ view: 'overview' })}
          className={buttonClasses('outline')}
        >
          <LayoutList aria-hidden="true" className="size-4" />
          {t('mobile.fullView')}
        </Link>
      </section>

      <section aria-labelledby="mobile-shortcuts" className="flex flex-col gap-2">
        <h2 id="mobile-shortcuts" className="text-sm font-medium text-muted-foreground">
          {t('mobile.shortcuts')}
        </h2>
        <div className="grid grid-cols-3 gap-2" data-testid="mobile-shortcuts">
          <Link
            to={paths.app.houseMaintenance.getHref({ filter: 'critical' })}
            className={shortcut}
          >
            <ShieldAlert aria-hidden="true" className="size-5" />
            {t('mobile.critical')}
          </Link>
          <Link to={paths.app.houseMaintenance.getHref({ view: 'schedule' })} className={shortcut}>
            <CalendarDays aria-hidden="true" className="size-5" />
            {t('mobile.schedule')}
          </Link>
          <Link to={paths.app.houseMaintenance.getHref({ view: 'history' })} className={shortcut}>
            <History aria-hidden="true" className="size-5" />
            {t('mobile.history')}
          </Link>
        </div>
      </section>
    </div>
  );
}

function Counter({
  label,
  value,
  alert = false,
  testId,
}: {
  label: string;
  value: string;
  alert?: boolean;
  testId: string;
}) {
  return (
    <div className={card} data-testid={testId}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className={`mt-1 text-2xl font-bold ${alert ? 'text-destructive' : ''}`}>{value}</p>
    </div>
  );
}

const shortcut =
  'inline-flex flex-col items-center justify-center gap-1 rounded-lg border border-input bg-card px-1 py-3 text-sm font-medium text-foreground transition-colors hover:bg-muted';

/** A list that shows the first `shown` entries, then a link to the full filtered list. */
function ShortList({
  title,
  schedules,
  shown,
  empty,
  more,
  href,
  onComplete,
  testId,
}: {
  title: string;
  schedules: MaintenanceSchedule[];
  shown: number;
  empty: string;
  more: string;
  href: string;
  onComplete: (schedule: MaintenanceSchedule) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  return (
    <section className={`${card} flex flex-col gap-2`} data-testid={testId}>
      <h2 className="font-semibold">{title}</h2>
      {schedules.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {schedules.slice(0, shown).map((schedule) => (
            <li key={schedule.id} className="flex items-center gap-2 py-2" data-testid="mobile-row">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{schedule.itemName}</p>
                <p
                  className={`text-sm ${schedule.overdue ? 'text-destructive' : 'text-muted-foreground'}`}
                >
                  {formatCalendarDate(schedule.scheduledDate, language)}
                </p>
              </div>
              {schedule.overdue ? <Badge tone="danger">{t('schedule.overdue')}</Badge> : null}
              <Button size="sm" variant="outline" onClick={() => onComplete(schedule)}>
                {t('schedule.complete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {schedules.length > shown ? (
        <Link
          to={href}
          className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
          data-testid={`${testId}-more`}
        >
          {more}
        </Link>
      ) : null}
    </section>
  );
}
