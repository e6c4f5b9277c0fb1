import { useTranslation } from 'react-i18next';
import { ADMIN_RECENT_USERS } from '@usra/domain/admin/admin-schema';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useAdminUsers } from '../api/get-admin-users';
import { usePlatformHealth } from '../api/get-platform-health';
import { formatDateTime } from '@/lib/dates';
import { QueryError } from './query-error';

const badge = {
  ok: 'bg-emerald-100 text-emerald-800',
  error: 'bg-red-100 text-red-800',
  not_configured: 'bg-slate-200 text-slate-700',
} as const;

export function OverviewTab() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.resolvedLanguage);
  const users = useAdminUsers();
  const health = usePlatformHealth();

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="admin-recent-users"
        className="rounded-xl border border-border bg-card p-4"
      >
        <h2 id="admin-recent-users" className="font-semibold">
          {t('overview.recentUsers')}
        </h2>
        {users.isPending ? (
          <Spinner className="mt-3" />
        ) : users.isError ? (
          <QueryError
            title={t('errors.users')}
            error={users.error}
            onRetry={() => void users.refetch()}
          />
        ) : users.data.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">{t('overview.noUsers')}</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-border">
            {users.data.slice(0, ADMIN_RECENT_USERS).map((user) => (
              <li
                key={user.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{user.fullName ?? t('users.noName')}</p>
                  <p dir="ltr" className="truncate text-start text-muted-foreground">
                    {user.email}
                  </p>
                </div>
                <div className="text-end text-xs text-muted-foreground">
                  <p dir="ltr" className="font-mono">
                    {user.id.slice(0, 8)}
                  </p>
                  <p>{formatDateTime(user.createdAt, language, 'medium')}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="admin-health"
        className="rounded-xl border border-border bg-card p-4"
      >
        <h2 id="admin-health" className="font-semibold">
          {t('overview.health')}
        </h2>
        {health.isPending ? (
          <Spinner className="mt-3" />
        ) : health.isError ? (
          <QueryError
            title={t('errors.health')}
            error={health.error}
            onRetry={() => void health.refetch()}
          />
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {health.data.map((check) => (
              <li
                key={check.id}
                className="flex items-center justify-between gap-2 text-sm"
                data-testid={`health-${check.id}`}
              >
                <span>
                  {i18n.exists(`admin:health.${check.id}`)
                    ? t(`health.${check.id}` as 'health.database')
                    : check.id}
                </span>
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-medium',
                    badge[check.status],
                  )}
                  title={check.detail}
                >
                  {t(`health.status.${check.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
