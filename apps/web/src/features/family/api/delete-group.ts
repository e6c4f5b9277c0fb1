import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getGroupsQueryOptions } from './get-groups';

export async function deleteGroup(id: string): Promise<void> {
  await api.delete(`/api/family/groups/${encodeURIComponent(id)}`);
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getGroupsQueryOptions().queryKey }),
  });
}
