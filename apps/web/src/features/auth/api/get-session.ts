import { queryOptions, useQuery } from '@tanstack/react-query';
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

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
