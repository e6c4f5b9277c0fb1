import { queryOptions, useQuery } from '@tanstack/react-query';
import { FamilyMemberSchema, type FamilyMember } from '@usra/domain/family/member-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { taskKeys } from './query-keys';

/** Family members to assign tasks to (the family feature owns the members screen). */
const MembersAnswerSchema = z.object({ members: z.array(FamilyMemberSchema) });

export async function getAssignees(): Promise<Pick<FamilyMember, 'id' | 'name'>[]> {
  return (await api.get('/api/family/members', MembersAnswerSchema)).members;
}

export function getAssigneesQueryOptions() {
  return queryOptions({ queryKey: taskKeys.assignees(), queryFn: getAssignees });
}

export function useAssignees() {
  return useQuery(getAssigneesQueryOptions());
}
