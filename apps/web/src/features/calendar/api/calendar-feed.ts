import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarFeedAnswerSchema } from '@usra/domain/calendar/calendar-answers';
import { api } from '@/lib/api-client';
import { calendarKeys } from './query-keys';

export async function getFeed(): Promise<{ url: string }> {
  return api.get('/api/calendar/feed', CalendarFeedAnswerSchema);
}

export function getFeedQueryOptions() {
  return queryOptions({ queryKey: calendarKeys.feed(), queryFn: getFeed, enabled: false });
}

export function useFeed() {
  return useQuery(getFeedQueryOptions());
}

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/api/calendar/feed/regenerate', undefined, CalendarFeedAnswerSchema),
    onSuccess: (data) => queryClient.setQueryData(getFeedQueryOptions().queryKey, data),
  });
}
