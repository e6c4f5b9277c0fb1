import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { vehicleKeys } from './query-keys';

/** Deletes the vehicle with its fuel and service logs. */
export async function deleteVehicle(id: string): Promise<void> {
  await api.delete<{ ok: true }>(`/api/vehicles/${id}`);
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: (_answer, id) =>
      refetchAfterOwnChange(queryClient, { queryKey: vehicleKeys.all, id, action: 'deleted' }),
  });
}
