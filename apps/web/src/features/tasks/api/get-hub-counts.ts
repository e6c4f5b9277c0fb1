import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@usra/domain/dashboard/dashboard-schema';
import { api } from '@/lib/api-client';
import { browserTimeZone } from './get-tasks';
import { taskKeys } from './query-keys';

/** The mobile task hub's counters come from the dashboard endpoint (one request). */
export async function getHubCounts() {
  const d = await api.get<Dashboard>(
    `/api/dashboard?timeZone=${encodeURIComponent(browserTimeZone())}`,
  );
  return {
    pending: d.summary.pending + d.summary.inProgress,
    upcomingEvents: d.upcomingEvents.length,
    members: d.memberCount,
  };
}

/** Under the `dashboard` topic, so task, event and member changes refresh it. */
export function getHubCountsQueryOptions() {
  return queryOptions({ queryKey: taskKeys.hubCounts(), queryFn: getHubCounts });
}

export function useHubCounts() {
  return useQuery(getHubCountsQueryOptions());
}
