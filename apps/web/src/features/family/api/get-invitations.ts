import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationSchema } from '@usra/domain/family/invitation-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const InvitationsAnswerSchema = z.object({
  invitations: z.array(InvitationSchema),
  /** The server can send e-mail (SMTP_URL): "Resend" is offered only then. */
  mailConfigured: z.boolean(),
});
export type InvitationsAnswer = z.infer<typeof InvitationsAnswerSchema>;

export function getInvitations(): Promise<InvitationsAnswer> {
  return api.get('/api/family/invitations', InvitationsAnswerSchema);
}

export function getInvitationsQueryOptions() {
  return queryOptions({ queryKey: ['family-invitations'], queryFn: getInvitations });
}

export function useInvitations() {
  return useQuery(getInvitationsQueryOptions());
}
