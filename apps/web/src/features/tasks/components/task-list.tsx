import type { Task } from '@usra/domain/tasks/task-schema';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/dates';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useTasks } from '../api/get-tasks';
import type { TaskFilters } from '../api/query-keys';
import type { TaskActions } from '../hooks/use-task-actions';
import { TaskItem } from './task-item';
import { LoadFailed } from '@/components/ui/load-state';

interface TaskListProps {
  filters: TaskFilters;
  /** Tasks a section above already shows: a task appears once in a view. */
  shownAbove?: ReadonlySet<string>;
  itemActions: TaskActions['itemActions'];
  /** The family has no task at all: the empty card above says so, the list stays quiet. */
  familyHasNone: boolean;
  onAdd: () => void;
}

/** The filtered task list, 50 at a time, with its count and an add button. */
export function TaskList({
  filters,
  shownAbove,
  itemActions,
  familyHasNone,
  onAdd,
}: TaskListProps) {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const tasks = useTasks(filters);
  const list = (tasks.data?.pages.flatMap((page) => page.tasks) ?? []).filter(
    (task) => !shownAbove?.has(task.id),
  );
  const now = new Date();
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 id="tasks-list-title" className="font-semibold">
          {t('list.title', {
            n: `${formatNumber(list.length, language)}${tasks.hasNextPage ? '+' : ''}`,
          })}
        </h2>
        <Button size="sm" variant="outline" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </Button>
      </div>
      {tasks.isPending ? (
        <PageSpinner />
      ) : tasks.isError ? (
        <LoadFailed
          stacked
          message={t('list.failed', { detail: getErrorMessage(tasks.error) })}
          retryLabel={t('list.tryAgain')}
          onRetry={() => void tasks.refetch()}
        />
      ) : list.length === 0 ? (
        familyHasNone ? null : (
          <p className="text-muted-foreground">{t('list.empty')}</p>
        )
      ) : (
        <ul className="flex flex-col gap-2" data-testid="task-list">
          {list.map((task) => (
            <TaskItem key={task.id} task={task} now={now} {...itemActions} />
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
    </>
  );
}

interface TaskPreviewProps {
  /** `overdue` or `pending`: the first tasks of that group. */
  kind: 'overdue' | 'pending';
  /** The group's tasks (the first page); the first three are shown. */
  tasks: readonly Task[];
  /** More than the page holds. */
  more: boolean;
  itemActions: TaskActions['itemActions'];
  /** "Show all": the full list below, filtered to this kind. */
  onShowAll?: () => void;
}

export const previewFilters: Record<TaskPreviewProps['kind'], TaskFilters> = {
  overdue: { due: 'overdue' },
  pending: { status: 'pending' },
};

/** How many tasks a preview shows. */
export const PREVIEW_SIZE = 3;

/** The first overdue or pending tasks above the full list; nothing when there are none. */
export function TaskPreview({ kind, tasks, more, itemActions, onShowAll }: TaskPreviewProps) {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  if (tasks.length === 0) return null;
  const now = new Date();
  const titleId = `${kind}-title`;
  const title = (
    <h2
      id={titleId}
      className={kind === 'overdue' ? 'font-semibold text-destructive' : 'font-semibold'}
    >
      {t(kind === 'overdue' ? 'overdueList' : 'pendingList')} (
      {`${formatNumber(tasks.length, language)}${more ? '+' : ''}`})
    </h2>
  );
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2"
      data-testid={kind === 'pending' ? 'pending-list' : undefined}
    >
      {onShowAll ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {title}
          <Button variant="ghost" size="sm" onClick={onShowAll}>
            {t('showAllPending')}
          </Button>
        </div>
      ) : (
        title
      )}
      <ul className="flex flex-col gap-2">
        {tasks.slice(0, PREVIEW_SIZE).map((task) => (
          <TaskItem key={task.id} task={task} now={now} {...itemActions} />
        ))}
      </ul>
    </section>
  );
}
