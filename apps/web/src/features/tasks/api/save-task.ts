import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskInput, Task, UpdateTaskInput } from '@usra/domain/tasks/task-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { taskKeys } from './query-keys';

export async function createTask(input: CreateTaskInput): Promise<Task> {
  return (await api.post<{ task: Task }>('/api/tasks', input)).task;
}

export async function updateTask({ id, input }: { id: string; input: UpdateTaskInput }) {
  return (await api.patch<{ task: Task }>(`/api/tasks/${id}`, input)).task;
}

/** Every task query (list, summary, analytics, errands) is under `taskKeys.all`. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: taskKeys.all,
        id: task.id,
        action: 'created',
      }),
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (task) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: taskKeys.all,
        id: task.id,
        action: 'updated',
      }),
  });
}
