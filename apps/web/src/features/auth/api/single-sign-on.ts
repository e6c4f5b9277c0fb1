import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { SignInMethodsSchema, SsoStartSchema } from '@usra/domain/auth/auth-schema';
import { api } from '@/lib/api-client';

/** How one signs in on this server: the SSO provider's name, and whether passwords are allowed. */
export function getSignInMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'methods'],
    queryFn: () => api.get('/api/auth/methods', SignInMethodsSchema),
    staleTime: Infinity,
  });
}

export function useSignInMethods() {
  return useQuery(getSignInMethodsQueryOptions());
}

/** Asks for the provider's address and goes there (the provider comes back to the app). */
export async function startSingleSignOn(invitationToken?: string): Promise<void> {
  const { url } = await api.post(
    '/api/auth/sso',
    invitationToken ? { invitationToken } : {},
    SsoStartSchema,
  );
  window.location.assign(url);
}

export function useStartSingleSignOn() {
  return useMutation({ mutationFn: startSingleSignOn });
}
