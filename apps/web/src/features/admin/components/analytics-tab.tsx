import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDay, ActivityEntry } from '@usra/domain/admin/admin-schema';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/dates';
import { currentLanguage, type Language } from '@/lib/i18n';
import { useAdminActivity } from '../api/get-admin-activity';
import { formatDateTime } from '@/lib/dates';
import { formatShortDay } from './format';
import { QueryError } from './query-error';
import { separator } from '@/lib/format';

// Recharts loads with this tab only (not with the rest of the admin portal or the app).
const ActivityChart = lazy(() => import('./activity-chart'));

/** The chart per day, and the same numbers in a table for screen readers. */
function DailyChart({ days, language }: { days: ActivityDay[]; language: Language }) {
  const { t } = useTranslation('admin');
  return (
    <figure className="flex flex-col gap-3">
      <Suspense fallback={<Spinner />}>
        <ActivityChart days={days} language={language} />
      </Suspense>
      <table className="sr-only">
        <caption>{t('analytics.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('analytics.date')}</th>
            <th scope="col">{t('analytics.signIns')}</th>
            <th scope="col">{t('analytics.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatShortDay(day.date, language)}</th>
              <td>{formatNumber(day.signIns, language)}</td>
              <td>{formatNumber(day.actions, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function ActivityList({ entries, language }: { entries: ActivityEntry[]; language: Language }) {
  const { t, i18n } = useTranslation('admin');
  if (entries.length === 0)
    return <p className="text-sm text-muted-foreground">{t('analytics.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="activity-log">
      {entries.map((entry) => {
        const typeKey = `analytics.types.${entry.activityType}`;
        const what = i18n.exists(`admin:${typeKey}`)
          ? t(typeKey as 'analytics.types.sign_in')
          : entry.activityType;
        const who = entry.userName ?? entry.userEmail ?? t('analytics.unknownUser');
        return (
          <li
            key={entry.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
          >
            <span>
              <span className="font-medium">{who}</span>
              {separator(language)}
              {what}
            </span>
            <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
              {formatDateTime(entry.createdAt, language, 'medium')}
            </time>
          </li>
        );
      })}
    </ul>
  );
}

export function AnalyticsTab() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.resolvedLanguage);
  const activity = useAdminActivity();
  if (activity.isPending) return <Spinner />;
  if (activity.isError)
    return (
      <QueryError
        title={t('errors.activity')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="admin-chart"
        className="rounded-xl border border-border bg-card p-4"
      >
        <h2 id="admin-chart" className="mb-3 font-semibold">
          {t('analytics.chartTitle')}
        </h2>
        <DailyChart days={activity.data.days} language={language} />
      </section>
      <section aria-labelledby="admin-log" className="rounded-xl border border-border bg-card p-4">
        <h2 id="admin-log" className="mb-2 font-semibold">
          {t('analytics.logTitle')}
        </h2>
        <ActivityList entries={activity.data.entries} language={language} />
      </section>
    </div>
  );
}
