import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarlyAccessSignup } from '@usra/domain/early-access/early-access-schema';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export async function getEarlyAccess(): Promise<EarlyAccessSignup[]> {
  return (await api.get<{ total: number; signups: EarlyAccessSignup[] }>('/api/admin/early-access'))
    .signups;
}

export function getEarlyAccessQueryOptions() {
  return queryOptions({ queryKey: adminKeys.earlyAccess(), queryFn: getEarlyAccess });
}

export function useEarlyAccess() {
  return useQuery(getEarlyAccessQueryOptions());
}
