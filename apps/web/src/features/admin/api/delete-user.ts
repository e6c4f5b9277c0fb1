import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminRemovalInfoSchema } from '@usra/domain/admin/admin-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** What deleting the user would do to their family (kept, handed over, deleted). */
export function getRemovalInfo(userId: string) {
  return api
    .get(
      `/api/admin/users/${encodeURIComponent(userId)}/removal`,
      z.object({ removal: AdminRemovalInfoSchema }),
    )
    .then((answer) => answer.removal);
}

export function useRemovalInfo(userId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: adminKeys.removal(userId ?? ''),
      queryFn: () => getRemovalInfo(userId ?? ''),
    }),
    enabled: userId !== null,
    staleTime: 0,
  });
}

export function deleteUser(userId: string) {
  return api.post(
    `/api/admin/users/${encodeURIComponent(userId)}/delete`,
    {},
    z.object({ ok: z.literal(true) }),
  );
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The user list, the stats and the activity all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
