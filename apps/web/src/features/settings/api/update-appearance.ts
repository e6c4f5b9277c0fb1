import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appearance } from '@usra/domain/settings/settings-schema';
import { api } from '@/lib/api-client';
import { getAppearanceQueryOptions } from '@/lib/appearance';

export async function updateAppearance(input: Appearance): Promise<Appearance> {
  return (await api.put<{ appearance: Appearance }>('/api/settings/appearance', input)).appearance;
}

export function useUpdateAppearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppearance,
    onSuccess: (appearance) =>
      queryClient.setQueryData(getAppearanceQueryOptions().queryKey, appearance),
  });
}
