import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MaintenanceItemSchema,
  type CreateMaintenanceItemData,
  type MaintenanceItem,
  type UpdateMaintenanceItemData,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { maintenanceKeys } from './query-keys';
import { withTimeZone } from './time-zone';

/** Optional fields left empty are sent as absent (spec section 5), not as null. */
function withoutEmpty<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

/** Adds an item; the server creates its first schedule. */
export async function createMaintenanceItem(
  input: CreateMaintenanceItemData,
): Promise<MaintenanceItem> {
  return api.post(
    withTimeZone('/api/house-maintenance/items'),
    withoutEmpty(input),
    MaintenanceItemSchema,
  );
}

/** Changes an item; an emptied optional field is sent as null, which clears it. */
export async function updateMaintenanceItem({
  id,
  input,
}: {
  id: string;
  input: UpdateMaintenanceItemData;
}): Promise<MaintenanceItem> {
  return api.patch(
    withTimeZone(`/api/house-maintenance/items/${id}`),
    input,
    MaintenanceItemSchema,
  );
}

export async function deleteMaintenanceItem(id: string): Promise<void> {
  await api.delete(`/api/house-maintenance/items/${id}`);
}

export function useCreateMaintenanceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaintenanceItem,
    onSuccess: (item) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: maintenanceKeys.all,
        id: item.id,
        action: 'created',
      }),
  });
}

export function useUpdateMaintenanceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaintenanceItem,
    onSuccess: (item) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: maintenanceKeys.all,
        id: item.id,
        action: 'updated',
      }),
  });
}

/** Deletes the item with its schedules and history. */
export function useDeleteMaintenanceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaintenanceItem,
    onSuccess: (_answer, id) =>
      refetchAfterOwnChange(queryClient, { queryKey: maintenanceKeys.all, id, action: 'deleted' }),
  });
}
