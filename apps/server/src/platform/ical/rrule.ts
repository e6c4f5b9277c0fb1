import type { Task } from '@usra/domain/tasks/task-schema';

/**
 * The recurrence rule of a task series. Months and years clamp to the month's last day like the
 * app does (31 → 28/29 February): BYMONTHDAY=31,-1 with BYSETPOS=1 picks the 31st where it
 * exists and the last day otherwise.
 */
export function rrule(task: Task): string | null {
  if (!task.recurrencePattern || !task.dueDate) return null;
  const due = new Date(task.dueDate);
  const day = due.getUTCDate();
  switch (task.recurrencePattern.type) {
    case 'daily':
      return 'FREQ=DAILY';
    case 'weekly':
      return 'FREQ=WEEKLY';
    case 'monthly':
      return day > 28 ? `FREQ=MONTHLY;BYMONTHDAY=${day},-1;BYSETPOS=1` : 'FREQ=MONTHLY';
    case 'yearly':
      return day > 28
        ? `FREQ=YEARLY;BYMONTH=${due.getUTCMonth() + 1};BYMONTHDAY=${day},-1;BYSETPOS=1`
        : 'FREQ=YEARLY';
  }
}
