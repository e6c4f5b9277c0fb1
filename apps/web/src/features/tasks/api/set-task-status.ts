import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TaskPage } from '@usra/domain/tasks/task-query';
import { type TaskStatus } from '@usra/domain/tasks/task-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { taskKeys } from './query-keys';
import { PutTasksByIdStatusAnswerSchema as StatusAnswerSchema } from '@usra/domain/tasks/tasks-answers';

export async function setTaskStatus({ id, status }: { id: string; status: TaskStatus }) {
  return api.put(`/api/tasks/${id}/status`, { status }, StatusAnswerSchema);
}

type Lists = [readonly unknown[], InfiniteData<TaskPage> | undefined][];

/** The toggle answers at once: cached lists show the new status until the server's answer. */
export function useSetTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaskStatus,
    onMutate: async ({ id, status }) => {
      const listKey = taskKeys.lists();
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous: Lists = queryClient.getQueriesData<InfiniteData<TaskPage>>({
        queryKey: listKey,
      });
      queryClient.setQueriesData<InfiniteData<TaskPage>>({ queryKey: listKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                tasks: page.tasks.map((task) => (task.id === id ? { ...task, status } : task)),
              })),
            }
          : data,
      );
      return { previous };
    },
    onSuccess: (_answer, { id }) =>
      refetchAfterOwnChange(queryClient, { queryKey: taskKeys.all, id, action: 'status' }),
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      return queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
