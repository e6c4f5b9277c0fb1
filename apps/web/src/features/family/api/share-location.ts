import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareLocationInput } from '@usra/domain/family/location-schema';
import type { FamilyMember } from '@usra/domain/family/member-schema';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { topicKeys } from '@/lib/query-keys';
import { getMembersQueryOptions, MemberAnswerSchema } from './get-members';

export async function shareLocation(input: ShareLocationInput): Promise<FamilyMember> {
  return (
    await api.put(`/api/family/location?language=${currentLanguage()}`, input, MemberAnswerSchema)
  ).member;
}

export async function stopSharingLocation(): Promise<void> {
  await api.delete('/api/family/location');
}

/**
 * Sharing can add "you are near …" to the bell at once: refetch it here too, not only when the
 * live event arrives (the stream may still be connecting on a screen just opened).
 */
export function useShareLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareLocation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMembersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: topicKeys.notifications }),
      ]),
  });
}

export function useStopSharingLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopSharingLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMembersQueryOptions().queryKey }),
  });
}
