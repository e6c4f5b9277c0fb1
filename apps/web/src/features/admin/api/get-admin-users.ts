import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@usra/domain/admin/admin-schema';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export async function getAdminUsers(): Promise<AdminUser[]> {
  return (await api.get<{ users: AdminUser[] }>('/api/admin/users')).users;
}

export function getAdminUsersQueryOptions() {
  return queryOptions({ queryKey: adminKeys.users(), queryFn: getAdminUsers });
}

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
}
