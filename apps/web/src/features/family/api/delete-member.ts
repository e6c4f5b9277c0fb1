import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getMembersQueryOptions } from './get-members';

export async function deleteMember(id: string): Promise<void> {
  await api.delete(`/api/family/members/${encodeURIComponent(id)}`);
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMembersQueryOptions().queryKey }),
  });
}
