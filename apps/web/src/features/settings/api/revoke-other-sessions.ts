import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

export async function revokeOtherSessions(): Promise<number> {
  return (await api.post<{ revoked: number }>('/api/account/sessions/revoke-others')).revoked;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
