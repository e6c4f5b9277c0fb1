import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@usra/domain/settings/settings-schema';
import { api } from '@/lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post<{ ok: true }>('/api/account/password', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
