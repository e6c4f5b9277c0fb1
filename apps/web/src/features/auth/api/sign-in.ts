import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Session,
  SignInInput,
  SignInResult,
  TwoFactorSignInInput,
} from '@usra/domain/auth/auth-schema';
import { api } from '@/lib/api-client';
import { getSessionQueryOptions } from './get-session';

/** A session, or `twoFactorRequired` when the account asks for a code next. */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  return api.post<SignInResult>('/api/auth/sign-in', input);
}

/** The code step: a code from the authenticator app or a backup code. */
export async function verifySignInCode(input: TwoFactorSignInInput): Promise<Session> {
  const data = await api.post<{ session: Session }>('/api/auth/sign-in/two-factor', input);
  return data.session;
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
