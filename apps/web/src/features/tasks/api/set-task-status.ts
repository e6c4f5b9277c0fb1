import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskStatus } from '@usra/domain/tasks/task-schema';
import { api } from '@/lib/api-client';
import { tasksKey } from './get-tasks';

export async function setTaskStatus({ id, status }: { id: string; status: TaskStatus }) {
  return api.put<{ task: Task; nextOccurrence: Task | null }>(`/api/tasks/${id}/status`, {
    status,
  });
}

export function useSetTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaskStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}
