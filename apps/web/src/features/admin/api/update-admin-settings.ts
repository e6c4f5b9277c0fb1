import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, UpdateAdminSettingsInput } from '@usra/domain/admin/admin-schema';
import { api } from '@/lib/api-client';
import { getAdminSettingsQueryOptions } from './get-admin-settings';

export async function updateAdminSettings(input: UpdateAdminSettingsInput): Promise<AdminSettings> {
  return (await api.put<{ settings: AdminSettings }>('/api/admin/settings', input)).settings;
}

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(getAdminSettingsQueryOptions().queryKey, settings);
    },
  });
}
