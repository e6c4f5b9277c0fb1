import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@usra/domain/settings/settings-schema';
import { api } from '@/lib/api-client';

export async function getProfile(): Promise<Profile> {
  return (await api.get<{ profile: Profile }>('/api/profile')).profile;
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: ['profile'], queryFn: getProfile });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
