import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isSessionEnded } from '@/lib/query-client';
import { getSessionQueryOptions } from './get-session';

export async function signOut(): Promise<void> {
  try {
    await api.post<{ ok: true }>('/api/auth/sign-out');
  } catch (error) {
    // A session that already ended is as signed out as it gets.
    if (!isSessionEnded(error)) throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      const { queryKey } = getSessionQueryOptions();
      // Nothing of the signed-out family may stay in memory.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
      queryClient.setQueryData(queryKey, null);
    },
  });
}
