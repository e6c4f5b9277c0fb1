import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilySettings } from '@usra/domain/family/settings-schema';
import { api } from '@/lib/api-client';

export async function getFamilySettings(): Promise<FamilySettings> {
  return (await api.get<{ settings: FamilySettings }>('/api/family/settings')).settings;
}

export function getFamilySettingsQueryOptions() {
  return queryOptions({ queryKey: ['family-settings'], queryFn: getFamilySettings });
}

export function useFamilySettings() {
  return useQuery(getFamilySettingsQueryOptions());
}
