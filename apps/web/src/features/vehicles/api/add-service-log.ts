import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ServiceLogSchema,
  VehicleSchema,
  type CreateServiceLogInput,
} from '@usra/domain/vehicles/vehicle-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { vehicleKeys } from './query-keys';

const ServiceLogAnswerSchema = z.object({ serviceLog: ServiceLogSchema, vehicle: VehicleSchema });

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
