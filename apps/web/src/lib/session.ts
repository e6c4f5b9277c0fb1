import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { SessionSchema, type Session } from '@usra/domain/auth/auth-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { clearRuntimeCaches } from '@/lib/offline-caches';
import { topicKeys } from '@/lib/query-keys';

/** A signed-in answer (sign-up, the code step of sign-in). */
export const SessionAnswerSchema = z.object({ session: SessionSchema });

const SessionCheckSchema = z.object({ session: SessionSchema.nullable() });

export async function getSession(): Promise<Session | null> {
  return (await api.get('/api/auth/session', SessionCheckSchema)).session;
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
  // The service worker's copies (never API answers, but still this session's) go too.
  clearRuntimeCaches().catch(() => undefined);
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
