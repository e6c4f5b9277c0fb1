import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@usra/domain/auth/auth-schema';
import { getSessionQueryOptions } from '@/lib/session';
import { api } from '@/lib/api-client';
import { getAdminActivityQueryOptions } from './get-admin-activity';
import { getAdminUsersQueryOptions } from './get-admin-users';

export interface SetUserRoleInput {
  userId: string;
  role: Role;
}

export async function setUserRole({ userId, role }: SetUserRoleInput): Promise<void> {
  const action = role === 'admin' ? 'promote' : 'demote';
  await api.post<{ ok: true }>(`/api/admin/users/${encodeURIComponent(userId)}/${action}`);
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getAdminUsersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getAdminActivityQueryOptions().queryKey }),
        // An admin who stepped down loses the portal at once.
        queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
      ]);
    },
  });
}
