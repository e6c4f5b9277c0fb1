import {
  taskStatuses,
  type Task,
  type TaskSourceType,
  type TaskStatus,
} from '@usra/domain/tasks/task-schema';
import { isOverdue } from '@usra/domain/tasks/task-rules';
import { Link2, MapPin, Pencil, Repeat, Trash2, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** The screen that shows a task's source. */
function sourceHref(type: TaskSourceType): string {
  switch (type) {
    case 'document':
      return paths.app.documents.getHref({ tab: 'alerts' });
    case 'vehicle_reminder':
    case 'vehicle_alert':
    case 'vehicle':
      return paths.app.vehicles.getHref();
    case 'maintenance_item':
      return paths.app.houseMaintenance.getHref({ view: 'items' });
  }
}

interface TaskItemProps {
  task: Task;
  now: Date;
  onToggle: (task: Task) => void;
  onStatus: (task: Task, status: TaskStatus) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

const priorityColours = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-emerald-100 text-emerald-800',
} as const;

export function TaskItem({ task, now, onToggle, onStatus, onEdit, onDelete }: TaskItemProps) {
  const { t, i18n } = useTranslation('tasks');
  const language = currentLanguage(i18n.resolvedLanguage);
  const done = task.status === 'completed';
  const late = isOverdue(task, now);
  return (
    <li
      data-testid="task-item"
      data-status={task.status}
      className="flex items-start gap-3 rounded-xl border border-border bg-card p-3"
    >
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0"
        checked={done}
        aria-label={
          done ? t('item.reopen', { title: task.title }) : t('item.toggle', { title: task.title })
        }
        onChange={() => onToggle(task)}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className={cn('font-medium break-words', done && 'text-muted-foreground line-through')}>
          {task.title}
        </p>
        {task.description ? (
          <p className="text-sm text-muted-foreground">{task.description}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span
            className={cn('rounded-full px-2 py-0.5 font-medium', priorityColours[task.priority])}
          >
            {t(`priority.${task.priority}`)}
          </span>
          <span>{t(`category.${task.category}`)}</span>
          {task.dueDate ? (
            <span className={cn(late && 'font-semibold text-destructive')}>
              {t('item.due', { date: formatDateTime(task.dueDate, language) })}
            </span>
          ) : null}
          {task.location ? (
            <span className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3" />
              {task.location}
            </span>
          ) : null}
          {task.assigneeName ? (
            <span className="flex items-center gap-1">
              <User aria-hidden="true" className="size-3" />
              {t('item.assignedTo', { name: task.assigneeName })}
            </span>
          ) : null}
          {task.recurrencePattern ? (
            <span className="flex items-center gap-1">
              <Repeat aria-hidden="true" className="size-3" />
              {t('item.repeats', { pattern: t(`recurrence.${task.recurrencePattern.type}`) })}
            </span>
          ) : null}
          {task.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-muted px-2 py-0.5">
              #{tag}
            </span>
          ))}
          {task.sourceType ? (
            <Link
              to={sourceHref(task.sourceType)}
              className="flex items-center gap-1 text-primary underline-offset-2 hover:underline"
              data-testid="task-source-link"
            >
              <Link2 aria-hidden="true" className="size-3" />
              {t('source.madeFrom', { source: t(`source.kind.${task.sourceType}`) })}
            </Link>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
        <select
          aria-label={t('fields.status')}
          value={task.status}
          onChange={(e) => onStatus(task, e.target.value as TaskStatus)}
          className="h-9 rounded-lg border border-input bg-card px-2 text-sm"
        >
          {taskStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
        <div className="flex">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${t('item.edit')}: ${task.title}`}
            onClick={() => onEdit(task)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${t('item.delete')}: ${task.title}`}
            onClick={() => onDelete(task)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </li>
  );
}
