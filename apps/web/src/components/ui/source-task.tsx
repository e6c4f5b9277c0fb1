import type { TaskCategory, TaskSourceType } from '@usra/domain/tasks/task-schema';
import { ListPlus, ListTodo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { makeTaskHref, useTaskLinks } from '@/lib/task-links';
import { buttonClasses } from './button';

interface SourceTaskProps {
  sourceType: TaskSourceType;
  sourceId: string;
  /** The new task's prefilled title, due day and place. */
  title: string;
  due?: string | null;
  location?: string | null;
  category?: TaskCategory;
  className?: string;
}

/**
 * On a document's expiry, a vehicle reminder or alert, a maintenance item (issue 27): the task
 * made from it (title and status, a link to the tasks), or "Make a task", which opens the
 * add-task dialog prefilled. The open task is shown first; a completed one leaves "Make a task"
 * available again beside it.
 */
export function SourceTask({ sourceType, sourceId, className, ...draft }: SourceTaskProps) {
  const { t } = useTranslation();
  const links = useTaskLinks(sourceType);
  const tasks = links.data?.get(sourceId) ?? [];
  const open = tasks.find((task) => task.status !== 'completed');
  const shown = open ?? tasks[0];
  return (
    <div
      className={cn('flex flex-wrap items-center gap-2 text-sm', className)}
      data-testid="source-task"
    >
      {shown ? (
        <Link
          to={paths.app.tasks.getHref()}
          className="flex items-center gap-1 text-primary underline-offset-2 hover:underline"
        >
          <ListTodo aria-hidden="true" className="size-4" />
          {t('sourceTask.task', {
            title: shown.title,
            status: t(`sourceTask.status.${shown.status}`),
          })}
        </Link>
      ) : null}
      {open ? null : (
        <Link
          to={makeTaskHref({ sourceType, sourceId, ...draft })}
          className={buttonClasses('outline', 'sm')}
        >
          <ListPlus aria-hidden="true" className="size-4" />
          {t('sourceTask.make')}
        </Link>
      )}
    </div>
  );
}
