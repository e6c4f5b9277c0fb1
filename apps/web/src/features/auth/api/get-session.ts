import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Session } from '@usra/domain/auth/auth-schema';
import { api } from '@/lib/api-client';
import { topicKeys } from '@/lib/query-keys';

export async function getSession(): Promise<Session | null> {
  const data = await api.get<{ session: Session | null }>('/api/auth/session');
  return data.session;
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: [...topicKeys.auth, 'session'],
    queryFn: getSession,
    staleTime: 5 * 60_000,
  });
}

/**
 * Signed out (or the session ended, or the account is gone): nothing of the family may stay in
 * memory, and the session reads as none without asking the server again.
 */
export function forgetSession(queryClient: QueryClient): void {
  const { queryKey } = getSessionQueryOptions();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
  queryClient.setQueryData(queryKey, null);
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
