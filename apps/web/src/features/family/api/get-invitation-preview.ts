import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@usra/domain/family/invitation-schema';
import { api } from '@/lib/api-client';

export async function getInvitationPreview(token: string): Promise<InvitationPreview> {
  return (
    await api.get<{ invitation: InvitationPreview }>(
      `/api/invitations/${encodeURIComponent(token)}`,
    )
  ).invitation;
}

/** The first part of every invitation preview's key. */
export const invitationPreviewKey = ['invitation-preview'] as const;

export function getInvitationPreviewQueryOptions(token: string) {
  // Looked up once per visit: each look-up counts against the address's limit.
  return queryOptions({
    queryKey: [...invitationPreviewKey, token],
    queryFn: () => getInvitationPreview(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery(getInvitationPreviewQueryOptions(token));
}
