import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateVehicleInput,
  type UpdateVehicleInput,
  type Vehicle,
} from '@usra/domain/vehicles/vehicle-schema';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { vehicleKeys } from './query-keys';
import { VehicleBodySchema as VehicleAnswerSchema } from '@usra/domain/vehicles/vehicles-answers';
export { VehicleAnswerSchema };

export async function createVehicle(input: CreateVehicleInput): Promise<Vehicle> {
  return (await api.post('/api/vehicles', input, VehicleAnswerSchema)).vehicle;
}

export async function updateVehicle({
  id,
  input,
}: {
  id: string;
  input: UpdateVehicleInput;
}): Promise<Vehicle> {
  return (await api.patch(`/api/vehicles/${id}`, input, VehicleAnswerSchema)).vehicle;
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: (vehicle) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: vehicleKeys.all,
        id: vehicle.id,
        action: 'created',
      }),
  });
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: (vehicle) =>
      refetchAfterOwnChange(queryClient, {
        queryKey: vehicleKeys.all,
        id: vehicle.id,
        action: 'updated',
      }),
  });
}
