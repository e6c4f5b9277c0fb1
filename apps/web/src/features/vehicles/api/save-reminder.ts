import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type CreateReminderInput,
  type Reminder,
  type ReminderDoneInput,
  type UpdateReminderInput,
} from '@usra/domain/vehicles/reminder-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { vehicleKeys } from './query-keys';
import {
  ReminderBodySchema as ReminderAnswerSchema,
  PostVehiclesByIdRemindersByReminderIdDoneAnswerSchema as DoneAnswerSchema,
} from '@usra/domain/vehicles/vehicles-answers';

interface ReminderRef {
  vehicleId: string;
  reminderId: string;
}

export async function createReminder({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: CreateReminderInput;
}): Promise<Reminder> {
  return (await api.post(`/api/vehicles/${vehicleId}/reminders`, input, ReminderAnswerSchema))
    .reminder;
}

export async function updateReminder({
  vehicleId,
  reminderId,
  input,
}: ReminderRef & { input: UpdateReminderInput }): Promise<Reminder> {
  return (
    await api.patch(
      `/api/vehicles/${vehicleId}/reminders/${reminderId}`,
      input,
      ReminderAnswerSchema,
    )
  ).reminder;
}

/** Null: a one-off reminder was finished and removed. */
export async function reminderDone({
  vehicleId,
  reminderId,
  input,
}: ReminderRef & { input: ReminderDoneInput }): Promise<Reminder | null> {
  return (
    await api.post(
      `/api/vehicles/${vehicleId}/reminders/${reminderId}/done`,
      input,
      DoneAnswerSchema,
    )
  ).reminder;
}

export async function deleteReminder({ vehicleId, reminderId }: ReminderRef): Promise<void> {
  await api.delete<{ ok: true }>(`/api/vehicles/${vehicleId}/reminders/${reminderId}`);
}

/**
 * A reminder changed: the reminders refetch (the server announces `{ id: vehicle, action:
 * 'reminder' }`), and the vehicle's predictions, which use the reminders' intervals.
 */
async function afterReminderChange(queryClient: QueryClient, vehicleId: string) {
  void queryClient.invalidateQueries({ queryKey: vehicleKeys.predictions(vehicleId) });
  await refetchAfterOwnChange(queryClient, {
    queryKey: vehicleKeys.reminders(),
    id: vehicleId,
    action: 'reminder',
  });
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminder,
    onSuccess: (_reminder, { vehicleId }) => afterReminderChange(queryClient, vehicleId),
  });
}

export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminder,
    onSuccess: (_reminder, { vehicleId }) => afterReminderChange(queryClient, vehicleId),
  });
}

export function useReminderDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reminderDone,
    onSuccess: (_reminder, { vehicleId }) => afterReminderChange(queryClient, vehicleId),
  });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSuccess: (_answer, { vehicleId }) => afterReminderChange(queryClient, vehicleId),
  });
}
