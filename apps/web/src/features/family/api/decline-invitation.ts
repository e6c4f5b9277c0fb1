import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** The invitee says no: the inviter sees the invitation as declined; the link stops joining. */
export function declineInvitation(token: string) {
  return api.post(
    `/api/invitations/${encodeURIComponent(token)}/decline`,
    {},
    z.object({ ok: z.literal(true) }),
  );
}

export const useDeclineInvitation = () => useMutation({ mutationFn: declineInvitation });
