import * as Tabs from '@radix-ui/react-tabs';
import type {
  MaintenanceFilter,
  MaintenanceOverview,
} from '@usra/domain/house-maintenance/maintenance-schema';
import {
  isOverdue,
  isUpcoming,
  needsAttention,
} from '@usra/domain/house-maintenance/maintenance-rules';
import { AlertTriangle, ArrowLeft, Clock, Home, Plus, RefreshCw, Wrench, X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { failureToast } from '@/lib/failure-toast';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-media-query';
import { useMaintenanceOverview } from '../api/get-overview';
import { useMaintenanceActions, type MaintenanceActions } from '../hooks/use-maintenance-actions';
import { screenTabs, shownTab, type ScreenTab, type ScreenView } from '../screen-view';
import { AssetsTab } from './assets-tab';
import { Badge, card } from '@/components/ui/badge';
import { conditionTone } from './tones';
import { EmptyItems } from './empty-items';
import { MaintenanceDialogs } from './maintenance-dialogs';
import { HistoryRow, HistoryTab, ItemList, ScheduleList } from './maintenance-lists';
import { MobileMaintenance } from './mobile-maintenance';
import { separator } from '@/lib/format';
import { LoadState } from '@/components/ui/load-state';

interface MaintenanceScreenProps {
  /** `?filter=` and `?view=`, kept in the address by the route. */
  view: ScreenView;
  onView: (change: Partial<ScreenView>) => void;
}

/**
 * /app/house-maintenance: the four cards, the tabs Overview, Items, Schedules, History and
 * Assets, and the dialogs; on a phone without a filter or a view, the summary (spec section 2).
 */
export function MaintenanceScreen({ view, onView }: MaintenanceScreenProps) {
  const { t } = useTranslation('house');
  const overview = useMaintenanceOverview();
  const actions = useMaintenanceActions();
  const isMobile = useIsMobile();

  // Spec section 8: a failed load is told (not only logged), once per failure.
  const { isError, error, errorUpdatedAt } = overview;
  useEffect(() => {
    if (isError) failureToast(t('loadFailed'), error);
  }, [isError, error, errorUpdatedAt, t]);

  const refresh = async () => {
    const result = await overview.refetch();
    if (result.isError) failureToast(t('toast.refreshFailed'), result.error);
    else toast.success(t('toast.refreshed'));
  };

  const data = overview.data;
  const items = data?.items ?? [];
  const summaryView = isMobile && view.filter === null && view.view === null;

  return (
    <div className="flex flex-col gap-5">
      <ScreenHeader
        onAdd={() => actions.setAdding(true)}
        onRefresh={() => void refresh()}
        refreshing={overview.isRefetching}
        onBack={isMobile && !summaryView ? () => onView({ filter: null, view: null }) : null}
      />
      {!data ? (
        <LoadState
          failed={overview.isError}
          message={t('loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void overview.refetch()}
        />
      ) : summaryView ? (
        <MobileMaintenance
          overview={data}
          onAdd={() => actions.setAdding(true)}
          actions={actions}
        />
      ) : (
        <FullView data={data} view={view} onView={onView} actions={actions} />
      )}
      <MaintenanceDialogs actions={actions} items={items} />
    </div>
  );
}

function FullView({
  data,
  view,
  onView,
  actions,
}: {
  data: MaintenanceOverview;
  view: ScreenView;
  onView: (change: Partial<ScreenView>) => void;
  actions: MaintenanceActions;
}) {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const n = (value: number) => formatNumber(value, language);
  const { today, items, schedules } = data;
  const filter = view.filter;
  const shownSchedules =
    filter === 'overdue'
      ? schedules.filter((s) => isOverdue(s, today))
      : filter === 'upcoming'
        ? schedules.filter((s) => isUpcoming(s, today))
        : schedules;
  const shownItems = filter === 'critical' ? items.filter(needsAttention) : items;
  const tab = shownTab(view);
  const tabLabel = (value: ScreenTab) =>
    value === 'items'
      ? t('tabs.items', { countText: n(shownItems.length) })
      : value === 'schedule'
        ? t('tabs.schedule', { countText: n(shownSchedules.length) })
        : t(`tabs.${value}`);

  return (
    <>
      <SummaryCards data={data} onFilter={(next) => onView({ filter: next, view: null })} />
      {filter ? (
        <FilterBar filter={filter} onClear={() => onView({ filter: null, view: tab })} />
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => onView({ view: value as ScreenTab })}
        className="flex flex-col gap-4"
      >
        <Tabs.List
          className="flex flex-wrap gap-1 rounded-xl bg-muted p-1"
          aria-label={t('tabs.label')}
        >
          {screenTabs.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              data-testid={`tab-${value}`}
              className="min-w-fit flex-1 rounded-lg px-3 py-2 text-sm leading-tight font-medium whitespace-nowrap data-[state=active]:bg-card data-[state=active]:shadow-sm"
            >
              {tabLabel(value)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab data={data} actions={actions} />
        </Tabs.Content>
        <Tabs.Content value="items">
          {items.length === 0 ? (
            <EmptyItems onAdd={() => actions.setAdding(true)} />
          ) : shownItems.length === 0 ? (
            <p className="text-muted-foreground">{t('empty.noMatch')}</p>
          ) : (
            <ItemList items={shownItems} actions={actions} />
          )}
        </Tabs.Content>
        <Tabs.Content value="schedule">
          {shownSchedules.length === 0 ? (
            <p className="text-muted-foreground" data-testid="schedules-empty">
              {filter ? t('empty.noMatch') : t('schedule.empty')}
            </p>
          ) : (
            <ScheduleList schedules={shownSchedules} actions={actions} />
          )}
        </Tabs.Content>
        <Tabs.Content value="history">
          <HistoryTab actions={actions} hasItems={items.length > 0} />
        </Tabs.Content>
        <Tabs.Content value="assets">
          <AssetsTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

/** Overdue, Due Soon, Needs Attention, Total Items; the first three open their filter. */
function SummaryCards({
  data,
  onFilter,
}: {
  data: MaintenanceOverview;
  onFilter: (filter: MaintenanceFilter | null) => void;
}) {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { summary } = data;
  const cards = [
    { key: 'overdue', value: summary.overdue, icon: AlertTriangle, filter: 'overdue', alert: true },
    { key: 'dueSoon', value: summary.dueSoon, icon: Clock, filter: 'upcoming', alert: false },
    {
      key: 'needsAttention',
      value: summary.needsAttention,
      icon: Wrench,
      filter: 'critical',
      alert: true,
    },
    { key: 'totalItems', value: summary.totalItems, icon: Home, filter: null, alert: false },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="summary-cards">
      {cards.map(({ key, value, icon: Icon, filter, alert }) => (
        <button
          key={key}
          type="button"
          onClick={() => onFilter(filter)}
          className={`${card} text-start transition-colors hover:bg-muted/50`}
          data-testid={`card-${key}`}
        >
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon
              aria-hidden="true"
              className={`size-4 ${alert && value > 0 ? 'text-destructive' : ''}`}
            />
            {t(`cards.${key}`)}
          </span>
          <span
            className={`mt-1 block text-2xl font-bold ${alert && value > 0 ? 'text-destructive' : ''}`}
            data-testid={`count-${key}`}
          >
            {formatNumber(value, language)}
          </span>
        </button>
      ))}
    </div>
  );
}

function FilterBar({ filter, onClear }: { filter: MaintenanceFilter; onClear: () => void }) {
  const { t } = useTranslation('house');
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-xl bg-primary/5 px-3 py-2 text-sm"
      data-testid="filter-bar"
    >
      <span className="text-muted-foreground">{t('filter.label')}</span>
      <span className="font-medium" data-testid="filter-name">
        {t(`filter.${filter}`)}
      </span>
      <Button variant="ghost" size="sm" className="ms-auto" onClick={onClear}>
        <X aria-hidden="true" className="size-4" />
        {t('filter.clear')}
      </Button>
    </div>
  );
}

/** Overview: what is overdue, what is due within 7 days, what needs attention, recent history. */
function OverviewTab({
  data,
  actions,
}: {
  data: MaintenanceOverview;
  actions: MaintenanceActions;
}) {
  const { t, i18n } = useTranslation('house');
  const language = currentLanguage(i18n.resolvedLanguage);
  const { today, items, schedules, history } = data;
  if (items.length === 0) return <EmptyItems onAdd={() => actions.setAdding(true)} />;
  const overdue = schedules.filter((s) => isOverdue(s, today));
  const upcoming = schedules.filter((s) => isUpcoming(s, today));
  const attention = items.filter(needsAttention);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title={t('overview.overdueTitle')} tone="danger">
        {overdue.length === 0 ? (
          <Quiet>{t('overview.nothingOverdue')}</Quiet>
        ) : (
          <ScheduleList schedules={overdue} actions={actions} compact testId="overview-overdue" />
        )}
      </Section>
      <Section title={t('overview.upcomingTitle')}>
        {upcoming.length === 0 ? (
          <Quiet>{t('overview.nothingUpcoming')}</Quiet>
        ) : (
          <ScheduleList schedules={upcoming} actions={actions} compact testId="overview-upcoming" />
        )}
      </Section>
      <Section title={t('overview.attentionTitle')}>
        {attention.length === 0 ? (
          <Quiet>{t('overview.nothingAttention')}</Quiet>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="overview-attention">
            {attention.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  {item.name}
                  <span className="text-sm text-muted-foreground">
                    {separator(language)}
                    {item.location}
                  </span>
                </span>
                <Badge tone={conditionTone[item.status]}>{t(`condition.${item.status}`)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('overview.recentTitle')}>
        {history.entries.length === 0 ? (
          <Quiet>{t('history.empty')}</Quiet>
        ) : (
          <ul className="flex flex-col">
            {history.entries.slice(0, 5).map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function Section({
  title,
  tone,
  children,
}: {
  title: string;
  tone?: 'danger';
  children: ReactNode;
}) {
  return (
    <section className={`${card} flex flex-col gap-3`}>
      <h2 className={`font-semibold ${tone === 'danger' ? 'text-destructive' : ''}`}>{title}</h2>
      {children}
    </section>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function ScreenHeader({
  onAdd,
  onRefresh,
  refreshing,
  onBack,
}: {
  onAdd: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  onBack: (() => void) | null;
}) {
  const { t } = useTranslation('house');
  return (
    <header className="flex flex-col gap-3">
      {onBack ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('mobile.back')}
        </Button>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
            {refreshing ? (
              <Spinner className="size-4" />
            ) : (
              <RefreshCw aria-hidden="true" className="size-4" />
            )}
            {t('refresh')}
          </Button>
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {t('add')}
          </Button>
        </div>
      </div>
    </header>
  );
}
