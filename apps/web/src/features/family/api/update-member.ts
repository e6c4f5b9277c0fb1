import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyMember, UpdateMemberInput } from '@usra/domain/family/member-schema';
import { api } from '@/lib/api-client';
import { getMembersQueryOptions, MemberAnswerSchema } from './get-members';

export async function updateMember({
  id,
  input,
}: {
  id: string;
  input: UpdateMemberInput;
}): Promise<FamilyMember> {
  return (
    await api.patch(`/api/family/members/${encodeURIComponent(id)}`, input, MemberAnswerSchema)
  ).member;
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMembersQueryOptions().queryKey }),
  });
}
