import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session, SignInInput } from '@usra/domain/auth/auth-schema';
import { api } from '@/lib/api-client';
import { getSessionQueryOptions } from './get-session';

export async function signIn(input: SignInInput): Promise<Session> {
  const data = await api.post<{ session: Session }>('/api/auth/sign-in', input);
  return data.session;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      const { queryKey } = getSessionQueryOptions();
      queryClient.setQueryData(queryKey, session);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
