import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationInput, Invitation } from '@usra/domain/family/invitation-schema';
import { api } from '@/lib/api-client';
import { getInvitationsQueryOptions } from './get-invitations';

export async function createInvitation(
  input: CreateInvitationInput,
): Promise<{ invitation: Invitation; emailed: boolean }> {
  return api.post<{ invitation: Invitation; emailed: boolean }>('/api/family/invitations', input);
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getInvitationsQueryOptions().queryKey }),
  });
}
