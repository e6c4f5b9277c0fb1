import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaskSummarySchema, type TaskSummary } from '@usra/domain/tasks/task-query';
import { api } from '@/lib/api-client';
import { browserTimeZone } from './get-tasks';
import { taskKeys } from './query-keys';

export async function getTaskSummary(): Promise<TaskSummary> {
  return api.get(
    `/api/tasks/summary?timeZone=${encodeURIComponent(browserTimeZone())}`,
    TaskSummarySchema,
  );
}

export function getTaskSummaryQueryOptions() {
  return queryOptions({ queryKey: taskKeys.summary(), queryFn: getTaskSummary });
}

export function useTaskSummary() {
  return useQuery(getTaskSummaryQueryOptions());
}
