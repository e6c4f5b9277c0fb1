import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@usra/domain/settings/settings-schema';
import { api } from '@/lib/api-client';

export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return (await api.get<{ preferences: NotificationPreferences }>('/api/settings/notifications'))
    .preferences;
}

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'notifications'],
    queryFn: getNotificationPreferences,
  });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}

export async function updateNotificationPreferences(
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  return (
    await api.put<{ preferences: NotificationPreferences }>('/api/settings/notifications', input)
  ).preferences;
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData(getNotificationPreferencesQueryOptions().queryKey, preferences),
  });
}
