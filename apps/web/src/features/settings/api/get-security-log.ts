import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityEventView } from '@usra/domain/settings/settings-schema';
import { api } from '@/lib/api-client';

export async function getSecurityLog(): Promise<SecurityEventView[]> {
  return (await api.get<{ events: SecurityEventView[] }>('/api/account/security-log')).events;
}

/** The key starts with the live-update topic: a new row on the server refetches it. */
export function getSecurityLogQueryOptions() {
  return queryOptions({ queryKey: ['security-log', 'events'], queryFn: getSecurityLog });
}

export function useSecurityLog() {
  return useQuery(getSecurityLogQueryOptions());
}
