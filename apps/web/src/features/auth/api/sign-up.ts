import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session, SignUpInput } from '@usra/domain/auth/auth-schema';
import { api } from '@/lib/api-client';
import { getSessionQueryOptions, SessionAnswerSchema } from '@/lib/session';

export async function signUp(input: SignUpInput): Promise<Session> {
  return (await api.post('/api/auth/sign-up', input, SessionAnswerSchema)).session;
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
