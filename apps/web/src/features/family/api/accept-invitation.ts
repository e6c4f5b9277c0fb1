import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationPreviewKey } from './get-invitation-preview';

export interface Joined {
  familyId: string;
  familyName: string;
  memberId: string;
}

export async function acceptInvitation(token: string): Promise<Joined> {
  return api.post<Joined>(`/api/invitations/${encodeURIComponent(token)}/accept`);
}

/** Joining changes the family behind every query (and the session), so all are refetched. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // The used link's own preview would now answer 404; it is left as it was.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== invitationPreviewKey[0],
      }),
  });
}
