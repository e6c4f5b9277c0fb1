import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NotificationListSchema,
  PushConfigSchema,
  type NotificationList,
  type PushConfig,
  type PushSubscriptionInput,
} from '@usra/domain/notifications/notification-schema';
import { api } from '@/lib/api-client';

export function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Riyadh';
}

/** The live topic first: a `notifications` event refetches; lib/live-updates adds its sources. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  push: () => ['notifications', 'push'] as const,
};

export function getNotifications(): Promise<NotificationList> {
  return api.get(
    `/api/notifications?timeZone=${encodeURIComponent(timeZone())}`,
    NotificationListSchema,
  );
}

export function getNotificationsQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.list(), queryFn: getNotifications });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}

/** Marks one item read; the list shows it read at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.post('/api/notifications/read', { key, timeZone: timeZone() }),
    onMutate: (key) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) =>
        list
          ? {
              notifications: list.notifications.map((n) =>
                n.key === key ? { ...n, read: true } : n,
              ),
              unread: list.notifications.filter((n) => !n.read && n.key !== key).length,
            }
          : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/notifications/read-all', { timeZone: timeZone() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export function usePushConfig() {
  return useQuery({
    queryKey: notificationKeys.push(),
    queryFn: () => api.get('/api/notifications/push', PushConfigSchema),
  });
}

export function subscribePush(input: PushSubscriptionInput): Promise<PushConfig> {
  return api.post('/api/notifications/push/subscribe', input, PushConfigSchema);
}

export function unsubscribePush(endpoint: string): Promise<PushConfig> {
  return api.post('/api/notifications/push/unsubscribe', { endpoint }, PushConfigSchema);
}
