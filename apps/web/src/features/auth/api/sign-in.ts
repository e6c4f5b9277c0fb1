import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SignInResultSchema,
  type Session,
  type SignInInput,
  type SignInResult,
  type TwoFactorSignInInput,
} from '@usra/domain/auth/auth-schema';
import { api } from '@/lib/api-client';
import { getSessionQueryOptions, SessionAnswerSchema } from '@/lib/session';

/** A session, or `twoFactorRequired` when the account asks for a code next. */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  return api.post('/api/auth/sign-in', input, SignInResultSchema);
}

/** The code step: a code from the authenticator app or a backup code. */
export async function verifySignInCode(input: TwoFactorSignInInput): Promise<Session> {
  return (await api.post('/api/auth/sign-in/two-factor', input, SessionAnswerSchema)).session;
}

function useStoreSession() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    const { queryKey } = getSessionQueryOptions();
    queryClient.setQueryData(queryKey, session);
    void queryClient.invalidateQueries({ queryKey });
  };
}

export function useSignIn() {
  const storeSession = useStoreSession();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      if ('session' in result) storeSession(result.session);
    },
  });
}

export function useVerifySignInCode() {
  const storeSession = useStoreSession();
  return useMutation({ mutationFn: verifySignInCode, onSuccess: storeSession });
}
