import type { TaskListQuery } from '@usra/domain/tasks/task-query';
import { topicKeys } from '@/lib/query-keys';

export type TaskFilters = Omit<TaskListQuery, 'cursor' | 'limit' | 'timeZone'>;

/**
 * Every task query's key. They start with the live-update topic `tasks`, so one invalidation
 * of `taskKeys.all` (or one live event) refreshes lists, counters, analytics and errands.
 */
export const taskKeys = {
  all: topicKeys.tasks,
  lists: () => [...topicKeys.tasks, 'list'] as const,
  list: (filters: TaskFilters) => [...taskKeys.lists(), filters] as const,
  summary: () => [...topicKeys.tasks, 'summary'] as const,
  analytics: () => [...topicKeys.tasks, 'analytics'] as const,
  errands: (date: string) => [...topicKeys.tasks, 'errands', date] as const,
  /** Under `family-members`: a new or renamed member shows in the assignee lists. */
  assignees: () => [...topicKeys.familyMembers, 'assignees'] as const,
  /** Under `dashboard`: task, event and member changes all refresh the hub's counters. */
  hubCounts: () => [...topicKeys.dashboard, 'task-hub'] as const,
};
