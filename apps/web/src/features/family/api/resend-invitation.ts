import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getInvitationsQueryOptions } from './get-invitations';
import { PostFamilyInvitationsAnswerSchema as ResentSchema } from '@usra/domain/family/invitation-answers';

/** E-mails a pending invitation's link again (the server needs SMTP and the invitation an address). */
export function resendInvitation(id: string) {
  return api.post(`/api/family/invitations/${encodeURIComponent(id)}/resend`, {}, ResentSchema);
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getInvitationsQueryOptions().queryKey }),
  });
}
