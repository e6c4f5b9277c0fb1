import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { vehicleKeys } from './query-keys';
import { VehicleAnswerSchema } from './save-vehicle';

export async function deleteServiceLog({
  vehicleId,
  logId,
}: {
  vehicleId: string;
  logId: string;
}): Promise<Vehicle> {
  return (await api.delete(`/api/vehicles/${vehicleId}/service-logs/${logId}`, VehicleAnswerSchema))
    .vehicle;
}

export function useDeleteServiceLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceLog,
    onSuccess: (vehicle) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: vehicleKeys.all,
        id: vehicle.id,
        action: 'updated',
      }),
  });
}
