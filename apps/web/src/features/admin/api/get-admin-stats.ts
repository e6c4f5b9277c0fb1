import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@usra/domain/admin/admin-schema';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export async function getAdminStats(): Promise<AdminStats> {
  return (await api.get<{ stats: AdminStats }>('/api/admin/stats')).stats;
}

export function getAdminStatsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats });
}

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
