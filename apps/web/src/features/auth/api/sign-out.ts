import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isSessionEnded } from '@/lib/query-client';
import { forgetSession } from '@/lib/session';

export async function signOut(): Promise<void> {
  try {
    await api.post<{ ok: true }>('/api/auth/sign-out');
  } catch (error) {
    // A session that already ended is as signed out as it gets.
    if (!isSessionEnded(error)) throw error;
  }
}

/** The request alone; screens use `useSignOut` (hooks/use-sign-out.ts), which also leads away. */
export function useSignOutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => forgetSession(queryClient),
  });
}
