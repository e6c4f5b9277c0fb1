import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyMember } from '@usra/domain/family/member-schema';
import { api } from '@/lib/api-client';
import { taskKeys } from './query-keys';

/** Family members to assign tasks to (the family feature owns the members screen). */
export async function getAssignees(): Promise<Pick<FamilyMember, 'id' | 'name'>[]> {
  return (await api.get<{ members: FamilyMember[] }>('/api/family/members')).members;
}

export function getAssigneesQueryOptions() {
  return queryOptions({ queryKey: taskKeys.assignees(), queryFn: getAssignees });
}

export function useAssignees() {
  return useQuery(getAssigneesQueryOptions());
}
