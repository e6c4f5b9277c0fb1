import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyGroup } from '@usra/domain/family/group-schema';
import { api } from '@/lib/api-client';

export async function getGroups(): Promise<FamilyGroup[]> {
  return (await api.get<{ groups: FamilyGroup[] }>('/api/family/groups')).groups;
}

export function getGroupsQueryOptions() {
  return queryOptions({ queryKey: ['family-groups'], queryFn: getGroups });
}

export function useGroups() {
  return useQuery(getGroupsQueryOptions());
}
