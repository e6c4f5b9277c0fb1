import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session, SignUpInput } from '@usra/domain/auth/auth-schema';
import { api } from '@/lib/api-client';
import { getSessionQueryOptions } from './get-session';

export async function signUp(input: SignUpInput): Promise<Session> {
  const data = await api.post<{ session: Session }>('/api/auth/sign-up', input);
  return data.session;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => {
      const { queryKey } = getSessionQueryOptions();
      queryClient.setQueryData(queryKey, session);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
