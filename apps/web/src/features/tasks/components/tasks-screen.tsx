import * as Tabs from '@radix-ui/react-tabs';
import { CalendarDays, Plus, Route, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { formatNumber, todayLocalDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useIsMobile } from '@/lib/use-media-query';
import { useTaskSummary } from '../api/get-task-summary';
import { useTaskActions, type TaskActions } from '../hooks/use-task-actions';
import { useTaskFilters, type TaskFilterState } from '../hooks/use-task-filters';
import { TaskDialogs } from './task-dialogs';
import { TaskForm } from './task-form';
import type { TaskDraft } from './task-form-values';
import { HubSubView, TaskHubFamily, TaskHubOverview, type HubView } from './task-hub';
import { TaskOverview } from './task-overview';

const TaskAnalytics = lazy(() => import('./task-analytics'));

interface TasksScreenProps {
  /** `?action=add` opens the add dialog; the route clears the parameter. */
  openAdd: boolean;
  /** The prefilled fields of a task made from something (`?sourceType=…`). */
  addDraft: TaskDraft | null;
  onAddOpened: () => void;
  /** The mobile task hub's sub-view (`?view=`); desktop shows everything at once. */
  view: HubView;
  onView: (view: HubView) => void;
}

export function TasksScreen({ openAdd, addDraft, onAddOpened, view, onView }: TasksScreenProps) {
  const { t } = useTranslation('tasks');
  const [tab, setTab] = useState('overview');
  const filterState = useTaskFilters();
  const actions = useTaskActions({ onCreated: () => setTab('overview') });
  const isMobile = useIsMobile();
  const { setAdding } = actions;

  useEffect(() => {
    if (openAdd) {
      setAdding(true, addDraft);
      onAddOpened();
    }
  }, [openAdd, addDraft, onAddOpened, setAdding]);

  const tabs = <TaskTabs tab={tab} onTab={setTab} filterState={filterState} actions={actions} />;
  const dialogs = <TaskDialogs actions={actions} />;

  if (isMobile && view !== 'overview') {
    return (
      <>
        {view === 'family' ? (
          <HubSubView title={t('hubViews.family')} onBack={() => onView('overview')}>
            <TaskHubFamily
              onMemberTasks={(memberId) => {
                filterState.setFilters({ assignee: memberId });
                setTab('overview');
                onView('tasks');
              }}
            />
          </HubSubView>
        ) : (
          <HubSubView title={t('hubViews.tasks')} onBack={() => onView('overview')}>
            <div className="flex justify-end">
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" className="size-4" />
                {t('add')}
              </Button>
            </div>
            {tabs}
          </HubSubView>
        )}
        {dialogs}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <TasksHeader onAdd={() => setAdding(true)} />
      {isMobile ? <TaskHubOverview onAddTask={() => setAdding(true)} onView={onView} /> : tabs}
      {dialogs}
    </div>
  );
}

interface TaskTabsProps {
  tab: string;
  onTab: (tab: string) => void;
  filterState: TaskFilterState;
  actions: TaskActions;
}

/** Overview (counters and the list), a create form, and analytics (loaded when opened). */
function TaskTabs({ tab, onTab, filterState, actions }: TaskTabsProps) {
  const { t } = useTranslation('tasks');
  return (
    <Tabs.Root value={tab} onValueChange={onTab} className="flex flex-col gap-4">
      <Tabs.List className="flex gap-1 rounded-xl bg-muted p-1" aria-label={t('title')}>
        {(['overview', 'create', 'analytics'] as const).map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="flex-1 rounded-lg px-3 py-2 text-sm font-medium data-[state=active]:bg-card data-[state=active]:shadow-sm"
          >
            {t(`tabs.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview" className="flex flex-col gap-5">
        <TaskOverview filterState={filterState} actions={actions} />
      </Tabs.Content>
      <Tabs.Content value="create" className="rounded-xl border border-border bg-card p-4">
        <TaskForm
          task={null}
          pending={actions.creating}
          submitLabel={t('form.create')}
          onSubmit={actions.createTask}
        />
      </Tabs.Content>
      <Tabs.Content value="analytics">
        <Suspense fallback={<PageSpinner />}>
          {tab === 'analytics' ? <TaskAnalytics /> : null}
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** Title, counters and (on wide screens) the links to errands, calendar and family. */
function TasksHeader({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('tasks');
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
        <TaskCounters />
      </div>
      {/* On mobile the task hub below has these actions. */}
      <div className="hidden flex-wrap gap-2 md:flex">
        <Link to={paths.app.errands.getHref(todayLocalDate())} className={buttonClasses('outline')}>
          <Route aria-hidden="true" className="size-4" />
          {t('errands.open')}
        </Link>
        <Link to={paths.app.calendar.getHref()} className={buttonClasses('outline')}>
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('goCalendar')}
        </Link>
        <Link to={paths.app.family.getHref()} className={buttonClasses('outline')}>
          <Users aria-hidden="true" className="size-4" />
          {t('goFamily')}
        </Link>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </Button>
      </div>
    </header>
  );
}

/** The Tasks screen's three counters: pending, overdue, completed (spec core section 2). */
function TaskCounters() {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const counts = useTaskSummary().data;
  return (
    <dl className="mt-2 flex flex-wrap gap-2 text-sm" data-testid="task-counters">
      {(
        [
          ['pending', counts?.pending, 'bg-accent text-accent-foreground'],
          ['overdue', counts?.overdue, 'bg-destructive-soft text-destructive'],
          ['completed', counts?.completed, 'bg-muted text-foreground'],
        ] as const
      ).map(([key, value, tone]) => (
        <div key={key} className={`flex items-center gap-1.5 rounded-full px-3 py-1 ${tone}`}>
          <dt>{t(`counters.${key}`)}</dt>
          <dd className="font-bold">{value === undefined ? '–' : formatNumber(value, language)}</dd>
        </div>
      ))}
    </dl>
  );
}
