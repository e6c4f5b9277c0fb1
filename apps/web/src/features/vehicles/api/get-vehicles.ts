import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './query-keys';
import { GetVehiclesAnswerSchema as VehiclesAnswerSchema } from '@usra/domain/vehicles/vehicles-answers';

/** The family's vehicles, newest first. */
export async function getVehicles(): Promise<Vehicle[]> {
  return (await api.get('/api/vehicles', VehiclesAnswerSchema)).vehicles;
}

export function getVehiclesQueryOptions() {
  return queryOptions({ queryKey: vehicleKeys.list(), queryFn: getVehicles });
}

export function useVehicles() {
  return useQuery(getVehiclesQueryOptions());
}
