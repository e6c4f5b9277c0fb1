import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useTaskSummary } from '../api/get-task-summary';
import type { TaskActions } from '../hooks/use-task-actions';
import type { TaskFilterState } from '../hooks/use-task-filters';
import { TaskFilterBar } from './task-filter-bar';
import { useTasks } from '../api/get-tasks';
import { PREVIEW_SIZE, previewFilters, TaskList, TaskPreview } from './task-list';

const card = 'rounded-xl border border-border bg-card p-4';

function SummaryCards() {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const counts = useTaskSummary().data;
  return (
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
  );
}

interface TaskOverviewProps {
  filterState: TaskFilterState;
  actions: TaskActions;
}

/** The overview tab: counters, the first overdue and pending tasks, and the filtered list. */
export function TaskOverview({ filterState, actions }: TaskOverviewProps) {
  const { t } = useTranslation('tasks');
  const counts = useTaskSummary().data;
  // Sections group tasks, they do not repeat them: an overdue task is not also under "pending",
  // and the list below leaves out what the sections show.
  const overdue = useTasks(previewFilters.overdue).data;
  const pending = useTasks(previewFilters.pending).data;
  const overdueTasks = overdue?.pages[0]?.tasks ?? [];
  const overdueIds = new Set(overdueTasks.map((task) => task.id));
  const pendingTasks = (pending?.pages[0]?.tasks ?? []).filter((task) => !overdueIds.has(task.id));
  // A narrowed list (a filter or a search) is the whole answer: the sections step aside.
  const grouped = !filterState.narrowed;
  const shownAbove = new Set(
    [...overdueTasks.slice(0, PREVIEW_SIZE), ...pendingTasks.slice(0, PREVIEW_SIZE)].map(
      (task) => task.id,
    ),
  );
  const add = () => actions.setAdding(true);
  const showAllPending = () => {
    filterState.setFilters({ status: 'pending' });
    window.requestAnimationFrame(() =>
      document.getElementById('tasks-list-title')?.scrollIntoView(),
    );
  };
  return (
    <>
      <SummaryCards />
      {counts && counts.total === 0 ? (
        <section
          className={`${card} flex flex-col items-center gap-3 py-10 text-center`}
          data-testid="tasks-empty"
        >
          <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
          <p className="text-muted-foreground">{t('empty.body')}</p>
          <Button onClick={add}>{t('empty.add')}</Button>
        </section>
      ) : null}
      {grouped ? (
        <>
          <TaskPreview
            kind="overdue"
            tasks={overdueTasks}
            more={Boolean(overdue?.pages[0]?.nextCursor)}
            itemActions={actions.itemActions}
          />
          <TaskPreview
            kind="pending"
            tasks={pendingTasks}
            more={Boolean(pending?.pages[0]?.nextCursor)}
            itemActions={actions.itemActions}
            onShowAll={showAllPending}
          />
        </>
      ) : null}
      <section aria-labelledby="tasks-list-title" className="flex flex-col gap-3">
        <TaskFilterBar state={filterState} />
        <TaskList
          filters={filterState.listFilters}
          shownAbove={grouped ? shownAbove : undefined}
          itemActions={actions.itemActions}
          familyHasNone={counts?.total === 0}
          onAdd={add}
        />
      </section>
    </>
  );
}
