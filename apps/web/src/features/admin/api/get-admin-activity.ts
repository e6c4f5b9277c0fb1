import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActivity } from '@usra/domain/admin/admin-schema';
import { api } from '@/lib/api-client';

export function getAdminActivity(): Promise<AdminActivity> {
  return api.get<AdminActivity>('/api/admin/activity');
}

export function getAdminActivityQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'activity'], queryFn: getAdminActivity });
}

export function useAdminActivity() {
  return useQuery(getAdminActivityQueryOptions());
}
