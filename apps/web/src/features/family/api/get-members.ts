import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FamilyMember } from '@usra/domain/family/member-schema';
import { api } from '@/lib/api-client';
import { GetFamilyMembersAnswerSchema as MembersAnswerSchema } from '@usra/domain/family/family-answers';
import { PostFamilyMembersAnswerSchema as MemberAnswerSchema } from '@usra/domain/family/family-answers';
export { MemberAnswerSchema };

export async function getMembers(): Promise<FamilyMember[]> {
  return (await api.get('/api/family/members', MembersAnswerSchema)).members;
}

/** The key starts with the live-update topic the server sends when members change. */
export function getMembersQueryOptions() {
  return queryOptions({ queryKey: ['family-members'], queryFn: getMembers });
}

export function useMembers() {
  return useQuery(getMembersQueryOptions());
}
