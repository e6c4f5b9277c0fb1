import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateTaskInput,
  type Task,
  type UpdateTaskInput,
} from '@usra/domain/tasks/task-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { taskKeys } from './query-keys';
import { TaskBodySchema as TaskAnswerSchema } from '@usra/domain/tasks/tasks-answers';
export { TaskAnswerSchema };

export async function createTask(input: CreateTaskInput): Promise<Task> {
  return (await api.post('/api/tasks', input, TaskAnswerSchema)).task;
}

export async function updateTask({ id, input }: { id: string; input: UpdateTaskInput }) {
  return (await api.patch(`/api/tasks/${id}`, input, TaskAnswerSchema)).task;
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
