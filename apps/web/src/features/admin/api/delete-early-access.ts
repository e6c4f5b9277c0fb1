import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export function deleteEarlyAccess(id: string) {
  return api.delete(
    `/api/admin/early-access/${encodeURIComponent(id)}`,
    z.object({ ok: z.literal(true) }),
  );
}

export function useDeleteEarlyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEarlyAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
