import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarlyAccessSignup } from '@usra/domain/early-access/early-access-schema';
import { api } from '@/lib/api-client';

export async function getEarlyAccess(): Promise<EarlyAccessSignup[]> {
  return (await api.get<{ total: number; signups: EarlyAccessSignup[] }>('/api/admin/early-access'))
    .signups;
}

export function getEarlyAccessQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'early-access'], queryFn: getEarlyAccess });
}

export function useEarlyAccess() {
  return useQuery(getEarlyAccessQueryOptions());
}
