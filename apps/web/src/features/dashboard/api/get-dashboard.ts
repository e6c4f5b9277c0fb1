import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@usra/domain/dashboard/dashboard-schema';
import { api } from '@/lib/api-client';

function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export async function getDashboard(): Promise<Dashboard> {
  return api.get<Dashboard>(`/api/dashboard?timeZone=${encodeURIComponent(timeZone())}`);
}

/** One request for everything the dashboard shows; the server sends `dashboard` on changes. */
export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
