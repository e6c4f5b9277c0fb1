import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberInput, FamilyMember } from '@usra/domain/family/member-schema';
import { api } from '@/lib/api-client';
import { getMembersQueryOptions } from './get-members';

export async function createMember(input: CreateMemberInput): Promise<FamilyMember> {
  return (await api.post<{ member: FamilyMember }>('/api/family/members', input)).member;
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMembersQueryOptions().queryKey }),
  });
}
