import { queryOptions, useQuery } from '@tanstack/react-query';
import { GetCalendarEventsAnswerSchema as EventsAnswerSchema } from '@usra/domain/calendar/calendar-answers';
import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import { api } from '@/lib/api-client';
import { calendarKeys } from './query-keys';

export async function getEvents(from: string, to: string): Promise<CalendarEvent[]> {
  const params = new URLSearchParams({ from, to });
  return (await api.get(`/api/calendar/events?${params}`, EventsAnswerSchema)).events;
}

export function getEventsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: calendarKeys.events(from, to),
    queryFn: () => getEvents(from, to),
  });
}

export function useEvents(from: string, to: string) {
  return useQuery(getEventsQueryOptions(from, to));
}
