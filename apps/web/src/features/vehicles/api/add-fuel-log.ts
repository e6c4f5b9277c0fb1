import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateFuelLogInput } from '@usra/domain/vehicles/vehicle-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { vehicleKeys } from './query-keys';
import { PostVehiclesByIdFuelLogsAnswerSchema as FuelLogAnswerSchema } from '@usra/domain/vehicles/vehicles-answers';

export async function addFuelLog({
  vehicleId,
  input,
}: {
  vehicleId: string;
  input: CreateFuelLogInput;
}) {
  return api.post(`/api/vehicles/${vehicleId}/fuel-logs`, input, FuelLogAnswerSchema);
}

/** A fill-up moves the vehicle's mileage: the vehicle (its live event) and its logs refetch. */
export function useAddFuelLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFuelLog,
    onSuccess: ({ vehicle }) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: vehicleKeys.all,
        id: vehicle.id,
        action: 'updated',
      }),
  });
}
