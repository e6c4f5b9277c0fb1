import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarEvent,
  CreateEventInput,
  UpdateEventInput,
} from '@usra/domain/calendar/event-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { calendarKeys } from './query-keys';

export async function createEvent(input: CreateEventInput): Promise<CalendarEvent> {
  return (await api.post<{ event: CalendarEvent }>('/api/calendar/events', input)).event;
}

export async function updateEvent({ id, input }: { id: string; input: UpdateEventInput }) {
  return (await api.patch<{ event: CalendarEvent }>(`/api/calendar/events/${id}`, input)).event;
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
