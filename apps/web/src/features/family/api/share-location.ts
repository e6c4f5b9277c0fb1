import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareLocationInput } from '@usra/domain/family/location-schema';
import type { FamilyMember } from '@usra/domain/family/member-schema';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { getMembersQueryOptions, MemberAnswerSchema } from './get-members';

export async function shareLocation(input: ShareLocationInput): Promise<FamilyMember> {
  return (
    await api.put(`/api/family/location?language=${currentLanguage()}`, input, MemberAnswerSchema)
  ).member;
}

export async function stopSharingLocation(): Promise<void> {
  await api.delete('/api/family/location');
}

export function useShareLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMembersQueryOptions().queryKey }),
  });
}

export function useStopSharingLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopSharingLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMembersQueryOptions().queryKey }),
  });
}
