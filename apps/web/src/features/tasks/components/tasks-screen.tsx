import * as Tabs from '@radix-ui/react-tabs';
import { dueFilters, toggledStatus } from '@usra/domain/tasks/task-rules';
import {
  taskCategories,
  taskPriorities,
  taskStatuses,
  type CreateTaskInput,
  type Task,
  type TaskStatus,
} from '@usra/domain/tasks/task-schema';
import { CalendarDays, Plus, Route, Search, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { PageSpinner } from '@/components/ui/spinner';
import { formatDateTime, formatNumber, todayLocalDate } from '@/lib/dates';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-media-query';
import { useDeleteTask } from '../api/delete-task';
import { useAssignees } from '../api/get-assignees';
import { useTaskSummary } from '../api/get-task-summary';
import { useTasks } from '../api/get-tasks';
import type { TaskFilters } from '../api/query-keys';
import { useCreateTask, useUpdateTask } from '../api/save-task';
import { useSetTaskStatus } from '../api/set-task-status';
import { TaskForm } from './task-form';
import { HubSubView, TaskHubFamily, TaskHubOverview, type HubView } from './task-hub';
import { TaskItem } from './task-item';

const TaskAnalytics = lazy(() => import('./task-analytics'));

interface TasksScreenProps {
  /** `?action=add` opens the add dialog; the route clears the parameter. */
  openAdd: boolean;
  onAddOpened: () => void;
  /** The mobile task hub's sub-view (`?view=`); desktop shows everything at once. */
  view: HubView;
  onView: (view: HubView) => void;
}

function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

export function TasksScreen({ openAdd, onAddOpened, view, onView }: TasksScreenProps) {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const [tab, setTab] = useState('overview');
  const [filters, setFilters] = useState<TaskFilters>({});
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search);
  const listFilters = {
    ...filters,
    ...(debouncedSearch.trim() ? { search: debouncedSearch.trim() } : {}),
  };
  const tasks = useTasks(listFilters);
  const overdue = useTasks({ due: 'overdue' });
  const pending = useTasks({ status: 'pending' });
  const summary = useTaskSummary();
  const assignees = useAssignees();
  const create = useCreateTask();
  const update = useUpdateTask();
  const setStatus = useSetTaskStatus();
  const remove = useDeleteTask();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const now = new Date();
  const isMobile = useIsMobile();

  useEffect(() => {
    if (openAdd) {
      setAdding(true);
      onAddOpened();
    }
  }, [openAdd, onAddOpened]);

  const changeStatus = (task: Task, status: TaskStatus, toggle: boolean) => {
    setStatus.mutate(
      { id: task.id, status },
      {
        onSuccess: ({ nextOccurrence }) => {
          if (toggle)
            toast.success(status === 'completed' ? t('toast.completed') : t('toast.reopened'));
          else toast.success(t('toast.marked', { status: t(`status.${status}`) }));
          if (nextOccurrence?.dueDate) {
            toast.info(
              t('toast.nextCreated', { date: formatDateTime(nextOccurrence.dueDate, language) }),
            );
          }
        },
        onError: (error) => toast.error(`${t('toast.updateFailed')}: ${getErrorMessage(error)}`),
      },
    );
  };

  const createTask = async (input: CreateTaskInput) => {
    try {
      await create.mutateAsync(input);
      toast.success(t('toast.created'));
      setAdding(false);
      setTab('overview');
    } catch (error) {
      toast.error(t('toast.createFailed', { detail: getErrorMessage(error) }));
      throw error;
    }
  };

  const saveTask = async (input: CreateTaskInput) => {
    if (!editing) return;
    try {
      await update.mutateAsync({ id: editing.id, input });
      toast.success(t('toast.updated'));
      setEditing(null);
    } catch (error) {
      toast.error(t('toast.updateFailed'));
      throw error;
    }
  };

  const list = tasks.data?.pages.flatMap((p) => p.tasks) ?? [];
  const counts = summary.data;
  const filtered = Object.keys(listFilters).length > 0;
  const setFilter = (key: keyof TaskFilters, value: string) =>
    setFilters((current) => {
      const next = { ...current } as Record<string, string>;
      if (value) next[key] = value;
      else delete next[key];
      return next as TaskFilters;
    });
  const itemProps = {
    now,
    onToggle: (task: Task) => changeStatus(task, toggledStatus(task.status), true),
    onStatus: (task: Task, status: TaskStatus) => changeStatus(task, status, false),
    onEdit: setEditing,
    onDelete: setDeleting,
  };
  const card = 'rounded-xl border border-border bg-card p-4';

  const tabs = (
    <Tabs.Root value={tab} onValueChange={setTab} className="flex flex-col gap-4">
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
        <section className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('tabs.overview')}>
          {(
            [
              ['total', counts?.total],
              ['completed', counts?.completed],
              ['dueToday', counts?.dueToday],
              ['overdue', counts?.overdue],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className={card} data-testid={`task-card-${key}`}>
              <p className="text-sm text-muted-foreground">{t(`cards.${key}`)}</p>
              <p className="mt-1 text-2xl font-bold">
                {value === undefined ? '–' : formatNumber(value, language)}
              </p>
            </div>
          ))}
        </section>

        {counts && counts.total === 0 ? (
          <section
            className={`${card} flex flex-col items-center gap-3 py-10 text-center`}
            data-testid="tasks-empty"
          >
            <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
            <p className="text-muted-foreground">{t('empty.body')}</p>
            <Button onClick={() => setAdding(true)}>{t('empty.add')}</Button>
          </section>
        ) : null}

        {(overdue.data?.pages[0]?.tasks.length ?? 0) > 0 ? (
          <section aria-labelledby="overdue-title" className="flex flex-col gap-2">
            <h2 id="overdue-title" className="font-semibold text-destructive">
              {t('overdueList')} ({formatNumber(counts?.overdue ?? 0, language)})
            </h2>
            <ul className="flex flex-col gap-2">
              {overdue.data!.pages[0]!.tasks.slice(0, 3).map((task) => (
                <TaskItem key={task.id} task={task} {...itemProps} />
              ))}
            </ul>
          </section>
        ) : null}

        {(pending.data?.pages[0]?.tasks.length ?? 0) > 0 ? (
          <section
            aria-labelledby="pending-title"
            className="flex flex-col gap-2"
            data-testid="pending-list"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="pending-title" className="font-semibold">
                {t('pendingList')} ({formatNumber(counts?.pending ?? 0, language)})
              </h2>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setFilters({ status: 'pending' });
                  window.requestAnimationFrame(() =>
                    document.getElementById('tasks-list-title')?.scrollIntoView(),
                  );
                }}
              >
                {t('showAllPending')}
              </Button>
            </div>
            <ul className="flex flex-col gap-2">
              {pending.data!.pages[0]!.tasks.slice(0, 3).map((task) => (
                <TaskItem key={task.id} task={task} {...itemProps} />
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="tasks-list-title" className="flex flex-col gap-3">
          <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3">
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-3 size-5 text-muted-foreground"
              />
              <input
                type="search"
                aria-label={t('search')}
                placeholder={t('search')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="h-11 w-full rounded-lg border border-input bg-card ps-10 pe-3"
              />
            </div>
            <div className="grid grid-cols-2 gap-2 md:grid-cols-5">
              <SelectField
                label={t('filters.status')}
                value={filters.status ?? ''}
                onChange={(e) => setFilter('status', e.target.value)}
              >
                <option value="">{t('filters.all')}</option>
                {taskStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('filters.category')}
                value={filters.category ?? ''}
                onChange={(e) => setFilter('category', e.target.value)}
              >
                <option value="">{t('filters.all')}</option>
                {taskCategories.map((c) => (
                  <option key={c} value={c}>
                    {t(`category.${c}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('filters.priority')}
                value={filters.priority ?? ''}
                onChange={(e) => setFilter('priority', e.target.value)}
              >
                <option value="">{t('filters.all')}</option>
                {taskPriorities.map((p) => (
                  <option key={p} value={p}>
                    {t(`priority.${p}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('filters.assignee')}
                value={filters.assignee ?? ''}
                onChange={(e) => setFilter('assignee', e.target.value)}
              >
                <option value="">{t('filters.all')}</option>
                <option value="unassigned">{t('filters.unassigned')}</option>
                {(assignees.data ?? []).map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('filters.due')}
                value={filters.due ?? ''}
                onChange={(e) => setFilter('due', e.target.value)}
              >
                <option value="">{t('filters.all')}</option>
                {dueFilters.map((d) => (
                  <option key={d} value={d}>
                    {t(`due.${d}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <div>
              <Button
                variant="outline"
                size="sm"
                disabled={!filtered && search === ''}
                onClick={() => {
                  setFilters({});
                  setSearch('');
                }}
              >
                {t('clearFilters')}
              </Button>
            </div>
          </div>

          <div className="flex items-center justify-between gap-2">
            <h2 id="tasks-list-title" className="font-semibold">
              {t('list.title', {
                n: `${formatNumber(list.length, language)}${tasks.hasNextPage ? '+' : ''}`,
              })}
            </h2>
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('add')}
            </Button>
          </div>
          {tasks.isPending ? (
            <PageSpinner />
          ) : tasks.isError ? (
            <div className={`${card} flex flex-col items-start gap-2`} role="alert">
              <p className="text-destructive">
                {t('list.failed', { detail: getErrorMessage(tasks.error) })}
              </p>
              <Button variant="outline" onClick={() => void tasks.refetch()}>
                {t('list.tryAgain')}
              </Button>
            </div>
          ) : list.length === 0 ? (
            counts?.total === 0 ? null : (
              <p className="text-muted-foreground">{t('list.empty')}</p>
            )
          ) : (
            <ul className="flex flex-col gap-2" data-testid="task-list">
              {list.map((task) => (
                <TaskItem key={task.id} task={task} {...itemProps} />
              ))}
            </ul>
          )}
          {tasks.hasNextPage ? (
            <Button
              variant="outline"
              onClick={() => void tasks.fetchNextPage()}
              disabled={tasks.isFetchingNextPage}
            >
              {t('list.loadMore')}
            </Button>
          ) : null}
        </section>
      </Tabs.Content>

      <Tabs.Content value="create" className={card}>
        <TaskForm
          task={null}
          pending={create.isPending}
          submitLabel={t('form.create')}
          onSubmit={createTask}
        />
      </Tabs.Content>

      <Tabs.Content value="analytics">
        <Suspense fallback={<PageSpinner />}>
          {tab === 'analytics' ? <TaskAnalytics /> : null}
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );

  const dialogs = (
    <>
      <Modal
        open={adding}
        onOpenChange={setAdding}
        title={t('form.addTitle')}
        size="lg"
        testId="task-dialog"
      >
        <TaskForm
          task={null}
          pending={create.isPending}
          submitLabel={t('form.create')}
          onSubmit={createTask}
          onCancel={() => setAdding(false)}
        />
      </Modal>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={t('form.editTitle')}
        size="lg"
        testId="task-dialog"
      >
        {editing ? (
          <TaskForm
            key={editing.id}
            task={editing}
            pending={update.isPending}
            submitLabel={t('form.save')}
            onSubmit={saveTask}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('deleteConfirm.title')}
        description={t('deleteConfirm.body', { title: deleting?.title ?? '' })}
        confirmLabel={t('deleteConfirm.confirm')}
        cancelLabel={t('form.cancel')}
        onDelete={(task) => remove.mutateAsync(task.id)}
        pending={remove.isPending}
        deletedMessage={t('toast.deleted')}
        failedMessage={t('toast.deleteFailed')}
      />
    </>
  );

  if (isMobile && view !== 'overview') {
    return (
      <>
        {view === 'family' ? (
          <HubSubView title={t('hubViews.family')} onBack={() => onView('overview')}>
            <TaskHubFamily
              onMemberTasks={(memberId) => {
                setFilters({ assignee: memberId });
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
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
          <TaskCounters />
        </div>
        {/* On mobile the task hub below has these actions. */}
        <div className="hidden flex-wrap gap-2 md:flex">
          <Link
            to={paths.app.errands.getHref(todayLocalDate())}
            className={buttonClasses('outline')}
          >
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
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('add')}
          </Button>
        </div>
      </header>

      {isMobile ? <TaskHubOverview onAddTask={() => setAdding(true)} onView={onView} /> : tabs}
      {dialogs}
    </div>
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
