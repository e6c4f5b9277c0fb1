import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { getAdminActivityQueryOptions } from './get-admin-activity';
import { PostAdminUsersByUserIdResetLinkAnswerSchema as ResetLinkSchema } from '@usra/domain/admin/admin-answers';
export type ResetLink = z.infer<typeof ResetLinkSchema>;

/** A password-reset link for a user (one use, 60 minutes), for the admin to pass on. */
export function makeResetLink(userId: string): Promise<ResetLink> {
  return api.post(`/api/admin/users/${encodeURIComponent(userId)}/reset-link`, {}, ResetLinkSchema);
}

export function useMakeResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeResetLink,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminActivityQueryOptions().queryKey }),
  });
}
