import type { Dashboard } from '@usra/domain/dashboard/dashboard-schema';
import type { Units } from '@usra/domain/settings/settings-schema';
import { kmToMiles } from '@usra/domain/vehicles/units';
import {
  AlertTriangle,
  CalendarPlus,
  Car,
  CheckCircle2,
  ListChecks,
  Plus,
  Sparkles,
  Users,
} from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppearance } from '@/lib/appearance';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/components/ui/button';
import { card } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/dates';
import { currentLanguage, type Language } from '@/lib/i18n';
import { useDashboard } from '../api/get-dashboard';
import { separator } from '@/lib/format';
import { EventLine, TaskLine, Tile } from './tile';
import { DocumentsExpiringCard, HouseMaintenanceCard } from './dashboard-cards';
import { LoadFailed } from '@/components/ui/load-state';

type DueReminder = Dashboard['vehicleReminders'][number];

/** "in 800 km" / "in 12 days" / "overdue": whichever of distance and days comes first. */
function reminderDue(
  reminder: DueReminder,
  units: Units,
  language: Language,
  t: TFunction<'dashboard'>,
) {
  const { urgency, daysLeft, kmLeft } = reminder.status;
  if (urgency === 'overdue') return t('vehicleReminders.overdue');
  const locale = language === 'ar' ? 'ar-SA' : 'en-US';
  const byDays = daysLeft ?? Infinity;
  const byKm = kmLeft ?? Infinity;
  // About 50 km a day: compare a distance with a number of days.
  if (byKm / 50 < byDays) {
    const imperial = units === 'imperial';
    const distance = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: imperial ? 'mile' : 'kilometer',
      maximumFractionDigits: 0,
    }).format(imperial ? kmToMiles(byKm) : byKm);
    return t('vehicleReminders.inDistance', { distance });
  }
  return t('vehicleReminders.inDays', { count: byDays, days: formatNumber(byDays, language) });
}

/** Tiles, today's overview, overdue tasks, the week's events and quick actions: one request. */
export function DashboardTiles() {
  const { t, i18n } = useTranslation('dashboard');
  const language = currentLanguage(i18n.resolvedLanguage);
  const dashboard = useDashboard();
  const { units } = useAppearance();
  if (dashboard.isPending) return <Spinner />;
  if (dashboard.isError) {
    return (
      <LoadFailed
        message={t('loadFailed')}
        retryLabel={t('tryAgain')}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  const d = dashboard.data;
  const n = (value: number) => formatNumber(value, language);
  return (
    <div className="flex flex-col gap-4">
      <section className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('todayOverview')}>
        <Tile
          testId="tile-today-tasks"
          icon={<ListChecks aria-hidden="true" className="size-4" />}
          label={t('tiles.todayTasks')}
          value={n(d.summary.dueToday)}
        />
        <Tile
          testId="tile-completion-rate"
          icon={<CheckCircle2 aria-hidden="true" className="size-4" />}
          label={t('tiles.completionRate')}
          value={new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-US', {
            style: 'percent',
          }).format(d.summary.completionRate / 100)}
        />
        <Tile
          testId="tile-members"
          icon={<Users aria-hidden="true" className="size-4" />}
          label={t('tiles.members')}
          value={n(d.memberCount)}
        />
        <Tile
          testId="tile-overdue"
          icon={<AlertTriangle aria-hidden="true" className="size-4" />}
          label={t('tiles.overdue')}
          value={n(d.summary.overdue)}
        />
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="today-overview" className={card}>
          <h2 id="today-overview" className="mb-3 font-semibold">
            {t('todayOverview')}
          </h2>
          <h3 className="text-sm font-medium text-muted-foreground">{t('tasksToday')}</h3>
          {d.tasksDueToday.length === 0 ? (
            <p className="mb-3 text-sm text-muted-foreground">{t('nothingToday')}</p>
          ) : (
            <ul className="mb-3 flex flex-col gap-1" data-testid="today-tasks">
              {d.tasksDueToday.slice(0, 3).map((task) => (
                <TaskLine key={task.id} task={task} language={language} />
              ))}
            </ul>
          )}
          <h3 className="text-sm font-medium text-muted-foreground">{t('eventsToday')}</h3>
          {d.eventsToday.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noEventsToday')}</p>
          ) : (
            <ul className="flex flex-col gap-1" data-testid="today-events">
              {d.eventsToday.slice(0, 3).map((event) => (
                <EventLine key={event.id} event={event} language={language} />
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="quick-actions" className={card}>
          <h2 id="quick-actions" className="mb-3 font-semibold">
            {t('quick.title')}
          </h2>
          <div className="grid grid-cols-2 gap-2">
            <Link
              to={paths.app.tasks.getHref({ action: 'add' })}
              className={buttonClasses('primary')}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('quick.addTask')}
            </Link>
            <Link
              to={paths.app.calendar.getHref({ action: 'add' })}
              className={buttonClasses('outline')}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('quick.addEvent')}
            </Link>
          </div>
          <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('assistantHint')}
          </p>
        </section>

        {d.overdueTasks.length > 0 ? (
          <section aria-labelledby="overdue-tasks" className={card}>
            <h2 id="overdue-tasks" className="mb-3 font-semibold text-destructive">
              {t('overdueTasks')} ({n(d.summary.overdue)})
            </h2>
            <ul className="flex flex-col gap-1">
              {d.overdueTasks.map((task) => (
                <TaskLine key={task.id} task={task} language={language} withDay />
              ))}
            </ul>
          </section>
        ) : null}

        {d.vehicleReminders.length > 0 ? (
          <section aria-labelledby="vehicle-reminders" className={card}>
            <h2 id="vehicle-reminders" className="mb-3 flex items-center gap-2 font-semibold">
              <Car aria-hidden="true" className="size-4" />
              {t('vehicleReminders.title')}
            </h2>
            <ul className="flex flex-col gap-1" data-testid="dashboard-vehicle-reminders">
              {d.vehicleReminders.map((reminder) => (
                <li key={reminder.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="truncate">
                    {reminder.title}
                    {separator(language)}
                    {reminder.vehicleName}
                  </span>
                  <span
                    className={`shrink-0 ${reminder.status.urgency === 'overdue' ? 'text-destructive' : 'text-muted-foreground'}`}
                  >
                    {reminderDue(reminder, units, language, t)}
                  </span>
                </li>
              ))}
            </ul>
            <Link to={paths.app.vehicles.getHref()} className={`${buttonClasses('outline')} mt-3`}>
              {t('vehicleReminders.open')}
            </Link>
          </section>
        ) : null}

        <HouseMaintenanceCard dashboard={d} language={language} />
        <DocumentsExpiringCard dashboard={d} language={language} />

        <section aria-labelledby="week-events" className={card}>
          <h2 id="week-events" className="mb-3 font-semibold">
            {t('weekEvents')}
          </h2>
          {d.upcomingEvents.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noWeekEvents')}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {d.upcomingEvents.map((event) => (
                <EventLine key={event.id} event={event} language={language} withDay />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
