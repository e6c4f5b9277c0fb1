import { queryOptions, useQuery } from '@tanstack/react-query';
import { FamilyMemberSchema, type FamilyMember } from '@usra/domain/family/member-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const MembersAnswerSchema = z.object({ members: z.array(FamilyMemberSchema) });

/** One member in an answer (add, edit, share location). */
export const MemberAnswerSchema = z.object({ member: FamilyMemberSchema });

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
