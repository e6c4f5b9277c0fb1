import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TaskPageSchema, type TaskPage } from '@usra/domain/tasks/task-query';
import { api } from '@/lib/api-client';
import { taskKeys, type TaskFilters } from './query-keys';

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export async function getTasks(filters: TaskFilters, cursor: string | null): Promise<TaskPage> {
  const params = new URLSearchParams({ limit: '50', timeZone: browserTimeZone() });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  return api.get(`/api/tasks?${params}`, TaskPageSchema);
}

export function getTasksQueryOptions(filters: TaskFilters = {}) {
  return infiniteQueryOptions({
    queryKey: taskKeys.list(filters),
    queryFn: ({ pageParam }) => getTasks(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useTasks(filters: TaskFilters = {}) {
  return useInfiniteQuery(getTasksQueryOptions(filters));
}
