import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SignUpResultSchema,
  type SignUpInput,
  type SignUpResult,
} from '@usra/domain/auth/auth-schema';
import { api } from '@/lib/api-client';
import { getSessionQueryOptions } from '@/lib/session';

/** A session, or `confirmationRequired` when the server e-mailed a confirmation link first. */
export async function signUp(input: SignUpInput): Promise<SignUpResult> {
  return api.post('/api/auth/sign-up', input, SignUpResultSchema);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (result) => {
      if (!('session' in result)) return;
      const { queryKey } = getSessionQueryOptions();
      queryClient.setQueryData(queryKey, result.session);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
