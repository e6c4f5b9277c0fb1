import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TaskListQuery, TaskPage } from '@usra/domain/tasks/task-query';
import { api } from '@/lib/api-client';

export type TaskFilters = Omit<TaskListQuery, 'cursor' | 'limit' | 'timeZone'>;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export async function getTasks(filters: TaskFilters, cursor: string | null): Promise<TaskPage> {
  const params = new URLSearchParams({ limit: '50', timeZone: browserTimeZone() });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  return api.get<TaskPage>(`/api/tasks?${params}`);
}

/** The key starts with the live-update topic `tasks`. */
export function getTasksQueryOptions(filters: TaskFilters = {}) {
  return infiniteQueryOptions({
    queryKey: ['tasks', 'list', filters],
    queryFn: ({ pageParam }) => getTasks(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useTasks(filters: TaskFilters = {}) {
  return useInfiniteQuery(getTasksQueryOptions(filters));
}

export const tasksKey = ['tasks'] as const;
