import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './query-keys';
import { VehicleAnswerSchema } from './save-vehicle';

export async function getVehicle(id: string): Promise<Vehicle> {
  return (await api.get(`/api/vehicles/${id}`, VehicleAnswerSchema)).vehicle;
}

export function getVehicleQueryOptions(id: string) {
  return queryOptions({ queryKey: vehicleKeys.detail(id), queryFn: () => getVehicle(id) });
}

/** One vehicle; `placeholder` (the row of the list) shows while it loads. */
export function useVehicle(id: string, placeholder?: Vehicle) {
  return useQuery({ ...getVehicleQueryOptions(id), placeholderData: placeholder });
}
