import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FamilyMember } from '@usra/domain/family/member-schema';
import { api } from '@/lib/api-client';
import { taskKeys } from './query-keys';
import { GetFamilyMembersAnswerSchema as MembersAnswerSchema } from '@usra/domain/family/family-answers';

export async function getAssignees(): Promise<Pick<FamilyMember, 'id' | 'name'>[]> {
  return (await api.get('/api/family/members', MembersAnswerSchema)).members;
}

export function getAssigneesQueryOptions() {
  return queryOptions({ queryKey: taskKeys.assignees(), queryFn: getAssignees });
}

export function useAssignees() {
  return useQuery(getAssigneesQueryOptions());
}
