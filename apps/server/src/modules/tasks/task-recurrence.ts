import { nextDueAfterCompletion } from '@usra/domain/tasks/task-rules';
import { toTask, type TaskRow, type TaskWrite } from './task-row.js';

/** The day of the month a monthly task keeps to: its due date's. */
export function anchorDay(dueDate: string | null): number | null {
  return dueDate ? new Date(dueDate).getUTCDate() : null;
}

/**
 * The next occurrence of a recurring task completed at `now`: the first on its schedule after
 * today in the family's time zone, or one period after today when it repeats from the
 * completion date (issue 27).
 */
export function nextOccurrence(row: TaskRow, now: Date, timeZone: string): TaskWrite {
  const task = toTask(row);
  const type = row.recurrence_type ?? 'weekly';
  const due = nextDueAfterCompletion(
    {
      dueDate: task.dueDate,
      type,
      anchorDay: row.recurrence_anchor_day,
      fromCompletion: task.repeatFromCompletion,
    },
    now,
    timeZone,
  ).toISOString();
  return {
    title: task.title,
    description: task.description,
    location: task.location,
    priority: task.priority,
    category: task.category,
    dueDate: due,
    assigneeMemberId: task.assigneeMemberId,
    assigneeName: task.assigneeName,
    isRecurring: true,
    recurrenceType: type,
    recurrenceAnchorDay: task.repeatFromCompletion
      ? anchorDay(due)
      : (row.recurrence_anchor_day ?? anchorDay(due)),
    repeatFromCompletion: task.repeatFromCompletion,
    estimatedDuration: task.estimatedDuration,
    tags: task.tags,
    latitude: task.latitude,
    longitude: task.longitude,
    sourceType: task.sourceType,
    sourceId: task.sourceId,
  };
}
