import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarEventAnswerSchema as EventAnswerSchema } from '@usra/domain/calendar/calendar-answers';
import {
  type CalendarEvent,
  type CreateEventInput,
  type UpdateEventInput,
} from '@usra/domain/calendar/event-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { calendarKeys } from './query-keys';

export async function createEvent(input: CreateEventInput): Promise<CalendarEvent> {
  return (await api.post('/api/calendar/events', input, EventAnswerSchema)).event;
}

export async function updateEvent({ id, input }: { id: string; input: UpdateEventInput }) {
  return (await api.patch(`/api/calendar/events/${id}`, input, EventAnswerSchema)).event;
}

export async function deleteEvent(id: string): Promise<void> {
  await api.delete<{ ok: true }>(`/api/calendar/events/${id}`);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: calendarKeys.all,
        id: event.id,
        action: 'created',
      }),
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: calendarKeys.all,
        id: event.id,
        action: 'updated',
      }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_answer, id) =>
      refetchAfterOwnChange(queryClient, { queryKey: calendarKeys.all, id, action: 'deleted' }),
  });
}
