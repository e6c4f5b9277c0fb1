import { queryOptions, useQuery } from '@tanstack/react-query';
import { CalendarEventSchema, type CalendarEvent } from '@usra/domain/calendar/event-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { calendarKeys } from './query-keys';

const EventsAnswerSchema = z.object({ events: z.array(CalendarEventSchema) });

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
