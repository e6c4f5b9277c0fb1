import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateServiceLogInput } from '@usra/domain/vehicles/vehicle-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { vehicleKeys } from './query-keys';
import { PostVehiclesByIdServiceLogsAnswerSchema as ServiceLogAnswerSchema } from '@usra/domain/vehicles/vehicles-answers';

export async function addServiceLog({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: CreateServiceLogInput;
}) {
  return api.post(`/api/vehicles/${vehicleId}/service-logs`, input, ServiceLogAnswerSchema);
}

/** A service moves the mileage and the last service date: the vehicle (its live event) and its logs refetch. */
export function useAddServiceLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addServiceLog,
    onSuccess: ({ vehicle }) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: vehicleKeys.all,
        id: vehicle.id,
        action: 'updated',
      }),
  });
}
