import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSession } from '@usra/domain/settings/settings-schema';
import { api } from '@/lib/api-client';

export async function getSessions(): Promise<ActiveSession[]> {
  return (await api.get<{ sessions: ActiveSession[] }>('/api/account/sessions')).sessions;
}

// Starts with 'security-log': a new security row (a sign-in elsewhere) refreshes it too.
export function getSessionsQueryOptions() {
  return queryOptions({ queryKey: ['security-log', 'sessions'], queryFn: getSessions });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
