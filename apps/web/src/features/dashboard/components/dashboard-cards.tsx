import type { Dashboard } from '@usra/domain/dashboard/dashboard-schema';
import { FileText, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/components/ui/button';
import { card } from '@/components/ui/badge';
import { formatCalendarDate } from '@/lib/dates';
import { type Language } from '@/lib/i18n';
import { separator } from '@/lib/format';

/**
 * House maintenance due or overdue and asset reminders coming up, beside the vehicle reminders;
 * hidden when there is neither. Both lists link to /app/house-maintenance.
 */
/** Documents expiring within 30 days (issue 15), soonest first; hidden when there are none. */
export function DocumentsExpiringCard({
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

export function HouseMaintenanceCard({
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
