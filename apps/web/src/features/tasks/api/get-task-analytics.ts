import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaskAnalyticsSchema, type TaskAnalytics } from '@usra/domain/tasks/task-query';
import { api } from '@/lib/api-client';
import { browserTimeZone } from './get-tasks';
import { taskKeys } from './query-keys';

export async function getTaskAnalytics(): Promise<TaskAnalytics> {
  return api.get(
    `/api/tasks/analytics?days=14&timeZone=${encodeURIComponent(browserTimeZone())}`,
    TaskAnalyticsSchema,
  );
}

export function getTaskAnalyticsQueryOptions() {
  return queryOptions({ queryKey: taskKeys.analytics(), queryFn: getTaskAnalytics });
}

export function useTaskAnalytics() {
  return useQuery(getTaskAnalyticsQueryOptions());
}
