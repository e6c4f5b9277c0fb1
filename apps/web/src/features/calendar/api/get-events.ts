import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import { api } from '@/lib/api-client';

export async function getEvents(from: string, to: string): Promise<CalendarEvent[]> {
  const params = new URLSearchParams({ from, to });
  return (await api.get<{ events: CalendarEvent[] }>(`/api/calendar/events?${params}`)).events;
}

/** The key starts with the live-update topic `calendar`. */
export function getEventsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: ['calendar', 'events', from, to],
    queryFn: () => getEvents(from, to),
  });
}

export function useEvents(from: string, to: string) {
  return useQuery(getEventsQueryOptions(from, to));
}

export const calendarKey = ['calendar'] as const;
