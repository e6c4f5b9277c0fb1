import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '@usra/domain/admin/admin-schema';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export async function getAdminSettings(): Promise<AdminSettings> {
  return (await api.get<{ settings: AdminSettings }>('/api/admin/settings')).settings;
}

export function getAdminSettingsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.settings(), queryFn: getAdminSettings });
}

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
