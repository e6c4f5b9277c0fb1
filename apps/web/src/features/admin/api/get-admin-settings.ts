import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '@usra/domain/admin/admin-schema';
import { api } from '@/lib/api-client';

export async function getAdminSettings(): Promise<AdminSettings> {
  return (await api.get<{ settings: AdminSettings }>('/api/admin/settings')).settings;
}

export function getAdminSettingsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'settings'], queryFn: getAdminSettings });
}

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
