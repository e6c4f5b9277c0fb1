import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberInput, FamilyMember } from '@usra/domain/family/member-schema';
import { api } from '@/lib/api-client';
import { getMembersQueryOptions, MemberAnswerSchema } from './get-members';

export async function createMember(input: CreateMemberInput): Promise<FamilyMember> {
  return (await api.post('/api/family/members', input, MemberAnswerSchema)).member;
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMembersQueryOptions().queryKey }),
  });
}
