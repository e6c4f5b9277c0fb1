import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ImportSummarySchema,
  OccurrenceListSchema,
  SubscriptionBodySchema,
  SubscriptionListSchema,
  type CreateSubscriptionInput,
  type UpdateSubscriptionInput,
} from '@usra/domain/calendar/subscription-schema';
import { api } from '@/lib/api-client';
import { calendarKeys } from './query-keys';

export function getSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: calendarKeys.subscriptions(),
    queryFn: async () =>
      (await api.get('/api/calendar/subscriptions', SubscriptionListSchema)).subscriptions,
  });
}

export function useSubscriptions() {
  return useQuery(getSubscriptionsQueryOptions());
}

/** Subscribed calendars' occurrences overlapping [from, to): the read-only overlay. */
export function getOccurrencesQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: calendarKeys.occurrences(from, to),
    queryFn: async () => {
      const params = new URLSearchParams({ from, to });
      return (
        await api.get(`/api/calendar/subscriptions/occurrences?${params}`, OccurrenceListSchema)
      ).occurrences;
    },
  });
}

export function useOccurrences(from: string, to: string) {
  return useQuery(getOccurrencesQueryOptions(from, to));
}

/** Every change refetches the calendar's queries (the overlay, the list, the events). */
function useCalendarMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export function useSubscribe() {
  return useCalendarMutation(
    async (input: CreateSubscriptionInput) =>
      (await api.post('/api/calendar/subscriptions', input, SubscriptionBodySchema)).subscription,
  );
}

export function useUpdateSubscription() {
  return useCalendarMutation(
    async ({ id, input }: { id: string; input: UpdateSubscriptionInput }) =>
      (await api.patch(`/api/calendar/subscriptions/${id}`, input, SubscriptionBodySchema))
        .subscription,
  );
}

export function useRefreshSubscription() {
  return useCalendarMutation(
    async (id: string) =>
      (await api.post(`/api/calendar/subscriptions/${id}/refresh`, {}, SubscriptionBodySchema))
        .subscription,
  );
}

export function useRemoveSubscription() {
  return useCalendarMutation(async (id: string) => {
    await api.delete<{ ok: true }>(`/api/calendar/subscriptions/${id}`);
  });
}

export function useImportIcs() {
  return useCalendarMutation(async ({ content, timeZone }: { content: string; timeZone: string }) =>
    api.post(
      `/api/calendar/import?${new URLSearchParams({ timeZone })}`,
      { content },
      ImportSummarySchema,
    ),
  );
}
