import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthCheck } from '@usra/domain/admin/admin-schema';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export async function getPlatformHealth(): Promise<HealthCheck[]> {
  return (await api.get<{ checks: HealthCheck[] }>('/api/admin/health')).checks;
}

export function getPlatformHealthQueryOptions() {
  return queryOptions({ queryKey: adminKeys.health(), queryFn: getPlatformHealth });
}

export function usePlatformHealth() {
  return useQuery(getPlatformHealthQueryOptions());
}
