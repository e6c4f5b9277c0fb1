import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActivity } from '@usra/domain/admin/admin-schema';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export function getAdminActivity(): Promise<AdminActivity> {
  return api.get<AdminActivity>('/api/admin/activity');
}

export function getAdminActivityQueryOptions() {
  return queryOptions({ queryKey: adminKeys.activity(), queryFn: getAdminActivity });
}

export function useAdminActivity() {
  return useQuery(getAdminActivityQueryOptions());
}
