import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@usra/domain/family/invitation-schema';
import { api } from '@/lib/api-client';

export async function getInvitations(): Promise<Invitation[]> {
  return (await api.get<{ invitations: Invitation[] }>('/api/family/invitations')).invitations;
}

export function getInvitationsQueryOptions() {
  return queryOptions({ queryKey: ['family-invitations'], queryFn: getInvitations });
}

export function useInvitations() {
  return useQuery(getInvitationsQueryOptions());
}
