import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilySettings, SettingValue } from '@usra/domain/family/settings-schema';
import { api } from '@/lib/api-client';
import { getFamilySettingsQueryOptions } from './get-family-settings';

export async function updateFamilySetting({
  key,
  value,
}: {
  key: string;
  value: SettingValue;
}): Promise<void> {
  await api.put(`/api/family/settings/${encodeURIComponent(key)}`, { value });
}

/** Shows the new value at once and puts the old one back if the server refuses. */
export function useUpdateFamilySetting() {
  const queryClient = useQueryClient();
  const { queryKey } = getFamilySettingsQueryOptions();
  return useMutation({
    mutationFn: updateFamilySetting,
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<FamilySettings>(queryKey);
      queryClient.setQueryData<FamilySettings>(queryKey, { ...previous, [key]: value });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
