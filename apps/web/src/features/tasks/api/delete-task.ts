import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { taskKeys } from './query-keys';

export async function deleteTask(id: string): Promise<void> {
  await api.delete<{ ok: true }>(`/api/tasks/${id}`);
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_answer, id) =>
      refetchAfterOwnChange(queryClient, { queryKey: taskKeys.all, id, action: 'deleted' }),
  });
}
