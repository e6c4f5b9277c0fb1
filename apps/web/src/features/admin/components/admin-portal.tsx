import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, RefreshCw, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses, Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useAdminStats } from '../api/get-admin-stats';
import { useAdminUsers } from '../api/get-admin-users';
import { adminKeys } from '../api/query-keys';
import { recordAdminVisit } from '../api/record-admin-visit';
import { AnalyticsTab } from './analytics-tab';
import { OverviewTab } from './overview-tab';
import { QueryError } from './query-error';
import { SettingsTab } from './settings-tab';
import { StatCards } from './stat-cards';
import { UsersTab } from './users-tab';

const triggerClasses = cn(
  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
  'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

export function AdminPortal({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const stats = useAdminStats();
  const users = useAdminUsers();
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;

  // One logged visit per mount (StrictMode mounts twice in development).
  const logged = useRef(false);
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    recordAdminVisit({ action: 'portal_access' }).catch(() => undefined);
  }, []);

  const refresh = () => {
    recordAdminVisit({ action: 'refresh' }).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <ShieldCheck aria-hidden="true" className="size-8 text-primary" />
          <div>
            <h1 className="text-2xl font-bold">{t('title')}</h1>
            <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={refresh} disabled={stats.isFetching}>
            <RefreshCw
              aria-hidden="true"
              className={cn('size-4', stats.isFetching && 'animate-spin')}
            />
            {t('refresh')}
          </Button>
          <Link to={paths.app.dashboard.getHref()} className={buttonClasses('ghost', 'sm')}>
            <BackIcon aria-hidden="true" className="size-4" />
            {t('backToApp')}
          </Link>
        </div>
      </header>

      {stats.isError ? (
        <QueryError
          title={t('errors.stats')}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <StatCards stats={stats.data} />
      )}
      {stats.data ? (
        <p className="text-xs text-muted-foreground" data-testid="last-updated">
          {t('lastUpdated', { time: formatDateTime(stats.data.generatedAt, language, 'medium') })}
        </p>
      ) : null}

      <Tabs.Root defaultValue="overview" className="flex flex-col gap-4">
        <Tabs.List
          aria-label={t('tabs.label')}
          className="flex gap-1 overflow-x-auto rounded-lg bg-muted p-1"
        >
          <Tabs.Trigger value="overview" className={triggerClasses}>
            {t('tabs.overview')}
          </Tabs.Trigger>
          <Tabs.Trigger value="users" className={triggerClasses}>
            {t('tabs.users', { countText: formatNumber(users.data?.length ?? 0, language) })}
          </Tabs.Trigger>
          <Tabs.Trigger value="analytics" className={triggerClasses}>
            {t('tabs.analytics')}
          </Tabs.Trigger>
          <Tabs.Trigger value="settings" className={triggerClasses}>
            {t('tabs.settings')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab />
        </Tabs.Content>
        <Tabs.Content value="users">
          <UsersTab currentUserId={currentUserId} />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <AnalyticsTab />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
