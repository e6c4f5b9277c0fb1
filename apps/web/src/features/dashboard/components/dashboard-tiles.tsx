import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import type { Dashboard } from '@usra/domain/dashboard/dashboard-schema';
import type { Units } from '@usra/domain/settings/settings-schema';
import { kmToMiles } from '@usra/domain/vehicles/units';
import type { Task } from '@usra/domain/tasks/task-schema';
import {
  FileText,
  AlertTriangle,
  CalendarPlus,
  Car,
  CheckCircle2,
  ListChecks,
  Plus,
  Sparkles,
  Users,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppearance } from '@/lib/appearance';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  formatCalendarDate,
  formatDayMonth,
  formatNumber,
  formatTime,
  formatWeekday,
} from '@/lib/dates';
import { currentLanguage, type Language } from '@/lib/i18n';
import { useDashboard } from '../api/get-dashboard';
import { separator } from '@/lib/format';

const card = 'rounded-xl border border-border bg-card p-4';

function Tile({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className={card} data-testid={testId}>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        {label}
      </p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
    </div>
  );
}

function TaskLine({
  task,
  language,
  withDay,
}: {
  task: Task;
  language: Language;
  withDay?: boolean;
}) {
  return (
    <li className="flex items-center justify-between gap-2 text-sm">
      <span className="truncate">{task.title}</span>
      {task.dueDate ? (
        <span className="shrink-0 text-muted-foreground">
          {withDay
            ? `${formatDayMonth(new Date(task.dueDate), language)}${separator(language)}`
            : ''}
          {formatTime(new Date(task.dueDate), language)}
        </span>
      ) : null}
    </li>
  );
}

function EventLine({
  event,
  language,
  withDay,
}: {
  event: CalendarEvent;
  language: Language;
  withDay?: boolean;
}) {
  const start = new Date(event.startTime);
  return (
    <li className="flex items-center justify-between gap-2 text-sm">
      <span className="truncate">{event.title}</span>
      <span className="shrink-0 text-muted-foreground">
        {withDay
          ? `${formatWeekday(start, language)} ${formatDayMonth(start, language)}${separator(language)}`
          : ''}
        {formatTime(start, language)}
      </span>
    </li>
  );
}

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
      <div className={`${card} flex items-center gap-3`} role="alert">
        <p className="text-destructive">{t('loadFailed')}</p>
        <Button variant="outline" onClick={() => void dashboard.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
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

/**
 * House maintenance due or overdue and asset reminders coming up, beside the vehicle reminders;
 * hidden when there is neither. Both lists link to /app/house-maintenance.
 */
/** Documents expiring within 30 days (issue 15), soonest first; hidden when there are none. */
function DocumentsExpiringCard({
  dashboard,
  language,
}: {
  dashboard: Dashboard;
  language: Language;
}) {
  const { t } = useTranslation('dashboard');
  // An older server leaves the field out: nothing to show then.
  const expiring = dashboard.documentsExpiring as Dashboard['documentsExpiring'] | undefined;
  if (!expiring?.length) return null;
  return (
    <section
      aria-labelledby="documents-expiring"
      className={card}
      data-testid="dashboard-documents-expiring"
    >
      <h2 id="documents-expiring" className="mb-3 flex items-center gap-2 font-semibold">
        <FileText aria-hidden="true" className="size-4" />
        {t('documentsExpiring.title')}
      </h2>
      <ul className="flex flex-col gap-1">
        {expiring.map((doc) => (
          <li
            key={doc.id}
            className="flex items-center justify-between gap-2 text-sm"
            data-testid="dashboard-document-expiring"
          >
            <span className="truncate">
              <bdi>{doc.title}</bdi>
            </span>
            <span className="shrink-0 text-amber-700 dark:text-amber-300">
              {doc.expiryDate ? formatCalendarDate(doc.expiryDate, language) : ''}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to={paths.app.documents.getHref({ tab: 'alerts' })}
        className={`${buttonClasses('outline')} mt-3`}
      >
        {t('documentsExpiring.open')}
      </Link>
    </section>
  );
}

function HouseMaintenanceCard({
  dashboard,
  language,
}: {
  dashboard: Dashboard;
  language: Language;
}) {
  const { t } = useTranslation('dashboard');
  // An older server leaves the fields out: nothing to show then.
  const due = dashboard.maintenanceDue as Dashboard['maintenanceDue'] | undefined;
  const reminders = dashboard.assetRemindersDue as Dashboard['assetRemindersDue'] | undefined;
  if (!due?.length && !reminders?.length) return null;
  return (
    <section
      aria-labelledby="house-maintenance-due"
      className={card}
      data-testid="dashboard-house-maintenance"
    >
      <h2 id="house-maintenance-due" className="mb-3 flex items-center gap-2 font-semibold">
        <Wrench aria-hidden="true" className="size-4" />
        {t('houseMaintenance.title')}
      </h2>
      <ul className="flex flex-col gap-1">
        {(due ?? []).map((schedule) => (
          <li
            key={schedule.id}
            className="flex items-center justify-between gap-2 text-sm"
            data-testid="dashboard-maintenance-due"
          >
            <span className="truncate">{schedule.itemName}</span>
            <span className="flex shrink-0 items-center gap-2">
              {schedule.overdue ? (
                <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
                  {t('houseMaintenance.overdue')}
                </span>
              ) : null}
              <span className={schedule.overdue ? 'text-destructive' : 'text-muted-foreground'}>
                {formatCalendarDate(schedule.scheduledDate, language)}
              </span>
            </span>
          </li>
        ))}
        {(reminders ?? []).map((reminder) => (
          <li
            key={reminder.id}
            className="flex items-center justify-between gap-2 text-sm"
            data-testid="dashboard-asset-reminder"
          >
            <span className="truncate">
              {reminder.kind === 'warranty' ? t('houseMaintenance.warrantyEnds') : reminder.title}
              {separator(language)}
              {reminder.assetName}
            </span>
            <span className="shrink-0 text-muted-foreground">
              {formatCalendarDate(reminder.triggerDate, language)}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to={paths.app.houseMaintenance.getHref()}
        className={`${buttonClasses('outline')} mt-3`}
      >
        {t('houseMaintenance.open')}
      </Link>
    </section>
  );
}
