import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AssetExpenseSchema,
  AssetScheduleSchema,
  AssetSchema,
  SmartReminderSchema,
  type Asset,
  type CompleteAssetScheduleData,
  type CreateAssetData,
  type CreateAssetExpenseData,
  type CreateAssetScheduleData,
  type CreateSmartReminderData,
  type UpdateAssetData,
  type UpdateAssetScheduleData,
  type UpdateSmartReminderData,
} from '@usra/domain/assets/asset-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { assetKeys } from './query-keys';
import { withTimeZone } from './time-zone';
import { CompletionSchema } from '@usra/domain/assets/assets-answers';

/**
 * Every change to the family's assets: the asset itself, its schedules, expenses and reminders.
 * Each refetches the `assets` topic once (its live event is then skipped in this tab).
 */
function changed(queryClient: QueryClient, id: string, action: string) {
  return refetchAfterOwnChange(queryClient, { queryKey: assetKeys.all, id, action });
}

export const assetRequests = {
  create: (input: CreateAssetData) => api.post('/api/assets', input, AssetSchema),
  update: ({ id, input }: { id: string; input: UpdateAssetData }) =>
    api.patch(`/api/assets/${id}`, input, AssetSchema),
  remove: async (id: string) => {
    await api.delete(`/api/assets/${id}`);
    return id;
  },
  addSchedule: ({ assetId, input }: { assetId: string; input: CreateAssetScheduleData }) =>
    api.post(withTimeZone(`/api/assets/${assetId}/schedules`), input, AssetScheduleSchema),
  updateSchedule: ({ id, input }: { id: string; input: UpdateAssetScheduleData }) =>
    api.patch(withTimeZone(`/api/asset-schedules/${id}`), input, AssetScheduleSchema),
  completeSchedule: ({ id, input }: { id: string; input: CompleteAssetScheduleData }) =>
    api.post(withTimeZone(`/api/asset-schedules/${id}/complete`), input, CompletionSchema),
  addExpense: ({ assetId, input }: { assetId: string; input: CreateAssetExpenseData }) =>
    api.post(`/api/assets/${assetId}/expenses`, input, AssetExpenseSchema),
  removeExpense: async ({ id, assetId }: { id: string; assetId: string }) => {
    await api.delete(`/api/asset-expenses/${id}`);
    return assetId;
  },
  addReminder: ({ assetId, input }: { assetId: string; input: CreateSmartReminderData }) =>
    api.post(withTimeZone(`/api/assets/${assetId}/reminders`), input, SmartReminderSchema),
  updateReminder: ({ id, input }: { id: string; input: UpdateSmartReminderData }) =>
    api.patch(withTimeZone(`/api/asset-reminders/${id}`), input, SmartReminderSchema),
  removeReminder: async ({ id, assetId }: { id: string; assetId: string }) => {
    await api.delete(`/api/asset-reminders/${id}`);
    return assetId;
  },
};

export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assetRequests.create,
    onSuccess: (asset: Asset) => changed(queryClient, asset.id, 'created'),
  });
}

export function useUpdateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assetRequests.update,
    onSuccess: (asset) => changed(queryClient, asset.id, 'updated'),
  });
}

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assetRequests.remove,
    onSuccess: (id) => changed(queryClient, id, 'deleted'),
  });
}

export function useAddAssetSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assetRequests.addSchedule,
    onSuccess: (schedule) => changed(queryClient, schedule.assetId, 'schedule'),
  });
}

export function useUpdateAssetSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assetRequests.updateSchedule,
    onSuccess: (schedule) => changed(queryClient, schedule.assetId, 'schedule'),
  });
}

export function useCompleteAssetSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assetRequests.completeSchedule,
    onSuccess: (answer) => changed(queryClient, answer.schedule.assetId, 'completed'),
  });
}

export function useAddAssetExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assetRequests.addExpense,
    onSuccess: (expense) => changed(queryClient, expense.assetId, 'expense'),
  });
}

export function useDeleteAssetExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assetRequests.removeExpense,
    onSuccess: (assetId) => changed(queryClient, assetId, 'expense'),
  });
}

export function useAddAssetReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assetRequests.addReminder,
    onSuccess: (reminder) => changed(queryClient, reminder.assetId, 'reminder'),
  });
}

export function useUpdateAssetReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assetRequests.updateReminder,
    onSuccess: (reminder) => changed(queryClient, reminder.assetId, 'reminder'),
  });
}

export function useDeleteAssetReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assetRequests.removeReminder,
    onSuccess: (assetId) => changed(queryClient, assetId, 'reminder'),
  });
}
