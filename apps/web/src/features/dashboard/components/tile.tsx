import { card } from '@/components/ui/badge';
import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import type { Task } from '@usra/domain/tasks/task-schema';
import type { ReactNode } from 'react';
import { formatDayMonth, formatTime, formatWeekday } from '@/lib/dates';
import { type Language } from '@/lib/i18n';
import { separator } from '@/lib/format';

export function Tile({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className={card} data-testid={testId}>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        {label}
      </p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
    </div>
  );
}

export function TaskLine({
  task,
  language,
  withDay,
}: {
  task: Task;
  language: Language;
  withDay?: boolean;
}) {
  return (
    <li className="flex items-center justify-between gap-2 text-sm">
      <span className="truncate">{task.title}</span>
      {task.dueDate ? (
        <span className="shrink-0 text-muted-foreground">
          {withDay
            ? `${formatDayMonth(new Date(task.dueDate), language)}${separator(language)}`
            : ''}
          {formatTime(new Date(task.dueDate), language)}
        </span>
      ) : null}
    </li>
  );
}

export function EventLine({
  event,
  language,
  withDay,
}: {
  event: CalendarEvent;
  language: Language;
  withDay?: boolean;
}) {
  const start = new Date(event.startTime);
  return (
    <li className="flex items-center justify-between gap-2 text-sm">
      <span className="truncate">{event.title}</span>
      <span className="shrink-0 text-muted-foreground">
        {withDay
          ? `${formatWeekday(start, language)} ${formatDayMonth(start, language)}${separator(language)}`
          : ''}
        {formatTime(start, language)}
      </span>
    </li>
  );
}
