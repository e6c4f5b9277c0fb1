import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MaintenanceHistorySchema,
  MaintenanceItemSchema,
  MaintenanceScheduleSchema,
  type CompleteMaintenanceData,
  type CreateHistoryData,
  type MaintenanceHistoryEntry,
  type MaintenanceSchedule,
  type UpdateScheduleData,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { maintenanceKeys } from './query-keys';
import { withTimeZone } from './time-zone';

const CompletionSchema = z.object({
  schedule: MaintenanceScheduleSchema,
  next: MaintenanceScheduleSchema.nullable(),
  item: MaintenanceItemSchema,
  history: MaintenanceHistorySchema,
});
export type Completion = z.infer<typeof CompletionSchema>;

/** Reschedule, start, cancel or reopen an entry. */
export async function updateSchedule({
  id,
  input,
}: {
  id: string;
  input: UpdateScheduleData;
}): Promise<MaintenanceSchedule> {
  return api.patch(
    withTimeZone(`/api/house-maintenance/schedules/${id}`),
    input,
    MaintenanceScheduleSchema,
  );
}

/** Complete Maintenance: the history row, the item's dates and its next entry, at once. */
export async function completeSchedule({
  id,
  input,
}: {
  id: string;
  input: CompleteMaintenanceData;
}): Promise<Completion> {
  return api.post(
    withTimeZone(`/api/house-maintenance/schedules/${id}/complete`),
    input,
    CompletionSchema,
  );
}

/** A repair, inspection or replacement recorded by hand. */
export async function addHistoryEntry(input: CreateHistoryData): Promise<MaintenanceHistoryEntry> {
  return api.post(withTimeZone('/api/house-maintenance/history'), input, MaintenanceHistorySchema);
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: (schedule) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: maintenanceKeys.all,
        id: schedule.itemId,
        action: 'schedule',
      }),
  });
}

export function useCompleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSchedule,
    onSuccess: (answer) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: maintenanceKeys.all,
        id: answer.item.id,
        action: 'completed',
      }),
  });
}

export function useAddHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addHistoryEntry,
    onSuccess: (entry) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: maintenanceKeys.all,
        id: entry.itemId,
        action: 'history',
      }),
  });
}
